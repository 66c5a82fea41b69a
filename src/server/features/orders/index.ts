/**
 * The orders feature's entry (docs/architecture.md §8, above products and coupons): the order's
 * row and its one way to change status, a borrower's own order, flags, applying and onboarding.
 */
export { openBusiness } from './account-standing';
export { applyAgain, applyForLoan } from './apply';
export { flagsOf, liftFlag, liveFlagKinds, putFlag, type BorrowerFlagRow } from './flags-repo';
export { requireOwnOrder } from './own-order';
export { profileProgress } from './progress';
export {
  findActiveOrder,
  findLastSubmitted,
  findLatestOrder,
  findOrder,
  findOwnOrder,
  findUser,
  listOrders,
  lockOrder,
  orderIdsOfUser,
  type OrderRow,
} from './repo';
export { moveOrder, patchOrder } from './state';
