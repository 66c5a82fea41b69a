/**
 * The borrower's choice for an overpayment credit (money that arrived after the debt was gone):
 * refunded to their wallet through the payout rail, or put towards their next loan. The order row
 * is locked and the credit read again inside, so a double tap can never return it twice: each
 * choice moves the whole credit out of `liability:borrower-credit`. Finance may start the same
 * refund from the console (`author`: who and why, kept on the entry). No refund goes to a wallet
 * still cooling off.
 */
import { ApiError } from '../../api-error';
import type { Tx } from '../../db/tx';
import { creditOutEntry } from '../../domain/journal';
import { payoutWaitsUntil } from '../../domain/wallet-cooling';
import { walletRails } from '../../providers';
import type { ServerDeps } from '../../types';
import {
  type EntryAuthor,
  insertIntent,
  type IntentRow,
  newPayOrderId,
  orderBalances,
  postEntry,
  submitIntent,
} from '../ledger';
import { lockOrder, type OrderRow } from '../orders';
import { findWallet } from '../wallet';
import { creditState } from './receipts';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

/** Moves the whole credit out (refund or carry); returns how much moved. */
export async function moveCredit(
  deps: Deps,
  order: Pick<OrderRow, 'id' | 'userId'>,
  choice: 'refund' | 'nextLoan',
  author?: EntryAuthor,
  /** Written in the same transaction as the entry (staff: their audit row), or nothing moves. */
  alongside?: (tx: Tx, credit: number) => Promise<void>,
): Promise<number> {
  const now = deps.clock();
  const rails = walletRails(deps);
  const wallet = await findWallet(deps.db, order.userId);
  if (choice === 'refund' && !wallet) throw new ApiError('noPaymentMethod');
  // A refund is a payout: a wallet that just replaced another waits like a loan's payout would
  // (docs/decisions/0022-new-wallet-cooling-off.md). The credit stays until it may be sent.
  if (choice === 'refund' && wallet && payoutWaitsUntil(wallet, now) !== undefined)
    throw new ApiError('walletCoolingOff');
  const { credit, refund } = await deps.db.transaction(async (tx) => {
    await lockOrder(tx, order.id);
    const credit = -((await orderBalances(tx, order.id)).get('liability:borrower-credit') ?? 0);
    if (credit <= 0) throw new ApiError('noCredit');
    const payOrderId = newPayOrderId('refund');
    const to = choice === 'refund' ? 'refund' : 'carry';
    const entry = creditOutEntry(credit, to);
    await postEntry(tx, order.id, `credit-${to}:${payOrderId}`, entry, now, author);
    if (alongside) await alongside(tx, credit);
    if (choice !== 'refund' || !wallet) return { credit, refund: undefined };
    const intent: IntentRow | undefined = await insertIntent(
      tx,
      {
        orderId: order.id,
        purpose: 'refund',
        amount: credit,
        account: wallet.account,
        provider: rails.name,
        payOrderId,
      },
      now,
    );
    return { credit, refund: intent };
  });
  // Sent after the commit, like every payout: a crash here leaves a `created` refund the sweep resends.
  if (refund) await submitIntent(deps.db, rails, refund, now);
  return credit;
}

export async function chooseCredit(
  deps: Deps,
  order: Pick<OrderRow, 'id' | 'userId'>,
  choice: 'refund' | 'nextLoan',
) {
  await moveCredit(deps, order, choice);
  return creditState(deps, order.id);
}
