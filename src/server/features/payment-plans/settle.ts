/**
 * Payment plans at the end of the day: an approved plan not accepted in time expires;
 * an active plan is kept once paid, broken once an instalment's day has ended short. A kept plan
 * lets accrual run again (nothing is owed by then); a broken one does too, with the due date at the
 * missed instalment, so the loan is past due at the next close and back in the collections queue.
 * While a plan is active, the due date follows its next instalment. Each change is written once.
 */
import type { Country } from '../../../shared/countries';
import { businessDay } from '../../domain/business-date';
import { nextInstalment, planStanding } from '../../domain/payment-plan';
import type { ServerDeps } from '../../types';
import { orderOwed } from '../ledger';
import { lockOrder, patchOrder } from '../orders';
import { owedTotal, stillOpen } from './plans';
import * as repo from './repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export interface Settled {
  readonly expired: number;
  readonly kept: number;
  readonly broken: number;
}

async function settleActive(deps: Deps, plan: repo.PlanRow, today: number) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, plan.orderId);
    if (!order || !plan.acceptedAt) return 'active' as const;
    const paid = await repo.paidSince(tx, plan.orderId, plan.acceptedAt);
    const owed = owedTotal(await orderOwed(tx, plan.orderId));
    const standing = planStanding(plan.instalments, paid, today, owed);
    const next = nextInstalment(plan.instalments, paid);
    if (standing === 'active') {
      if (next && order.dueDay !== next.day)
        await patchOrder(tx, order.id, { dueDay: next.day }, now);
      return standing;
    }
    if (!(await repo.movePlan(tx, plan.id, 'active', { status: standing, endedAt: new Date(now) })))
      return 'active' as const;
    const accrual = order.accrual ? { ...order.accrual, paused: false } : order.accrual;
    const dueDay = standing === 'broken' && next ? next.day : order.dueDay;
    await patchOrder(tx, order.id, { accrual, dueDay }, now);
    return standing;
  });
}

/** Settles `country`'s plans as of now; before the accrual of the run, so a broken plan accrues. */
export async function settlePlans(deps: Deps, country: Country): Promise<Settled> {
  const now = deps.clock();
  const today = businessDay(now, country);
  let expired = 0;
  for (const { plan } of await repo.plansOfCountry(deps.db, country, 'approved')) {
    if (stillOpen(plan, country, now)) continue;
    const moved = await deps.db.transaction((tx) =>
      repo.movePlan(tx, plan.id, 'approved', { status: 'expired', endedAt: new Date(now) }),
    );
    if (moved) expired++;
  }
  let kept = 0;
  let broken = 0;
  for (const { plan } of await repo.plansOfCountry(deps.db, country, 'active')) {
    const standing = await settleActive(deps, plan, today);
    if (standing === 'kept') kept++;
    if (standing === 'broken') broken++;
  }
  return { expired, kept, broken };
}
