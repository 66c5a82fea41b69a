/**
 * The one way a borrower's call reaches an order by its number: their own, or "order not found".
 * Another borrower's order is not found rather than forbidden, so an order number tells a caller
 * nothing about orders that are not theirs.
 */
import { ApiError } from '../../api-error';
import type { Db } from '../../db/client';
import { findOwnOrder, type OrderRow } from './repo';

export async function requireOwnOrder(db: Db, userId: number, orderNo: string): Promise<OrderRow> {
  const order = await findOwnOrder(db, userId, orderNo);
  if (!order) throw new ApiError('orderNotFound');
  return order;
}
