/**
 * Write-off: the lender stops collecting a loan. Interest and penalty are first accrued through
 * today, then everything still receivable moves to the loss account in one entry keyed by the
 * order, so a repeat books nothing; the loan closes (→ 4 finished, never "on time", so it raises
 * no limit) and its open cashier orders close. What the borrower sees afterwards: the order among
 * finished ones with nothing left to pay, and a later application declined by the assessment
 * (`writtenOff`), with the product's usual reapply date. Money a rail still reports for it is booked as the
 * borrower's refundable credit, as for any settled loan.
 */
import { totalOwed } from '../../domain/allocation';
import { writeOffEntry } from '../../domain/journal';
import { inPhase, ORDER_STATUS } from '../../../shared/orders';
import type { Tx } from '../../db/tx';
import { productOfOrder } from '../products';
import { lockOrder, moveOrder } from '../orders';
import { accrueLoan } from './accrue';
import { closeOpenIntents } from './intents-repo';
import { postEntry, type EntryAuthor } from './post-entry-repo';
import { orderBalances, orderOwed } from './repo';

export type WriteOffResult =
  | { readonly outcome: 'booked'; readonly amount: number }
  | { readonly outcome: 'repeated'; readonly amount: number }
  | { readonly outcome: 'notFound' }
  | { readonly outcome: 'notOpen' };

/** Writes off the loan `orderId` in the caller's transaction. */
export async function writeOffLoan(
  db: Tx,
  orderId: number,
  author: EntryAuthor,
  now: number,
): Promise<WriteOffResult> {
  const order = await lockOrder(db, orderId);
  if (!order) return { outcome: 'notFound' };
  if (!inPhase(order.status, 'repaying')) {
    // Already written off: the same answer again, nothing booked.
    const lost = (await orderBalances(db, order.id)).get('expense:write-off') ?? 0;
    return lost > 0 ? { outcome: 'repeated', amount: lost } : { outcome: 'notOpen' };
  }
  const current = await accrueLoan(db, order, productOfOrder(order), now);
  const owed = await orderOwed(db, order.id);
  const amount = totalOwed(owed);
  await postEntry(db, order.id, `write-off:${order.orderNo}`, writeOffEntry(owed), now, author);
  await moveOrder(db, current, ORDER_STATUS.finish, `written off by staff ${author.staffId}`, now, {
    finishedAt: new Date(now),
    onTime: 0,
  });
  await closeOpenIntents(db, [order.id], now);
  return { outcome: 'booked', amount };
}
