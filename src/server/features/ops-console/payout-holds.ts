/**
 * A payout held by the SIM check at the payout (decision 0053): staff read why, and two members
 * release it, each with their words (four eyes: a stolen number is how a loan is taken by
 * someone else). The second release gives the approval a fresh 24 h and starts the payout;
 * the payout itself is the order's one payout, so a release asked twice moves no money twice.
 */
import { ORDER_STATUS } from '../../../shared/orders';
import { ApiError } from '../../api-error';
import { schedule } from '../../jobs/queue';
import type { ServerDeps } from '../../types';
import { holdOf, releaseStep } from '../credit';
import { startDisbursement } from '../loans';
import { lockOrder, patchOrder } from '../orders';
import { audit } from './audit';
import type { StaffIdentity } from './auth-service';
import { orderRefOf } from './book-repo';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

const DAY_MS = 86_400_000;

export async function payoutHoldOf(deps: Deps, orderNo: string) {
  const ref = await orderRefOf(deps.db, orderNo);
  if (!ref) throw new ApiError('notFound');
  const hold = await holdOf(deps.db, ref.id);
  if (!hold) return { held: false as const };
  return {
    held: !hold.releasedAt,
    answer: hold.answer,
    account: hold.account,
    heldAt: hold.heldAt.toISOString(),
    checkedBy: hold.checkedBy,
    checkedReason: hold.checkedReason,
    releasedBy: hold.releasedBy,
    releasedReason: hold.releasedReason,
    releasedAt: hold.releasedAt?.toISOString() ?? null,
  };
}

export async function releasePayout(
  deps: Deps,
  staff: StaffIdentity,
  orderNo: string,
  words: string,
  ip: string,
): Promise<{ orderNo: string; step: 'checked' | 'released'; status: number }> {
  const reason = words.trim();
  if (!reason || reason.length > 500) throw new ApiError('badInput');
  const ref = await orderRefOf(deps.db, orderNo);
  if (!ref) throw new ApiError('notFound');
  const now = deps.clock();
  const step = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, ref.id);
    if (order?.status !== ORDER_STATUS.getMoney) throw new ApiError('notPending');
    const done = await releaseStep(tx, order.id, staff.id, reason, new Date(now));
    if (done === 'notHeld') throw new ApiError('notPending');
    if (done === 'sameMember') throw new ApiError('ownRequest');
    const txDeps = { ...deps, db: tx };
    if (done === 'released') {
      // The borrower gets the usual day to take the money from the release on.
      const expiresAt = now + DAY_MS;
      await patchOrder(tx, order.id, { expiresAt: new Date(expiresAt) }, now);
      await schedule(tx, {
        kind: 'expire',
        key: `expire:${order.id}:${expiresAt}`,
        runAt: expiresAt,
        payload: { orderId: order.id },
      });
    }
    const action = done === 'released' ? 'payout.release' : 'payout.release.first';
    await audit(txDeps, staff.id, action, `order:${orderNo}`, { reason }, ip);
    return done;
  });
  const status =
    step === 'released'
      ? (await startDisbursement(deps, ref.id, `payout released by staff ${staff.id}`)).status
      : ORDER_STATUS.getMoney;
  return { orderNo, step, status };
}
