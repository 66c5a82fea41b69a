/**
 * The pure coupon rules (docs/product.md §3; docs/architecture.md §1: a coupon lowers only the fee or the interest):
 * whether a coupon may be used now on a principal, and how many shillings it takes off.
 */
import type { CodeName } from '../../../shared/contract/codes';
import type { CouponKind } from '../../db/schema';

export interface CouponTerms {
  readonly kind: CouponKind;
  /** Minor units off (0 when percent is set). */
  readonly amount: number;
  /** Whole percent off the component, or null. */
  readonly percent: number | null;
  readonly minLoanAmount: number;
  readonly expiresAt: Date;
  readonly usedByOrder: string | null;
}

export interface Quote {
  readonly principal: number;
  readonly fee: number;
  readonly interest: number;
}

export type CouponStatus = 'usable' | 'used' | 'expired';

/** Used wins over expired: a coupon spent in time stays "used" in the history. */
export function couponStatus(
  coupon: Pick<CouponTerms, 'expiresAt' | 'usedByOrder'>,
  now: number,
): CouponStatus {
  if (coupon.usedByOrder !== null) return 'used';
  return now >= coupon.expiresAt.getTime() ? 'expired' : 'usable';
}

/** Why a coupon cannot go on a loan of this principal now, or null when it can. */
export function couponRefusal(
  coupon: CouponTerms,
  principal: number,
  now: number,
): CodeName | null {
  const status = couponStatus(coupon, now);
  if (status === 'used') return 'couponUsed';
  if (status === 'expired') return 'couponExpired';
  if (principal < coupon.minLoanAmount) return 'couponBelowMinLoan';
  return null;
}

/** Shillings off one component: percent rounded half-up, never more than the component itself. */
function offOf(coupon: Pick<CouponTerms, 'amount' | 'percent'>, base: number): number {
  const safeBase = Math.max(0, Math.floor(base));
  const wanted =
    coupon.percent !== null ? Math.floor((safeBase * coupon.percent + 50) / 100) : coupon.amount;
  return Math.min(safeBase, Math.max(0, wanted));
}

/** The discount on a quote: only the coupon's own component, so no component goes below zero. */
export function discountFor(
  coupon: Pick<CouponTerms, 'kind' | 'amount' | 'percent'>,
  quote: Quote,
): { feeOff: number; interestOff: number } {
  return coupon.kind === 'fee'
    ? { feeOff: offOf(coupon, quote.fee), interestOff: 0 }
    : { feeOff: 0, interestOff: offOf(coupon, quote.interest) };
}
