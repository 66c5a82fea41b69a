/**
 * The orders feature's entry (docs/architecture.md §8): what other server features may use of it. Features that
 * still import its files directly are listed in scripts/lint/feature-imports.js, until they move
 * here.
 */
export { requireOwnOrder } from './own-order';
export { findActiveOrder, findOrder, findUser, lockOrder, type OrderRow } from './repo';
export { patchOrder } from './state';
export { flagsOf, liftFlag, liveFlagKinds, putFlag, type BorrowerFlagRow } from './flags-repo';
