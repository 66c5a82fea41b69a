/**
 * The one quote of confirm (docs/architecture.md §1): priced once here, coupon included, and kept on the order
 * as its offered quote with an id. The screen shows only this quote, submit sends its id, and
 * only the last quote shown, unexpired, can be booked (submit.ts).
 */
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../api-error';
import { businessDay, endOfBusinessDay } from '../../domain/business-date';
import {
  chargesOf,
  grossCharges,
  quote as priceLoan,
  type Discount,
  type Quote,
} from '../../domain/pricing';
import type { Product } from '../../domain/product';
import { startingChoice } from '../../domain/starting-choice';
import type { OfferedQuote } from '../../db/schema';
import { ORDER_STATUS } from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { couponDiscount } from '../coupons';
import { findLastSubmitted, type OrderRow, patchOrder, requireOwnOrder } from '../orders';
import { orderOffer, productOf } from '../products';
import { signerName } from './signer';
import { pricingView, productView, seconds } from './views';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms' | 'log'>;

/** Long enough to read the agreement and sign; short enough that rates and dates are current. */
export const QUOTE_LIFE_MS = 30 * 60_000;

/** The coupon's discount on the gross charges, or why it cannot be used. */
export async function couponOff(
  deps: Deps,
  userId: number,
  couponId: string,
  gross: { principal: number; fee: number; interest: number },
): Promise<{ off: Discount } | { refusal: ApiError['codeName'] }> {
  try {
    const d = await couponDiscount(deps as ServerDeps, userId, couponId, gross);
    return { off: { feeOff: d.feeOff, interestOff: d.interestOff } };
  } catch (error) {
    if (error instanceof ApiError) return { refusal: error.codeName };
    throw error;
  }
}

async function chosen(deps: Deps, order: OrderRow, input: { amount?: number; days?: number }) {
  const offer = orderOffer(productOf(order.country), order.level);
  const last = await findLastSubmitted(deps.db, order.userId, order.id);
  const start = startingChoice(offer, [
    { amount: order.offeredQuote?.loanAmount, days: order.offeredQuote?.days },
    { amount: order.amount, days: order.days },
    { amount: last?.amount, days: last?.days },
  ]);
  const amount = input.amount ?? start?.amount;
  const days = input.days ?? start?.days;
  if (amount === undefined || days === undefined) throw new ApiError('productUnavailable');
  if (!offer.amounts.includes(amount) || !offer.terms.includes(days))
    throw new ApiError('amountOutOfRange');
  return { offer, amount, days, previousLimit: last?.creditLimit };
}

/** Same choice, same figures, same day: the id shown before stays valid (a re-read, a retry). */
function sameQuote(a: OfferedQuote | null, b: Omit<OfferedQuote, 'quoteId' | 'expiresAt'>) {
  if (!a) return false;
  // Field by field: jsonb hands keys back in its own order.
  return (Object.keys(b) as (keyof typeof b)[]).every((k) => a[k] === b[k]);
}

function offered(q: Quote, couponId: string | null): Omit<OfferedQuote, 'quoteId' | 'expiresAt'> {
  return {
    loanAmount: q.loanAmount,
    days: q.days,
    couponId,
    ...chargesOf(q),
    totalCostOfCredit: q.totalCostOfCredit,
    aprBp: q.aprBp,
    dueDay: q.dueDay,
  };
}

/** The name that must sign, when the profile has one. */
async function signerOf(deps: Deps, userId: number) {
  const signer = await signerName(deps.db, userId);
  return signer.firstName && signer.lastName ? { signer } : {};
}

/** Prices the choice; at confirm (14) it becomes the order's offered quote. */
export async function confirmQuote(
  deps: Deps,
  userId: number,
  input: { orderNo: string; amount?: number; days?: number; couponId?: string },
) {
  const order = await requireOwnOrder(deps.db, userId, input.orderNo);
  const product: Product = productOf(order.country);
  const { offer, amount, days, previousLimit } = await chosen(deps, order, input);
  const now = deps.clock();
  const gross = grossCharges(product, amount, days);
  const coupon = input.couponId
    ? await couponOff(deps, userId, input.couponId, { principal: amount, ...gross })
    : undefined;
  const applied = coupon && 'off' in coupon ? input.couponId : undefined;
  const q = priceLoan(
    product,
    amount,
    days,
    now,
    coupon && 'off' in coupon ? coupon.off : undefined,
  );
  const figures = offered(q, applied ?? null);
  let kept: OfferedQuote | null = null;
  if (order.status === ORDER_STATUS.confirm) {
    const expiresAt = Math.min(
      now + QUOTE_LIFE_MS,
      endOfBusinessDay(businessDay(now, order.country), order.country),
    );
    const quoteId = sameQuote(order.offeredQuote, figures)
      ? (order.offeredQuote as OfferedQuote).quoteId
      : randomBytes(12).toString('base64url');
    kept = { ...figures, quoteId, expiresAt };
    await patchOrder(deps.db, order.id, { offeredQuote: kept }, now);
  }
  return {
    orderNo: order.orderNo,
    quoteId: kept?.quoteId ?? '',
    expiresAt: seconds(kept?.expiresAt ?? now),
    ...(applied ? { couponId: applied } : {}),
    ...(coupon && 'refusal' in coupon ? { couponRefusal: coupon.refusal } : {}),
    ...(previousLimit !== undefined && previousLimit < offer.level.limit ? { previousLimit } : {}),
    ...(await signerOf(deps, userId)),
    product: productView(product, offer.level.limit, offer.terms),
    quote: pricingView(product, q),
  };
}
