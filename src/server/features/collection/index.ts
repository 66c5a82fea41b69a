/**
 * The collection feature's entry (docs/architecture.md §8, above orders): which data-collection
 * flags the native shell reported for a borrower.
 */
export { collectedFlags } from './repo';
