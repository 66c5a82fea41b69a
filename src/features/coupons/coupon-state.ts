/** What a coupon shows: usable, expired or used (§3), judged by the server's status and the clock. */
import type { LotteryDrawCouponsResponse } from '../../shared/contract/types.gen';

export type Coupon = LotteryDrawCouponsResponse['list'][number];
export type CouponState = 'usable' | 'used' | 'expired';

/** A coupon past its expiry shows as expired even before the server's status catches up. */
export function couponState(
  coupon: Coupon,
  nowSeconds = Math.floor(Date.now() / 1000),
): CouponState {
  if (coupon.status === 'used') return 'used';
  if (coupon.status === 'expired' || coupon.expiresAt <= nowSeconds) return 'expired';
  return 'usable';
}
