/**
 * Reading the journal (schema/ledger.ts): an order's balances, what is owed and paid, its entries,
 * the borrower's written-off loans and carried credit, and a paid rollover's record. Booking an
 * entry is post-entry-repo.ts's.
 */
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journalEntries, journalLines, loanOrders, rollovers } from '../../db/schema';
import { balances, owedFrom, type Account, type Entry, type Line } from '../../domain/journal';
import type { BookedEntry } from '../../domain/receipts';

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

/** How many of a borrower's loans the lender wrote off: the assessment declines anyone with one. */
export async function writtenOffLoans(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(journalEntries)
    .innerJoin(loanOrders, eq(loanOrders.id, journalEntries.orderId))
    .where(and(eq(loanOrders.userId, userId), eq(journalEntries.kind, 'write-off')));
  return Number(row?.count ?? 0);
}

/** The sum of every line in the journal: zero when the books balance. */
export async function journalTotal(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines);
  return Number(row?.total ?? 0);
}

/**
 * Money the borrower paid on an order, from the journal: `paid` is every shilling collected for
 * the debt (repayments, allocation and excess alike), `excess` the part beyond what was owed.
 */
export async function paymentTotals(
  db: Db,
  orderId: number,
): Promise<{ paid: number; excess: number }> {
  const rows = await db
    .select({ account: journalLines.account, amount: sql<string>`sum(${journalLines.amount})` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(journalLines.orderId, orderId), eq(journalEntries.kind, 'repayment')))
    .groupBy(journalLines.account);
  const b = balances(rows.map((r): Line => ({ account: r.account, amount: Number(r.amount) })));
  return { paid: b.get('cash') ?? 0, excess: -(b.get('liability:borrower-credit') ?? 0) };
}

/**
 * Penalty of an order from the journal: `charged` by the daily accrual, `waived` by staff
 * (penaltyReduction). What is still owed is the receivable's balance (owedFrom).
 */
export async function penaltyTotals(
  db: Db,
  orderId: number,
): Promise<{ charged: number; waived: number }> {
  const rows = await db
    .select({ kind: journalEntries.kind, amount: sql<string>`sum(${journalLines.amount})` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalLines.orderId, orderId),
        eq(journalLines.account, 'receivable:penalty'),
        inArray(journalEntries.kind, ['penalty', 'waiver']),
      ),
    )
    .groupBy(journalEntries.kind);
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.amount ?? 0);
  return { charged: of('penalty'), waived: -of('waiver') };
}

/** Every entry of an order with its lines, in booking order (for receipts). */
export async function orderEntries(db: Db, orderId: number): Promise<BookedEntry[]> {
  const rows = await db
    .select({
      id: journalEntries.id,
      kind: journalEntries.kind,
      idemKey: journalEntries.idemKey,
      at: journalEntries.at,
      account: journalLines.account,
      amount: journalLines.amount,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(eq(journalEntries.orderId, orderId))
    .orderBy(journalEntries.id, journalLines.id);
  const byId = new Map<number, BookedEntry & { lines: Line[] }>();
  for (const r of rows) {
    let e = byId.get(r.id);
    if (!e) {
      e = { kind: r.kind as Entry['kind'], idemKey: r.idemKey, at: r.at.getTime(), lines: [] };
      byId.set(r.id, e);
    }
    e.lines.push({ account: r.account, amount: r.amount });
  }
  return [...byId.values()];
}

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

/**
 * Records a paid rollover fee once per payment order, in the transaction that books it: booking
 * the rollover is the ledger's; completing it (the new due date) is the borrower's, in repay.
 */
export async function insertRollover(db: Db, values: typeof rollovers.$inferInsert): Promise<void> {
  await db.insert(rollovers).values(values).onConflictDoNothing();
}
