/**
 * A payment plan on the borrower's side: the approved plan waiting for them, with its
 * key facts (instalments, dates, amounts, total: what is owed today, no fee added), and their
 * acceptance, which books it: a restructure entry in the journal (balances unchanged), the due date
 * at the first instalment, accrual paused while the plan is kept. Accepting twice books once.
 */
import { ApiError } from '../../api-error';
import { businessDay, endOfBusinessDay } from '../../domain/business-date';
import { restructureEntry } from '../../domain/journal';
import {
  acceptanceExpired,
  lastAcceptDay,
  planTotal,
  splitAmount,
  type Instalment,
} from '../../domain/payment-plan';
import { inPhase } from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { accrualDue, accrueLoan, orderOwed, postEntry } from '../ledger';
import { lockOrder, patchOrder, type OrderRow } from '../orders';
import { productOf, productOfOrder } from '../products';
import * as repo from './repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type Owed = Awaited<ReturnType<typeof orderOwed>>;

export const owedTotal = (o: Owed): number => o.penalty + o.fee + o.interest + o.principal;

/** The plan's days with what is owed now split over them (the approved shape, today's amount). */
export function resplit(
  plan: Pick<repo.PlanRow, 'instalments'>,
  outstanding: number,
): Instalment[] {
  const parts = splitAmount(outstanding, plan.instalments.length);
  return plan.instalments.map((i, k) => ({ day: i.day, amount: parts[k] ?? 0 }));
}

/**
 * The last business day an approved plan may be accepted, which the app's "accept by" and the
 * borrower's SMS both name; undefined before approval.
 */
export function acceptByDay(
  plan: Pick<repo.PlanRow, 'approvedAt'>,
  country: OrderRow['country'],
): number | undefined {
  if (!plan.approvedAt) return undefined;
  const approvedDay = businessDay(plan.approvedAt.getTime(), country);
  return lastAcceptDay(approvedDay, productOf(country).paymentPlan);
}

/** Whether an approved plan may still be accepted on `now`. */
export function stillOpen(plan: repo.PlanRow, country: OrderRow['country'], now: number): boolean {
  // The same last day the app's "accept by" and the SMS name.
  const lastDay = plan.status === 'approved' ? acceptByDay(plan, country) : undefined;
  return lastDay !== undefined && !acceptanceExpired(lastDay, businessDay(now, country));
}

const seconds = (ms: number) => Math.floor(ms / 1000);

export interface PlanView {
  readonly id: number;
  readonly kind: repo.PlanRow['kind'];
  readonly status: 'approved' | 'active';
  readonly currency: ReturnType<typeof productOf>['currency'];
  readonly total: number;
  readonly instalments: { dueDate: number; amount: number }[];
  readonly acceptBy?: number;
}

function viewOf(plan: repo.PlanRow, order: OrderRow, instalments: Instalment[]): PlanView {
  const lastDay = plan.status === 'approved' ? acceptByDay(plan, order.country) : undefined;
  return {
    id: plan.id,
    kind: plan.kind,
    status: plan.status === 'active' ? 'active' : 'approved',
    currency: productOf(order.country).currency,
    total: planTotal(instalments),
    instalments: instalments.map((i) => ({
      dueDate: seconds(endOfBusinessDay(i.day, order.country)),
      amount: i.amount,
    })),
    ...(lastDay === undefined
      ? {}
      : { acceptBy: seconds(endOfBusinessDay(lastDay, order.country)) }),
  };
}

/**
 * The borrower's approved plan waiting for acceptance, or their active one; null: none. Read with
 * the loan's accrual brought to today (`fresh`), so the total is the one acceptance compares.
 */
export async function planForBorrower(
  deps: Deps,
  order: OrderRow,
  fresh = false,
): Promise<PlanView | null> {
  if (fresh && accrualDue(order, deps.clock()))
    await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked) await accrueLoan(tx, locked, productOfOrder(locked), deps.clock());
    });
  const plan = await repo.planOfOrder(deps.db, order.id, ['approved', 'active']);
  if (!plan) return null;
  if (plan.status === 'active') return viewOf(plan, order, plan.instalments);
  if (!stillOpen(plan, order.country, deps.clock())) return null;
  const outstanding = owedTotal(await orderOwed(deps.db, order.id));
  return outstanding > 0 ? viewOf(plan, order, resplit(plan, outstanding)) : null;
}

/**
 * The borrower accepts plan `planId` of their `order` as shown (`total`): booked once; a retry of
 * an accepted plan answers it again. A total that no longer matches what is owed (a payment or a
 * day's accrual since it was read) is refused, so the borrower accepts only figures they saw.
 */
export async function acceptPlan(
  deps: Deps,
  order: OrderRow,
  input: { planId: number; total: number },
): Promise<PlanView> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const found = await lockOrder(tx, order.id);
    const plan = await repo.findPlan(tx, input.planId);
    if (!found || !plan || plan.orderId !== order.id) throw new ApiError('planUnavailable');
    if (plan.status === 'active') return viewOf(plan, found, plan.instalments);
    if (!stillOpen(plan, found.country, now) || !inPhase(found.status, 'repaying'))
      throw new ApiError('planUnavailable');
    const locked = await accrueLoan(tx, found, productOfOrder(found), now);
    const owed = await orderOwed(tx, order.id);
    const outstanding = owedTotal(owed);
    if (outstanding <= 0 || !locked.accrual) throw new ApiError('planUnavailable');
    if (outstanding !== input.total) throw new ApiError('planChanged');
    const instalments = resplit(plan, outstanding);
    const first = instalments[0];
    if (!first) throw new ApiError('planUnavailable');
    const author = { staffId: plan.proposedBy, note: `payment plan ${plan.id}` };
    await postEntry(tx, order.id, `restructure:${plan.id}`, restructureEntry(owed), now, author);
    // The due date follows the plan; nothing accrues while it is kept (amounts stay as booked).
    const accrual = { ...locked.accrual, paused: true };
    await patchOrder(tx, order.id, { dueDay: first.day, accrual }, now);
    const active = await repo.movePlan(tx, plan.id, 'approved', {
      status: 'active',
      acceptedAt: new Date(now),
      instalments,
    });
    if (!active) throw new ApiError('planUnavailable');
    return viewOf(active, locked, instalments);
  });
}
