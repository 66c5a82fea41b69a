/**
 * Brings a disbursed loan's interest and penalty up to today (DESIGN §1), one business day at a
 * time, with one journal entry per day and component keyed by (order, day): running it twice on
 * the same day books nothing more. The day after the due date the loan becomes overdue (2 → 3).
 */
import { accrueDay, type AccrualState } from '../../domain/accrual';
import { businessDay } from '../../domain/business-date';
import { interestEntry, penaltyEntry } from '../../domain/journal';
import type { Product } from '../../domain/product';
import { ORDER_STATUS } from '../../../shared/orders';
import type { Db } from '../../db/client';
import type { OrderRow } from '../orders/repo';
import { moveOrder, patchOrder } from '../orders/state';
import { orderOwed, postEntry } from './repo';

const accruing: readonly number[] = [ORDER_STATUS.repaying, ORDER_STATUS.overdue];

/** Accrues `order` (locked by the caller) through the business day of `now`; returns the row. */
export async function accrueLoan(
  db: Db,
  order: OrderRow,
  product: Product,
  now: number,
): Promise<OrderRow> {
  if (!accruing.includes(order.status) || !order.accrual || order.dueDay === null) return order;
  const today = businessDay(now);
  let state: AccrualState = order.accrual;
  if (state.accruedThroughDay >= today) return order;
  // No payment lands while this runs (the order row is locked), so the principal is constant here.
  const principal = (await orderOwed(db, order.id)).principal;
  let becameOverdue = false;
  const terms = {
    interestBpPerYear: product.interestBpPerYear,
    penaltyBpPerDay: product.penaltyBpPerDay,
    dueDay: order.dueDay,
  };
  while (state.accruedThroughDay < today) {
    const { state: next, day } = accrueDay(state, principal, terms);
    if (day.interest > 0)
      await postEntry(
        db,
        order.id,
        `interest:${order.id}:${day.day}`,
        interestEntry(day.interest),
        now,
      );
    if (day.penalty > 0)
      await postEntry(
        db,
        order.id,
        `penalty:${order.id}:${day.day}`,
        penaltyEntry(day.penalty),
        now,
      );
    becameOverdue ||= day.becameOverdue;
    state = next;
  }
  if (becameOverdue && order.status === ORDER_STATUS.repaying) {
    return moveOrder(db, order, ORDER_STATUS.overdue, 'past due date', now, { accrual: state });
  }
  await patchOrder(db, order.id, { accrual: state }, now);
  return { ...order, accrual: state };
}
