/**
 * An overpayment credit the borrower chose to put towards their next loan: when that loan is paid
 * out, the credit leaves the old loan's books and is booked on the new one as a repayment
 * (allocated like any payment), each under a key of both orders, so it moves exactly once.
 */
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { allocate } from '../../domain/allocation';
import { carriedOutEntry, repaymentEntry } from '../../domain/journal';
import type { Db } from '../../db/client';
import { journalLines, loanOrders } from '../../db/schema';
import type { OrderRow } from '../orders/repo';
import { orderOwed, postEntry } from './repo';

/** Credit held for the next loan, per earlier order of the borrower. */
export async function carriedCredits(
  db: Db,
  userId: number,
  exceptOrderId = 0,
): Promise<{ orderId: number; amount: number }[]> {
  const total = sql<string>`sum(${journalLines.amount})`;
  const rows = await db
    .select({ orderId: loanOrders.id, total })
    .from(journalLines)
    .innerJoin(loanOrders, eq(loanOrders.id, journalLines.orderId))
    .where(
      and(
        eq(loanOrders.userId, userId),
        ne(loanOrders.id, exceptOrderId),
        eq(journalLines.account, 'liability:carried-credit'),
      ),
    )
    .groupBy(loanOrders.id)
    .having(lt(total, sql`0`));
  return rows.map((r) => ({ orderId: r.orderId, amount: -Number(r.total) }));
}

/** Applies every carried credit of the borrower to `order`, just paid out. */
export async function applyCarriedCredit(db: Db, order: OrderRow, now: number): Promise<void> {
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
