/** Orders as the contract shows them (docs/product.md §3 "Loan order display"). */
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { ORDER_STATUS } from '../../../shared/orders';
import { endOfBusinessDay, startOfBusinessDay } from '../../domain/business-date';
import { chargesOf, quote as priceLoan, type Quote } from '../../domain/pricing';
import type { Product } from '../../domain/product';
import type { OrderRow } from '../orders';

type Summary = EndpointTypes['loanOrderLatest']['response']['order'] & object;
type ProductView = EndpointTypes['loanProductIndex']['response'];
type Pricing = EndpointTypes['confirmProductInfo']['response']['quote'];

export const seconds = (ms: number) => Math.floor(ms / 1000);

/** Percent with up to 4 decimals from basis points (per year → per day when asked). */
export const percentFromBp = (bp: number, perDays = 1) =>
  Math.round((bp / 100 / perDays) * 10_000) / 10_000;

export function productView(p: Product, limit: number, terms: readonly number[]): ProductView {
  return {
    productId: p.productId,
    name: p.name,
    currency: p.currency,
    minAmount: p.minAmount,
    maxAmount: limit,
    stepAmount: p.stepAmount,
    terms: [...terms],
    interestRatePerDay: percentFromBp(p.interestBpPerYear, 365),
    feeRate: percentFromBp(p.feeBp),
    feeTaxRate: percentFromBp(p.feeTaxBp),
    penaltyRatePerDay: percentFromBp(p.penaltyBpPerDay),
    rolloverDays: p.rolloverDays,
  };
}

export function pricingView(p: Product, q: Quote): Pricing {
  return {
    loanAmount: q.loanAmount,
    ...chargesOf(q),
    totalCostOfCredit: q.totalCostOfCredit,
    apr: q.aprBp / 100,
    days: q.days,
    dueDate: seconds(q.dueAt),
    interestRatePerDay: percentFromBp(p.interestBpPerYear, 365),
    penaltyRatePerDay: percentFromBp(p.penaltyBpPerDay),
  };
}

/** The quote an order was submitted with (its coupon too), dated at its payout once paid out. */
export function orderQuote(p: Product, order: OrderRow, now: number): Quote | undefined {
  if (order.amount === null || order.days === null) return undefined;
  const off = { feeOff: order.quote?.feeOff ?? 0, interestOff: order.quote?.interestOff ?? 0 };
  return priceLoan(p, order.amount, order.days, order.disbursedAt?.getTime() ?? now, off);
}

/** What an owing order owes, from the journal: today, and at the end of its due date. */
export interface OwedNow {
  readonly amountDue: number;
  readonly owedOnDueDate: number;
}

/** The first day a loan due on business day `dueDay` is overdue, as epoch seconds. */
export const overdueSince = (dueDay: number, country: OrderRow['country']) =>
  seconds(startOfBusinessDay(dueDay + 1, country));

/**
 * `repayAmount` stays the signed total to the due date (docs/product.md §3 keeps "repay amount" and "amount
 * due" apart); an owing order adds what it owes today and what it will owe on its due date.
 */
export function summaryView(p: Product, order: OrderRow, now: number, owed?: OwedNow): Summary {
  const q = orderQuote(p, order, now);
  const overdue = owed !== undefined && order.status === ORDER_STATUS.overdue;
  return {
    orderNo: order.orderNo,
    status: order.status as Summary['status'],
    productName: p.name,
    currency: p.currency,
    loanAmount: order.amount ?? 0,
    repayAmount: order.quote?.repayAmount ?? q?.repayAmount ?? 0,
    ...(owed ? { amountDue: owed.amountDue, owedOnDueDate: owed.owedOnDueDate } : {}),
    ...(overdue && order.dueDay !== null
      ? { overdueSince: overdueSince(order.dueDay, order.country) }
      : {}),
    days: order.days ?? 0,
    ...(order.dueDay !== null
      ? { dueDate: seconds(endOfBusinessDay(order.dueDay, order.country)) }
      : {}),
    creditLimit: order.creditLimit,
    ...(order.disbursedAt ? { disbursedAt: seconds(order.disbursedAt.getTime()) } : {}),
    createdAt: seconds(order.createdAt.getTime()),
  };
}
