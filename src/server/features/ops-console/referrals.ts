/**
 * The referral queue (applications the rules left to a person): staff approve with a reason (two
 * members above the policy's staffFourEyesAbove), and the order goes
 * on as an automatic approval would (18, auto-disbursement, 24 h expiry); or reject with a reason
 * and the day the borrower may apply again (9). Either is audited; a decided application is no
 * longer in the queue, so deciding twice is refused (notReferred) rather than done twice.
 */
import { businessDay, startOfBusinessDay } from '../../../shared/business-calendar';
import { ORDER_STATUS, type OrderStatus } from '../../../shared/orders';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { approveApplication, rejectApplication } from '../loans';
import { lockOrder } from '../orders';
import { audit } from './audit';
import type { StaffIdentity } from './auth-service';
import { orderRefOf } from './book-repo';
import { calendarDay } from './calendar-day';
import { referredOrders } from './referrals-repo';
import { fourEyesAbove, pendingApproval, recordStaffDecision } from '../credit';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

export async function listReferrals(deps: Deps, limit: number, offset: number) {
  const now = deps.clock();
  const rows = await referredOrders(deps.db, limit, offset);
  return rows.map(({ answers, referredAt, ...row }) => ({
    ...row,
    referredAt: referredAt?.toISOString() ?? null,
    // What the rules read: a missed payment (q1) and overdue loans elsewhere (q11).
    missedPayment: answers?.q1 ?? null,
    overdueElsewhere: answers?.q11 ?? null,
    waitingMinutes: referredAt ? Math.floor((now - referredAt.getTime()) / 60_000) : 0,
  }));
}

type Decision =
  | { readonly approve: true; readonly reason: string }
  | { readonly approve: false; readonly reason: string; readonly reapplyOn: string };

export async function decideReferral(
  deps: Deps,
  staff: StaffIdentity,
  orderNo: string,
  decision: Decision,
  ip: string,
): Promise<{ orderNo: string; status: number }> {
  const now = deps.clock();
  let reapplyDay: number | undefined;
  // Every staff decision says why, in words kept with it (decision 0049).
  const reason = decision.reason.trim();
  if (!reason || reason.length > 500) throw new ApiError('badInput');
  if (!decision.approve) {
    reapplyDay = calendarDay(decision.reapplyOn);
    if (reapplyDay === undefined) throw new ApiError('badInput');
  }
  const ref = await orderRefOf(deps.db, orderNo);
  if (!ref) throw new ApiError('notFound');
  const status = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, ref.id);
    if (order?.status !== ORDER_STATUS.applying || !order.referredAt)
      throw new ApiError('notReferred');
    const txDeps = { ...deps, db: tx };
    const at = new Date(now);
    const recorded = { orderId: order.id, staffId: staff.id, reason, at };
    let decided: OrderStatus = ORDER_STATUS.getMoney;
    if (decision.approve) {
      // Above the policy's amount two members approve: the first is kept, the second completes.
      const above = await fourEyesAbove(tx, order.id);
      if (above !== undefined && (order.amount ?? 0) > above) {
        const first = await pendingApproval(tx, order.id);
        if (first?.decidedBy === `staff:${staff.id}`) throw new ApiError('ownRequest');
        if (!first) {
          await recordStaffDecision(tx, { ...recorded, outcome: 'approve' });
          await audit(
            txDeps,
            staff.id,
            'referral.approve.first',
            `order:${orderNo}`,
            { reason },
            ip,
          );
          return ORDER_STATUS.applying;
        }
      }
      await approveApplication(txDeps, order, now, `approved by staff ${staff.id}`);
    } else {
      // The reapply day is on the borrower's calendar, never before tomorrow.
      const day = Math.max(reapplyDay ?? 0, businessDay(now, order.country) + 1);
      const reapplyAt = new Date(startOfBusinessDay(day, order.country));
      await rejectApplication(txDeps, order, `rejected by staff ${staff.id}`, reapplyAt, now);
      decided = ORDER_STATUS.reject;
    }
    await recordStaffDecision(tx, {
      ...recorded,
      outcome: decision.approve ? 'approve' : 'decline',
    });
    // The audit row commits with the decision or not at all; written last, the chain's lock is
    // held only to the commit.
    await audit(
      txDeps,
      staff.id,
      decision.approve ? 'referral.approve' : 'referral.reject',
      `order:${orderNo}`,
      decision.approve ? { reason } : { reason, reapplyOn: decision.reapplyOn },
      ip,
    );
    return decided;
  });
  return { orderNo, status };
}
