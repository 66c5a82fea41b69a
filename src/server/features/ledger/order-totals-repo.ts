/** An order's journal summed per account and entry kind, in one statement (domain/order-totals.ts). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { journalEntries, journalLines } from '../../db/schema';
import { orderTotalsFrom, type OrderTotals } from '../../domain/order-totals';

// Every repayment view and check reads it (repay/standing.ts).
const totalsQuery = preparedOn((db) =>
  db
    .select({
      account: journalLines.account,
      kind: journalEntries.kind,
      amount: sql<string>`sum(${journalLines.amount})`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalLines.orderId, sql.placeholder('orderId')))
    .groupBy(journalLines.account, journalEntries.kind)
    .prepare('order_totals'),
);

export async function orderTotals(db: Db, orderId: number): Promise<OrderTotals> {
  const rows = await totalsQuery(db).execute({ orderId });
  return orderTotalsFrom(rows.map((r) => ({ ...r, amount: Number(r.amount) })));
}
