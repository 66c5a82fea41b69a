/** SQL of the delinquency history (schema/collections.ts): what was open at a day's close, and its filing. */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import {
  delinquencyDays,
  journalEntries,
  journalLines,
  loanDelinquency,
  loanOrders,
} from '../../db/schema';
import type { Country } from '../../../shared/countries';
import { openAt } from './sums-repo';

export interface OpenLoan {
  readonly orderId: number;
  readonly productId: string;
  readonly dueDay: number | null;
  /** receivable:principal from the journal's entries before the close. */
  readonly principal: number;
}

/**
 * Loans of `country` with principal outstanding at `close` by the journal: those being repaid now,
 * and those finished after the close (a payment between midnight and the job's run still counts
 * the loan as open at the close, as it was). One row per loan, for the end-of-day filing and, summed,
 * for the report of a day not filed.
 */
export function openLoansQuery(db: Db, country: Country, close: Date) {
  const principal = sql<string>`sum(${journalLines.amount})`;
  return db
    .select({
      orderId: loanOrders.id,
      productId: loanOrders.productId,
      dueDay: loanOrders.dueDay,
      principal: principal.as('principal'),
    })
    .from(loanOrders)
    .innerJoin(
      journalLines,
      and(
        eq(journalLines.orderId, loanOrders.id),
        eq(journalLines.account, 'receivable:principal'),
      ),
    )
    .innerJoin(
      journalEntries,
      and(eq(journalEntries.id, journalLines.entryId), lt(journalEntries.at, close)),
    )
    .where(openAt(country, close))
    .groupBy(loanOrders.id)
    .having(sql`${principal} > 0`);
}

export async function loansOpenAt(db: Db, country: Country, close: Date): Promise<OpenLoan[]> {
  const rows = await openLoansQuery(db, country, close).orderBy(loanOrders.id);
  return rows.map((r) => ({ ...r, principal: Number(r.principal) }));
}

export type DelinquencyRow = typeof loanDelinquency.$inferInsert;

/** The last business day filed for `country`, if any. */
export async function lastFiledDay(db: Db, country: Country): Promise<number | undefined> {
  const [row] = await db
    .select({ day: delinquencyDays.day })
    .from(delinquencyDays)
    .where(eq(delinquencyDays.country, country))
    .orderBy(desc(delinquencyDays.day))
    .limit(1);
  return row?.day;
}

const BATCH = 1_000;

/**
 * Files one country's day once: the day's mark decides, so two servers closing the same day file
 * its loans once. Returns false when the day was already filed.
 */
export async function fileDay(
  tx: Tx,
  country: Country,
  day: number,
  rows: readonly DelinquencyRow[],
  at: Date,
): Promise<boolean> {
  const marked = await tx
    .insert(delinquencyDays)
    .values({ country, day, loans: rows.length, recordedAt: at })
    .onConflictDoNothing()
    .returning({ day: delinquencyDays.day });
  if (marked.length === 0) return false;
  for (let i = 0; i < rows.length; i += BATCH)
    await tx.insert(loanDelinquency).values(rows.slice(i, i + BATCH));
  return true;
}

/** Whether `country`'s day was filed. */
export async function isFiled(db: Db, country: Country, day: number): Promise<boolean> {
  const [row] = await db
    .select({ day: delinquencyDays.day })
    .from(delinquencyDays)
    .where(and(eq(delinquencyDays.country, country), eq(delinquencyDays.day, day)));
  return row !== undefined;
}
