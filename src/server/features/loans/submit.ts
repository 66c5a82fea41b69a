/**
 * Confirm and submit (spec §4, DESIGN §1). The quote is the key-facts box; submit e-signs it and
 * moves 14 → 19 → 1 in one transaction, then schedules the assessment. The order itself is the
 * idempotency key: a retried submit (the finish_loading retry button) finds the order already
 * past 14 and answers with its status, never a second order or a second assessment.
 */
import { ApiError } from '../../api-error';
import { percentOf } from '../../domain/money';
import { aprBp, quote as priceLoan } from '../../domain/pricing';
import { ORDER_STATUS } from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { couponDiscount, markCouponUsed } from '../coupons/redeem';
import { schedule } from '../../jobs/queue';
import { findOwnOrder, lockOrder, type OrderRow } from '../orders/repo';
import { asStatus, moveOrder } from '../orders/state';
import { orderOffer } from './offer';
import { productOf } from './products';
import { pricingView, productView } from './views';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms' | 'log'>;

async function ownOrder(deps: Deps, userId: number, orderNo: string): Promise<OrderRow> {
  const order = await findOwnOrder(deps.db, userId, orderNo);
  if (!order) throw new ApiError('orderNotFound');
  return order;
}

function checkChoice(order: OrderRow, amount: number, days: number) {
  const offer = orderOffer(productOf(order.country), order.level);
  if (!offer.amounts.includes(amount) || !offer.terms.includes(days))
    throw new ApiError('amountOutOfRange');
}

/** The key facts for an amount and term (default: the largest offered). */
export async function confirmQuote(
  deps: Deps,
  userId: number,
  input: { orderNo: string; amount?: number; days?: number },
) {
  const order = await ownOrder(deps, userId, input.orderNo);
  const product = productOf(order.country);
  const offer = orderOffer(product, order.level);
  const amount = input.amount ?? order.amount ?? offer.level.limit;
  const days =
    input.days ?? order.days ?? offer.terms[offer.terms.length - 1] ?? product.terms[0] ?? 91;
  checkChoice(order, amount, days);
  const q = priceLoan(product, amount, days, deps.clock());
  return {
    orderNo: order.orderNo,
    product: productView(product, offer.level.limit, offer.terms),
    quote: pricingView(product, q),
  };
}

async function couponFor(
  deps: Deps,
  userId: number,
  couponId: string | undefined,
  q: ReturnType<typeof priceLoan>,
) {
  if (!couponId) return undefined;
  try {
    return await couponDiscount(deps as ServerDeps, userId, couponId, {
      principal: q.loanAmount,
      fee: q.fee,
      interest: q.interest,
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('couponUnavailable');
  }
}

export async function submitOrder(
  deps: Deps,
  userId: number,
  input: {
    orderNo: string;
    amount: number;
    days: number;
    couponId?: string;
    agreed: boolean;
    signature: string;
  },
  ip = '',
) {
  if (input.agreed !== true) throw new ApiError('agreementRequired');
  const order = await ownOrder(deps, userId, input.orderNo);
  if (order.status !== ORDER_STATUS.confirm) {
    if (order.submittedAt) return { orderNo: order.orderNo, status: asStatus(order.status) };
    throw new ApiError('orderStatusInvalid');
  }
  checkChoice(order, input.amount, input.days);
  const now = deps.clock();
  const product = productOf(order.country);
  const q = priceLoan(product, input.amount, input.days, now);
  const coupon = await couponFor(deps, userId, input.couponId, q);
  const moved = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked || locked.status !== ORDER_STATUS.confirm) return locked;
    if (coupon) await markCouponUsed(tx, coupon.couponId, order.orderNo);
    // A coupon lowers the fee (and so its tax); interest accrues daily and is never discounted here.
    const fee = Math.max(0, q.fee - (coupon?.feeOff ?? 0));
    const feeTax = percentOf(fee, product.feeTaxBp);
    const disbursalAmount = input.amount - fee - feeTax;
    const accepted = {
      fee,
      feeTax,
      interest: q.interest,
      disbursalAmount,
      repayAmount: q.repayAmount,
      aprBp: aprBp(disbursalAmount, q.repayAmount, input.days),
    };
    const esign = { name: input.signature.trim(), at: Math.floor(now / 1000), ip };
    const patch = {
      amount: input.amount,
      days: input.days,
      quote: accepted,
      couponId: coupon?.couponId ?? null,
      esign,
      submittedAt: new Date(now),
    };
    const submitted = await moveOrder(
      tx,
      locked,
      ORDER_STATUS.finishLoading,
      'submitted',
      now,
      patch,
    );
    // With data collection required (config), the order waits at 19 and the assessment job checks it.
    const assessing =
      deps.config.collectionRequired[order.country].length === 0
        ? await moveOrder(tx, submitted, ORDER_STATUS.applying, 'no data collection required', now)
        : submitted;
    await schedule(tx, {
      kind: 'assess',
      key: `assess:${order.id}`,
      runAt: now + deps.config.assessmentDelaySeconds * 1000,
      payload: { orderId: order.id },
    });
    return assessing;
  });
  return { orderNo: order.orderNo, status: asStatus(moved?.status ?? order.status) };
}
