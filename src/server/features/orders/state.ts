/**
 * The one way an order's status changes (docs/architecture.md §6): the move must be in the shared transition
 * table (src/shared/orders.ts), the row must still be in the status the caller read (so two
 * workers cannot both move it), and every move is written to order_events.
 *
 * When the order row exists: it is created when the borrower applies (apply-market), in the
 * first profile step not done yet (6, 11, 12, 17, 5 or 14); profileProgress moves it forward as
 * steps complete. Submission moves 14 → 19 → 1 (no data collection is required by default).
 */
import { canTransition, inGroup, inPhase, type OrderStatus } from '../../../shared/orders';
import { ApiError } from '../../api-error';
import type { Db } from '../../db/client';
import { releaseOrderCoupon } from '../coupons';
import { insertOrderEvent, updateOrder, updateOrderIn, type NewOrder, type OrderRow } from './repo';

export type OrderPatch = Partial<
  Omit<NewOrder, 'id' | 'orderNo' | 'userId' | 'status' | 'createdAt'>
>;

/** Moves `order` to `to` with `patch`; refuses a move the table forbids or a stale read. */
export async function moveOrder(
  db: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  to: OrderStatus,
  reason: string,
  now: number,
  patch: OrderPatch = {},
): Promise<OrderRow> {
  const from = order.status;
  if (!canTransition(from, to)) throw new ApiError('orderStatusInvalid');
  const moved = await updateOrderIn(db, order.id, from, {
    ...patch,
    status: to,
    updatedAt: new Date(now),
  });
  if (!moved) throw new ApiError('orderStatusInvalid');
  await insertOrderEvent(db, {
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    reason,
    at: new Date(now),
  });
  // An order that closes without a loan gives its coupon back (it bought nothing).
  if (moved.couponId && inPhase(to, 'closed') && !inGroup(to, 'disbursed'))
    await releaseOrderCoupon(db, moved.orderNo);
  return moved;
}

/** Records the creation of an order, as a move from nothing. */
export async function recordCreated(db: Db, order: OrderRow, now: number): Promise<void> {
  await insertOrderEvent(db, {
    orderId: order.id,
    fromStatus: null,
    toStatus: order.status,
    reason: 'apply',
    at: new Date(now),
  });
}

/** Updates an order's fields without changing its status (rollover, accrual cursor). */
export async function patchOrder(
  db: Db,
  orderId: number,
  patch: OrderPatch,
  now: number,
): Promise<void> {
  await updateOrder(db, orderId, { ...patch, updatedAt: new Date(now) });
}
