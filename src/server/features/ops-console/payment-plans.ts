/**
 * Payment plans in the console: a collector proposes a plan for a loan being repaid
 * (instalments, or a due-date move) within the product's limits; a second member of staff, never
 * the proposer, approves or declines it. Each act is audited in the transaction that writes it.
 * Nothing is booked here: the borrower's acceptance in the app books the plan.
 */
import { ApiError } from '../../api-error';
import { businessDateText, businessDay } from '../../domain/business-date';
import {
  planInstalments,
  planRefusal,
  type PlanKind,
  type PlanRefusal,
} from '../../domain/payment-plan';
import { inPhase } from '../../../shared/orders';
import type { CodeName } from '../../../shared/contract/codes';
import type { ServerDeps } from '../../types';
import { orderOwed } from '../ledger';
import { lockOrder } from '../orders';
import * as plans from '../payment-plans';
import { productOf } from '../products';
import { sendQueued, type SendDeps } from '../sms';
import { audit, auditInTx } from './audit';
import type { StaffIdentity } from './auth-service';
import { orderRefOf } from './book-repo';
import { calendarDay } from './calendar-day';
import { queuePlanNotice } from './plan-notice';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

const REFUSAL: Readonly<Record<PlanRefusal, CodeName>> = {
  badCount: 'planCount',
  badFirstDay: 'planFirstDay',
  tooLong: 'planTooLong',
  nothingOwed: 'notOpen',
};

export interface ProposeInput {
  readonly orderNo: string;
  readonly kind: unknown;
  readonly count: unknown;
  readonly firstDate: unknown;
  readonly reason: unknown;
  readonly ip: string;
}

/** A plan as the console shows it: dates as calendar days, amounts in minor units. */
export function planRow(
  plan: plans.PlanRow,
  names: { orderNo: string; proposerEmail?: string | null; approverEmail?: string | null },
) {
  return {
    id: plan.id,
    orderNo: names.orderNo,
    kind: plan.kind,
    status: plan.status,
    reason: plan.reason,
    total: plan.instalments.reduce((s, i) => s + i.amount, 0),
    instalments: plan.instalments.map((i) => ({ date: businessDateText(i.day), amount: i.amount })),
    proposedBy: { id: plan.proposedBy, email: names.proposerEmail ?? null },
    approvedBy: plan.approvedBy
      ? { id: plan.approvedBy, email: names.approverEmail ?? null }
      : null,
    proposedAt: plan.proposedAt.toISOString(),
    acceptedAt: plan.acceptedAt?.toISOString() ?? null,
  };
}

/** A collector proposes a plan for `input.orderNo`, split over what is owed today. */
export async function proposePlan(deps: Deps, maker: StaffIdentity, input: ProposeInput) {
  const kind = input.kind as PlanKind;
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  const firstDay = typeof input.firstDate === 'string' ? calendarDay(input.firstDate) : undefined;
  if (kind !== 'instalments' && kind !== 'dueDateMove') throw new ApiError('badInput');
  if (reason.length < 2 || reason.length > 500 || firstDay === undefined)
    throw new ApiError('badInput');
  const count = kind === 'dueDateMove' ? 1 : Number(input.count);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const ref = await orderRefOf(tx, input.orderNo);
    const order = ref && (await lockOrder(tx, ref.id));
    if (!order) throw new ApiError('notFound');
    if (!inPhase(order.status, 'repaying')) throw new ApiError('notOpen');
    const owed = await orderOwed(tx, order.id);
    const ask = {
      kind,
      outstanding: plans.owedTotal(owed),
      count,
      firstDay,
      today: businessDay(now, order.country),
    };
    const rules = productOf(order.country).paymentPlan;
    const refusal = planRefusal(ask, rules);
    if (refusal) throw new ApiError(REFUSAL[refusal]);
    const made = await plans.insertPlan(tx, {
      orderId: order.id,
      kind,
      status: 'proposed',
      instalments: planInstalments(ask, rules),
      reason,
      proposedBy: maker.id,
      proposedAt: new Date(now),
    });
    if (!made) throw new ApiError('planOpen');
    const detail = { planId: made.id, kind, count, total: ask.outstanding, reason };
    await auditInTx(tx, deps, maker.id, 'plan.propose', `order:${input.orderNo}`, detail, input.ip);
    return planRow(made, { orderNo: input.orderNo, proposerEmail: maker.email });
  });
}

/**
 * A second member of staff approves (the borrower may then accept it) or declines a proposed plan.
 * The proposer is refused, and the refusal audited: four eyes on every plan.
 */
export async function decidePlan(
  deps: Deps & SendDeps,
  checker: StaffIdentity,
  input: { id: number; verdict: 'approve' | 'decline'; note: string; ip: string },
) {
  const note = input.note.trim();
  if (note.length > 500 || (input.verdict === 'decline' && !note)) throw new ApiError('badInput');
  const plan = await plans.findPlan(deps.db, input.id);
  if (!plan) throw new ApiError('notFound');
  const target = `plan:${plan.id}`;
  if (plan.proposedBy === checker.id) {
    await audit(deps, checker.id, 'plan.refused', target, { reason: 'ownProposal' }, input.ip);
    throw new ApiError('ownProposal');
  }
  const now = new Date(deps.clock());
  const decided = await deps.db.transaction(async (tx) => {
    const set =
      input.verdict === 'approve'
        ? { status: 'approved' as const, approvedBy: checker.id, approvedAt: now }
        : { status: 'declined' as const, approvedBy: checker.id, endedAt: now };
    const moved = await plans.movePlan(tx, plan.id, 'proposed', set);
    if (!moved) throw new ApiError('planNotPending');
    const detail = { planId: plan.id, orderId: plan.orderId, proposedBy: plan.proposedBy, note };
    await auditInTx(tx, deps, checker.id, `plan.${input.verdict}`, target, detail, input.ip);
    // Approved, the borrower is told it waits for them, written with the approval.
    const notice = moved.status === 'approved' ? await queuePlanNotice(tx, deps, moved) : undefined;
    return { result: { id: moved.id, status: moved.status }, notice };
  });
  await sendQueued(deps, decided.notice);
  return decided.result;
}

/** Plans waiting for a second person (or, with `status`, in another state), oldest first. */
export async function listPlans(deps: Deps, statuses: readonly plans.PlanRow['status'][]) {
  const rows = await plans.plansWithNames(deps.db, statuses, 200);
  return rows.map((r) => ({ ...planRow(r.plan, r), country: r.country }));
}

/** Every plan of one loan, newest first. */
export async function plansOfLoan(deps: Deps, orderNo: string) {
  const ref = await orderRefOf(deps.db, orderNo);
  if (!ref) throw new ApiError('notFound');
  const rows = await plans.plansOfOrder(deps.db, ref.id);
  return rows.map((p) => planRow(p, { orderNo }));
}
