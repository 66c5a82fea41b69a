/**
 * Whether the borrower has money or an application in flight: account deletion is refused while
 * one exists (docs/product.md §4). A disbursed loan not yet repaid (2, 3) is an unpaid loan; a submitted
 * order not yet paid out or refused (19, 1, 18, 7) is a pending application. An order still in its
 * profile steps binds nothing and does not block.
 */
import { inPhase } from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { findActiveOrder } from './repo';

export type OpenBusiness =
  { open: false } | { open: true; reason: 'unpaidLoan' | 'pendingApplication'; orderNo: string };

export async function openBusiness(
  deps: Pick<ServerDeps, 'db'>,
  userId: number,
): Promise<OpenBusiness> {
  const order = await findActiveOrder(deps.db, userId);
  if (!order) return { open: false };
  if (inPhase(order.status, 'repaying'))
    return { open: true, reason: 'unpaidLoan', orderNo: order.orderNo };
  if (inPhase(order.status, 'review', 'payout'))
    return { open: true, reason: 'pendingApplication', orderNo: order.orderNo };
  return { open: false };
}
