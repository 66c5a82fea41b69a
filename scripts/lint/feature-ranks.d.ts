/** Types of feature-ranks.js for the tests that read it. */
export const FEATURE_STEPS: readonly (readonly string[])[];
export const FEATURE_RANK: ReadonlyMap<string, number>;
