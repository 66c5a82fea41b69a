/**
 * Screens follow the order (issue: the approved screen, left open past the automatic payout, kept
 * "Get money now / Cancel this loan"): while the borrower's latest order waits on the lender or
 * the rail (assessing, approved, sending), every screen showing it asks again on this one rhythm,
 * so a payout, a failed rail or an expiry moves the screen without a reload.
 */
import type { LoanOrderLatestResponse } from '../shared/contract/types.gen';
import { ORDER_STATUS, type OrderStatus } from '../shared/orders';

export const FOLLOW_MS = 10_000;

/** Statuses that move on by themselves (a job or a rail), not by the borrower's next step. */
const MOVES_ALONE: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  ORDER_STATUS.applying,
  ORDER_STATUS.getMoney,
  ORDER_STATUS.lending,
  ORDER_STATUS.finishLoading,
]);

/**
 * SWR `refreshInterval` for loanOrderLatest: ask again only while the order moves alone, or while
 * a repayment is on its way (the wallet's answer moves the balance and ends the notice).
 */
export function followInterval(data?: LoanOrderLatestResponse): number {
  const order = data?.order;
  if (order?.pending) return FOLLOW_MS;
  return order !== undefined && MOVES_ALONE.has(order.status) ? FOLLOW_MS : 0;
}
