/**
 * The SIM check before a payout (decision 0053), asked before the payout's transaction so no row
 * lock waits on the operator: a payout already held stays held until two members release it, a
 * released one goes without asking again, and otherwise the policy's check decides. Inside the
 * transaction `holdIfAsked` writes the hold and gives staff a week before the approval lapses.
 */
import type { PayoutHoldAnswer } from '../../db/schema';
import { schedule } from '../../jobs/queue';
import type { ServerDeps } from '../../types';
import { ORDER_STATUS } from '../../../shared/orders';
import { holdOf, holdPayout, payoutSimVerdict } from '../credit';
import { findOrder, patchOrder, type OrderRow } from '../orders';
import { findWallet } from '../wallet';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

/** How long staff have to check a held payout before the approval lapses. */
export const HOLD_REVIEW_MS = 7 * 86_400_000;

export type PayoutCheck =
  | { readonly kind: 'go' }
  | { readonly kind: 'held'; readonly answer: PayoutHoldAnswer; readonly account: string };

export async function checkBeforePayout(deps: Deps, orderId: number): Promise<PayoutCheck> {
  const order = await findOrder(deps.db, orderId);
  if (order?.status !== ORDER_STATUS.getMoney) return { kind: 'go' };
  const hold = await holdOf(deps.db, orderId);
  if (hold?.releasedAt) return { kind: 'go' };
  if (hold) return { kind: 'held', answer: hold.answer, account: hold.account };
  const wallet = await findWallet(deps.db, order.userId);
  if (!wallet) return { kind: 'go' };
  const verdict = await payoutSimVerdict(deps, order, wallet.account);
  return verdict.hold
    ? { kind: 'held', answer: verdict.answer, account: wallet.account }
    : { kind: 'go' };
}

/** In the payout's transaction: holds the payout when the check said so; the answer, if held. */
export async function holdIfAsked(
  deps: Deps,
  order: OrderRow,
  check: PayoutCheck,
  now: number,
): Promise<PayoutHoldAnswer | undefined> {
  if (check.kind === 'go') return undefined;
  const existing = await holdOf(deps.db, order.id);
  if (existing?.releasedAt) return undefined;
  if (existing) return existing.answer;
  await holdPayout(deps.db, {
    ...check,
    orderId: order.id,
    userId: order.userId,
    at: new Date(now),
  });
  // The 24 h lapse would cancel the loan while staff check: they have a week instead.
  const expiresAt = Math.max(order.expiresAt?.getTime() ?? 0, now + HOLD_REVIEW_MS);
  await patchOrder(deps.db, order.id, { expiresAt: new Date(expiresAt) }, now);
  await schedule(deps.db, {
    kind: 'expire',
    key: `expire:${order.id}:${expiresAt}`,
    runAt: expiresAt,
    payload: { orderId: order.id },
  });
  return check.answer;
}
