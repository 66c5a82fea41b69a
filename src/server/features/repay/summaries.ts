/**
 * Order summaries for records and Home with what an owing order owes today, from the journal, so
 * a list never shows the quote after a part payment, a rollover or days overdue.
 */
import { ORDER_STATUS } from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { productOfOrder } from '../products';
import { unknownPayoutSince } from '../ledger';
import { seconds, summaryView } from '../loans/views';
import type { OrderRow } from '../orders/repo';
import { pendingView } from './pending';
import { standingFor } from './standing';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** A lending order whose payout the rail has not told about is "being sent", with its age. */
async function payoutView(deps: Deps, order: OrderRow) {
  if (order.status !== ORDER_STATUS.lending) return {};
  const since = await unknownPayoutSince(deps.db, order.id);
  return since ? { payout: { status: 'beingSent' as const, since: seconds(since.getTime()) } } : {};
}

export async function summaryToday(deps: Deps, order: OrderRow) {
  const owing = order.status === ORDER_STATUS.repaying || order.status === ORDER_STATUS.overdue;
  if (!owing)
    return {
      ...summaryView(productOfOrder(order), order, deps.clock()),
      ...(await payoutView(deps, order)),
    };
  const s = await standingFor(deps, order);
  return { ...summaryView(s.product, s.order, deps.clock(), s), ...(await pendingView(deps, s)) };
}

/** One after another: each accrual takes the order's row lock in its own transaction. */
export async function summariesToday(deps: Deps, orders: readonly OrderRow[]) {
  const out = [];
  for (const order of orders) out.push(await summaryToday(deps, order));
  return out;
}
