/** A repayment on its way, as Home, the repayment screen and the receipts show it. */
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import type { ServerDeps } from '../../types';
import { findWallet } from '../wallet';
import type { Standing } from './standing';

type Pending = NonNullable<EndpointTypes['repaymentDetail']['response']['pending']>;

/** `{ pending }` with the wallet it comes from, or nothing when no money is on its way. */
export async function pendingView(
  deps: Pick<ServerDeps, 'db'>,
  s: Standing,
): Promise<{ pending?: Pending }> {
  if (s.pending <= 0) return {};
  const wallet = await findWallet(deps.db, s.order.userId);
  return wallet ? { pending: { amount: s.pending, bankCode: wallet.bankCode } } : {};
}
