/** The coupons feature's entry (docs/architecture.md §8): what other server features may use of it. */
export { deleteUnusedCoupons } from './repo';
export { couponDiscount, markCouponUsed, releaseOrderCoupon } from './redeem';
