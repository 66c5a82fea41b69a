/**
 * What a coupon takes off a loan's price (docs/product.md §3 coupons; docs/architecture.md §1: a coupon only lowers the fee
 * or the interest). The loan feature asks here when it quotes and marks the coupon used when the
 * order is submitted, inside its own transaction.
 */
import { ApiError } from '../../api-error';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../types';
import { couponRefusal, discountFor } from './discount-rule';
import * as repo from './repo';

export interface CouponDiscount {
  couponId: string;
  /** Minor units off the processing fee. */
  feeOff: number;
  /** Minor units off the interest. */
  interestOff: number;
}

/** Coupon ids travel as strings; anything but a positive integer names no coupon. */
export function parseCouponId(couponId: string): number {
  const id = /^[1-9][0-9]{0,15}$/.test(couponId) ? Number(couponId) : NaN;
  if (!Number.isSafeInteger(id)) throw new ApiError('couponUnavailable');
  return id;
}

/** Resolves a coupon for a principal; throws ApiError (expired, under quota, used) when refused. */
export async function couponDiscount(
  deps: ServerDeps,
  userId: number,
  couponId: string,
  quote: { principal: number; fee: number; interest: number },
): Promise<CouponDiscount> {
  const coupon = await repo.findCoupon(deps.db, parseCouponId(couponId));
  if (!coupon || coupon.userId !== userId) throw new ApiError('couponUnavailable');
  const refusal = couponRefusal(coupon, quote.principal, deps.clock());
  if (refusal) throw new ApiError(refusal);
  return { couponId, ...discountFor(coupon, quote) };
}

/**
 * Marks a coupon used by an order, in the caller's transaction; idempotent for the same order,
 * refused (couponUsed) for another. Pass the server clock's time as `usedAt`; without it the
 * database transaction's time is used.
 */
export async function markCouponUsed(
  tx: Db,
  couponId: string,
  orderNo: string,
  usedAt?: Date,
): Promise<void> {
  const id = parseCouponId(couponId);
  const claimed = await repo.claimCoupon(tx, id, orderNo, usedAt);
  if (claimed) return;
  throw new ApiError((await repo.findCoupon(tx, id)) ? 'couponUsed' : 'couponUnavailable');
}

/**
 * Gives back the coupon an order spent when the order closes without a loan (cancelled, expired
 * after 24 h, rejected, payout failed): the borrower may use it again until it expires. In the
 * caller's transaction; a coupon of an order that became a loan stays spent.
 */
export async function releaseOrderCoupon(tx: Db, orderNo: string): Promise<void> {
  await repo.releaseCoupons(tx, orderNo);
}
