/**
 * Whether the borrower has money or an application in flight: account deletion is refused while
 * one exists (spec §4). A disbursed loan not yet repaid (2, 3) is an unpaid loan; a submitted
 * order not yet paid out or refused (19, 1, 18, 7) is a pending application. An order still in its
 * profile steps binds nothing and does not block.
 */
import { ORDER_STATUS } from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { findActiveOrder } from './repo';

export type OpenBusiness =
  { open: false } | { open: true; reason: 'unpaidLoan' | 'pendingApplication'; orderNo: string };

const UNPAID: readonly number[] = [ORDER_STATUS.repaying, ORDER_STATUS.overdue];
const PENDING: readonly number[] = [
  ORDER_STATUS.finishLoading,
  ORDER_STATUS.applying,
  ORDER_STATUS.getMoney,
  ORDER_STATUS.lending,
];

export async function openBusiness(
  deps: Pick<ServerDeps, 'db'>,
  userId: number,
): Promise<OpenBusiness> {
  const order = await findActiveOrder(deps.db, userId);
  if (!order) return { open: false };
  if (UNPAID.includes(order.status))
    return { open: true, reason: 'unpaidLoan', orderNo: order.orderNo };
  if (PENDING.includes(order.status))
    return { open: true, reason: 'pendingApplication', orderNo: order.orderNo };
  return { open: false };
}
