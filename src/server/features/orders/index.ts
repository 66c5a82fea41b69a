/**
 * The orders feature's entry (docs/architecture.md §8): what other server features may use of it. Features that
 * still import its files directly are listed in scripts/lint/feature-imports.js, until they move
 * here.
 */
export { requireOwnOrder } from './own-order';
export { findActiveOrder, findOrder, findUser, lockOrder, type OrderRow } from './repo';
export { patchOrder } from './state';
export { flagsOf, liftFlag, liveFlagKinds, putFlag, type BorrowerFlagRow } from './flags-repo';
export { openBusiness } from './account-standing';
export { profileProgress } from './progress';
export {
  findLastSubmitted,
  findLatestOrder,
  findOwnOrder,
  listOrders,
  orderIdsOfUser,
} from './repo';
export { moveOrder } from './state';
export { applyAgain, applyForLoan } from './apply';
