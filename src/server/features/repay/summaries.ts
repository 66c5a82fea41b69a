/**
 * Order summaries for records and Home with what an owing order owes today, from the journal, so
 * a list never shows the quote after a part payment, a rollover or days overdue, and the notice
 * of a credit-bureau listing the loan was sent.
 */
import { ORDER_STATUS } from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { productOfOrder } from '../products';
import { payoutTold } from '../../domain/payout-failure';
import { bureauNoticeOf } from '../bureau';
import { payoutAttempts } from '../ledger';
import { seconds, summaryView } from '../loans';
import type { OrderRow } from '../orders';
import { pendingView } from './pending';
import { standingFor } from './standing';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/**
 * A lending order's payout as the rail told it: being sent (no outcome yet, with its age) or
 * delayed (the lender sends it again after a failure of its own); a failed order says whose the
 * failure was, so only a wallet's asks the borrower to act.
 */
async function payoutView(deps: Deps, order: OrderRow) {
  const lending = order.status === ORDER_STATUS.lending;
  if (!lending && order.status !== ORDER_STATUS.payFail) return {};
  const told = payoutTold(lending, await payoutAttempts(deps.db, order.id));
  if (!told) return {};
  if (told.status === 'failed') return { payoutFailed: { cause: told.cause } };
  const since = seconds(told.since);
  return told.status === 'delayed'
    ? { payout: { status: told.status, since, cause: told.cause } }
    : { payout: { status: told.status, since } };
}

/** A paid-out loan's bureau notice, so a borrower who missed its SMS reads it on Home and Records. */
async function noticeView(deps: Deps, order: OrderRow) {
  if (order.disbursedAt === null) return {};
  const notice = await bureauNoticeOf(deps, order);
  return notice ? { bureauNotice: notice } : {};
}

export async function summaryToday(deps: Deps, order: OrderRow) {
  const owing = order.status === ORDER_STATUS.repaying || order.status === ORDER_STATUS.overdue;
  if (!owing)
    return {
      ...summaryView(productOfOrder(order), order, deps.clock()),
      ...(await payoutView(deps, order)),
      ...(await noticeView(deps, order)),
    };
  const s = await standingFor(deps, order);
  return {
    ...summaryView(s.product, s.order, deps.clock(), s),
    ...(await pendingView(deps, s)),
    ...(await noticeView(deps, s.order)),
  };
}

/** One after another: each accrual takes the order's row lock in its own transaction. */
export async function summariesToday(deps: Deps, orders: readonly OrderRow[]) {
  const out = [];
  for (const order of orders) out.push(await summaryToday(deps, order));
  return out;
}
