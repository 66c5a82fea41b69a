/**
 * Opens an order for the first product offered (an application again after a finished,
 * cancelled, rejected or failed order) and answers it; null when no product is offered. Home's
 * Apply and the last profile step share it, so a borrower who filled everything in before an
 * order was open still lands on confirm (issue: Save wallet led to Home's "Three easy steps").
 */
import type { LoanOrderLatestResponse } from '../../shared/contract/types.gen';
import { isTerminal } from '../../shared/orders';
import { call } from './call';

type Latest = LoanOrderLatestResponse['order'];

export async function openOrder(previous: Latest, onRetry?: () => void) {
  const { list } = await call('productListMarket', {});
  const product = list[0];
  if (!product) return null;
  const input = { productId: product.productId };
  const opts = onRetry ? { onRetry } : {};
  return previous && isTerminal(previous.status)
    ? call('loanOrderApplyMarketAgain', input, opts)
    : call('loanOrderApplyMarket', input, opts);
}
