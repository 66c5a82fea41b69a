/** What the product layer reads of a borrower's history: a row count, never another feature. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders } from '../../db/schema';

/** Loans finished on time and really used (product.json limitRaise): the rungs climbed on the ladder. */
export async function countTimelyRepaid(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loanOrders)
    .where(
      and(
        eq(loanOrders.userId, userId),
        eq(loanOrders.status, 4),
        eq(loanOrders.countsForLimit, 1),
      ),
    );
  return row?.n ?? 0;
}
