/**
 * Brings a disbursed loan's interest and penalty up to today (docs/architecture.md §1), one business day at a
 * time, with one journal entry per day and component keyed by (order, day): running it twice on
 * the same day books nothing more. The day after the due date the loan becomes overdue (2 → 3).
 */
import { accrueDay, type AccrualState } from '../../domain/accrual';
import { businessDay } from '../../domain/business-date';
import { interestEntry, penaltyEntry, type Entry } from '../../domain/journal';
import type { Product } from '../../domain/product';
import { inPhase, ORDER_STATUS } from '../../../shared/orders';
import type { Db } from '../../db/client';
import type { OrderRow } from '../orders';
import { moveOrder, patchOrder } from '../orders';
import { postEntries } from './post-entry-repo';
import { orderOwed } from './repo';

/**
 * Whether `order` has days to accrue by `now`. Accrual only moves forward, so a row read without
 * a lock that says "nothing to do" stays true: callers skip the locking transaction then.
 */
export function accrualDue(order: OrderRow, now: number): boolean {
  if (!inPhase(order.status, 'repaying') || !order.accrual || order.dueDay === null) return false;
  return order.accrual.accruedThroughDay < businessDay(now, order.country);
}

/** Accrues `order` (locked by the caller) through the business day of `now`; returns the row. */
export async function accrueLoan(
  db: Db,
  order: OrderRow,
  product: Product,
  now: number,
): Promise<OrderRow> {
  if (!accrualDue(order, now) || !order.accrual || order.dueDay === null) return order;
  const today = businessDay(now, order.country);
  let state: AccrualState = order.accrual;
  // No payment lands while this runs (the order row is locked), so the principal is constant here.
  const principal = (await orderOwed(db, order.id)).principal;
  let becameOverdue = false;
  const terms = {
    interestBpPerYear: product.interestBpPerYear,
    penaltyBpPerDay: product.penaltyBpPerDay,
    inDuplumBp: product.inDuplumBp,
    dueDay: order.dueDay,
  };
  const entries: { idemKey: string; entry: Entry }[] = [];
  while (state.accruedThroughDay < today) {
    const { state: next, day } = accrueDay(state, principal, terms);
    if (day.interest > 0)
      entries.push({
        idemKey: `interest:${order.id}:${day.day}`,
        entry: interestEntry(day.interest),
      });
    if (day.penalty > 0)
      entries.push({ idemKey: `penalty:${order.id}:${day.day}`, entry: penaltyEntry(day.penalty) });
    becameOverdue ||= day.becameOverdue;
    state = next;
  }
  // One write for all the days: a borrower back after months waits for no per-day round trips.
  await postEntries(db, order.id, entries, now);
  if (becameOverdue && order.status === ORDER_STATUS.repaying) {
    return moveOrder(db, order, ORDER_STATUS.overdue, 'past due date', now, { accrual: state });
  }
  await patchOrder(db, order.id, { accrual: state }, now);
  return { ...order, accrual: state };
}
