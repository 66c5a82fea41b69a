/**
 * The coupons feature's entry (docs/architecture.md §8, below orders): a coupon's discount on a
 * quote, marked used at submit and released when its order ends unpaid.
 */
export { deleteUnusedCoupons } from './repo';
export { couponDiscount, markCouponUsed, releaseOrderCoupon } from './redeem';
