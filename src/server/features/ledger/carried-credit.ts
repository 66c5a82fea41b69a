/**
 * An overpayment credit the borrower chose to put towards their next loan: when that loan is paid
 * out, the credit leaves the old loan's books and is booked on the new one as a repayment
 * (allocated like any payment), each under a key of both orders, so it moves exactly once.
 */
import { allocate } from '../../domain/allocation';
import { carriedOutEntry, repaymentEntry } from '../../domain/journal';
import type { Tx } from '../../db/tx';
import type { OrderRow } from '../orders';
import { postEntry } from './post-entry-repo';
import { carriedCredits, orderOwed } from './repo';

/** Applies every carried credit of the borrower to `order`, just paid out. */
export async function applyCarriedCredit(db: Tx, order: OrderRow, now: number): Promise<void> {
  for (const credit of await carriedCredits(db, order.userId, order.id)) {
    const key = `${credit.orderId}>${order.id}`;
    if (
      !(await postEntry(
        db,
        credit.orderId,
        `carry-out:${key}`,
        carriedOutEntry(credit.amount),
        now,
      ))
    )
      continue;
    const split = allocate(credit.amount, await orderOwed(db, order.id));
    await postEntry(db, order.id, `carry-in:${key}`, repaymentEntry(split), now);
  }
}
