/**
 * SQL of the journal (schema/ledger.ts). An entry is written with its lines in the caller's
 * transaction; its idempotency key makes booking the same event twice a no-op.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journalEntries, journalLines } from '../../db/schema';
import {
  balances,
  isBalanced,
  owedFrom,
  type Account,
  type Entry,
  type Line,
} from '../../domain/journal';

/** Books `entry` once per `idemKey`; returns false when it was already booked. */
export async function postEntry(
  db: Db,
  orderId: number | null,
  idemKey: string,
  entry: Entry,
  now: number,
): Promise<boolean> {
  if (!isBalanced(entry.lines)) throw new Error(`unbalanced entry ${idemKey}`);
  const [row] = await db
    .insert(journalEntries)
    .values({ orderId, kind: entry.kind, idemKey, at: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: journalEntries.id });
  if (!row) return false;
  if (entry.lines.length > 0) {
    await db
      .insert(journalLines)
      .values(
        entry.lines.map((l) => ({
          entryId: row.id,
          orderId,
          account: l.account,
          amount: l.amount,
        })),
      );
  }
  return true;
}

/** Balance per account of one order's lines. */
export async function orderBalances(db: Db, orderId: number): Promise<Map<Account, number>> {
  const rows = await db
    .select({ account: journalLines.account, amount: sql<string>`sum(${journalLines.amount})` })
    .from(journalLines)
    .where(eq(journalLines.orderId, orderId))
    .groupBy(journalLines.account);
  return balances(rows.map((r): Line => ({ account: r.account, amount: Number(r.amount) })));
}

/** What the borrower owes on an order, per component, from the journal. */
export async function orderOwed(db: Db, orderId: number) {
  return owedFrom(await orderBalances(db, orderId));
}

/** The sum of every line in the journal: zero when the books balance. */
export async function journalTotal(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines);
  return Number(row?.total ?? 0);
}
