/** Types of feature-graph.js for the tests that read it. */
export interface FeatureArrow {
  readonly from: string;
  readonly to: string;
  /** How many imports draw the arrow. */
  readonly imports: number;
  readonly fromStep?: number;
  readonly toStep?: number;
}
export const FEATURES_DIR: string;
export function featureNames(): string[];
export function featureArrows(): FeatureArrow[];
export function upwardArrows(arrows?: readonly FeatureArrow[]): FeatureArrow[];
