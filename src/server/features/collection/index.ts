/** The collection feature's entry (docs/architecture.md §8): what other server features may use of it. */
export { collectedFlags } from './repo';
