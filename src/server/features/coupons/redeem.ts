/**
 * What a coupon takes off a loan's price (spec §3 coupons; DESIGN §1: a coupon only lowers the fee
 * or the interest). The loan feature asks here when it quotes and marks the coupon used when the
 * order is submitted, inside its own transaction.
 */
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../types';

export interface CouponDiscount {
  couponId: string;
  /** Integer shillings off the processing fee. */
  feeOff: number;
  /** Integer shillings off the interest. */
  interestOff: number;
}

/** Resolves a coupon for a principal; throws ApiError (expired, under quota, used) when refused. */
export async function couponDiscount(
  _deps: ServerDeps,
  _userId: number,
  _couponId: string,
  _quote: { principal: number; fee: number; interest: number },
): Promise<CouponDiscount> {
  throw new Error('coupons are not available yet');
}

/** Marks a coupon used by an order, in the caller's transaction; idempotent for the same order. */
export async function markCouponUsed(_tx: Db, _couponId: string, _orderNo: string): Promise<void> {
  throw new Error('coupons are not available yet');
}
