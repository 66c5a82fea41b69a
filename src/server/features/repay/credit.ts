/**
 * The borrower's choice for an overpayment credit (money that arrived after the debt was gone):
 * refunded to their wallet through the payout rail, or put towards their next loan. The order row
 * is locked and the credit read again inside, so a double tap can never return it twice: each
 * choice moves the whole credit out of `liability:borrower-credit`.
 */
import { ApiError } from '../../api-error';
import { creditOutEntry } from '../../domain/journal';
import { walletRails } from '../../providers';
import type { ServerDeps } from '../../types';
import { insertIntent, newPayOrderId, submitIntent, type IntentRow } from '../ledger/intents';
import { orderBalances, postEntry } from '../ledger/repo';
import { lockOrder } from '../orders/repo';
import { findWallet } from '../wallet/repo';
import { creditState } from './receipts';
import type { Standing } from './standing';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

export async function chooseCredit(deps: Deps, s: Standing, choice: 'refund' | 'nextLoan') {
  const now = deps.clock();
  const rails = walletRails(deps);
  const wallet = await findWallet(deps.db, s.order.userId);
  if (choice === 'refund' && !wallet) throw new ApiError('noPaymentMethod');
  const refund = await deps.db.transaction(async (tx): Promise<IntentRow | undefined> => {
    await lockOrder(tx, s.order.id);
    const credit = -((await orderBalances(tx, s.order.id)).get('liability:borrower-credit') ?? 0);
    if (credit <= 0) throw new ApiError('noCredit');
    const payOrderId = newPayOrderId('refund');
    const to = choice === 'refund' ? 'refund' : 'carry';
    await postEntry(tx, s.order.id, `credit-${to}:${payOrderId}`, creditOutEntry(credit, to), now);
    if (choice !== 'refund' || !wallet) return undefined;
    return insertIntent(
      tx,
      {
        orderId: s.order.id,
        purpose: 'refund',
        amount: credit,
        account: wallet.account,
        provider: rails.name,
        payOrderId,
      },
      now,
    );
  });
  // Sent after the commit, like every payout: a crash here leaves a `created` refund the sweep resends.
  if (refund) await submitIntent(deps.db, rails, refund, now);
  return creditState(deps, s.order.id);
}
