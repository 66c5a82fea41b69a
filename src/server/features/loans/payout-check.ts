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
import { findOrder, findUser, patchOrder, type OrderRow } from '../orders';
import { queueSms, smsLanguage } from '../sms';
import { findWallet } from '../wallet';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

/** How long staff have to check a held payout before the approval lapses. */
export const HOLD_REVIEW_MS = 7 * 86_400_000;

export type PayoutCheck =
  /** `account`: the number the check cleared, when one was asked (the payout must go there). */
  | { readonly kind: 'go'; readonly account?: string }
  | { readonly kind: 'held'; readonly answer: PayoutHoldAnswer; readonly account: string };

export async function checkBeforePayout(deps: Deps, orderId: number): Promise<PayoutCheck> {
  const order = await findOrder(deps.db, orderId);
  if (order?.status !== ORDER_STATUS.getMoney) return { kind: 'go' };
  const hold = await holdOf(deps.db, orderId);
  if (hold && !hold.releasedAt) return { kind: 'held', answer: hold.answer, account: hold.account };
  const wallet = await findWallet(deps.db, order.userId);
  if (!wallet) return { kind: 'go' };
  // Staff released the number they checked: a wallet changed since is asked about like any other.
  if (hold?.releasedAt && hold.account === wallet.account)
    return { kind: 'go', account: wallet.account };
  const verdict = await payoutSimVerdict(deps, order, wallet.account);
  return verdict.hold
    ? { kind: 'held', answer: verdict.answer, account: wallet.account }
    : { kind: 'go', account: wallet.account };
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
  if (existing && !existing.releasedAt) return existing.answer;
  // A new hold, or one staff released for another number: held again for the new one.
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
  await queueHeldSms(deps, order, check);
  return check.answer;
}

/** The borrower learns of the hold by SMS, in their language: why, and to call if not them. */
async function queueHeldSms(
  deps: Deps,
  order: OrderRow,
  held: { readonly answer: PayoutHoldAnswer; readonly account: string },
) {
  const user = await findUser(deps.db, order.userId);
  if (!user || user.deletedAt) return;
  await queueSms(deps.db, deps, {
    key: `payoutHeld:${order.id}:${held.account}`,
    mobile: user.mobile,
    userId: user.id,
    orderId: order.id,
    lang: smsLanguage(order.country, user.lang),
    template: held.answer === 'swapped' ? 'payout.heldSwapped' : 'payout.heldUnchecked',
    // The last three digits, behind stars to stay in GSM-7, as the payout's own messages.
    values: { orderNo: order.orderNo, wallet: `***${held.account.slice(-3)}` },
  });
}
