/** Orders as the contract shows them (spec §3 "Loan order display"). */
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { endOfBusinessDay } from '../../domain/business-date';
import { chargesOf, quote as priceLoan, type Quote } from '../../domain/pricing';
import type { Product } from '../../domain/product';
import type { OrderRow } from '../orders/repo';

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

/** `amountDue`: what an owing order owes today (from the journal), shown instead of the quote. */
export function summaryView(p: Product, order: OrderRow, now: number, amountDue?: number): Summary {
  const q = orderQuote(p, order, now);
  return {
    orderNo: order.orderNo,
    status: order.status as Summary['status'],
    productName: p.name,
    currency: p.currency,
    loanAmount: order.amount ?? 0,
    repayAmount: amountDue ?? q?.repayAmount ?? 0,
    days: order.days ?? 0,
    ...(order.dueDay !== null
      ? { dueDate: seconds(endOfBusinessDay(order.dueDay, order.country)) }
      : {}),
    createdAt: seconds(order.createdAt.getTime()),
  };
}
