/** The live state of one of the borrower's cashier payment orders. */
import { ApiError } from '../../api-error';
import { paymentState } from '../../domain/payment-state';
import type { ServerDeps } from '../../types';
import { findIntent } from '../ledger';
import { seconds } from '../loans';
import type { Standing } from './standing';

export async function paymentStatus(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  s: Standing,
  payOrderId: string,
) {
  const intent = await findIntent(deps.db, payOrderId);
  // Only a collection of this borrower's order: never another's, never a payout.
  if (
    !intent ||
    intent.orderId !== s.order.id ||
    intent.purpose === 'disburse' ||
    intent.purpose === 'refund'
  )
    throw new ApiError('payOrderIdEmpty');
  const expiresAt = intent.expiresAt?.getTime() ?? null;
  return {
    payOrderId,
    status: paymentState(intent.status, expiresAt, deps.clock()),
    amount: intent.amount,
    expiresAt: seconds(expiresAt ?? deps.clock()),
  };
}
