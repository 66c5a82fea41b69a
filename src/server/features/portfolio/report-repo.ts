/**
 * SQL of the portfolio report: every figure is summed by the database (per product and days past
 * due, per product, kind and day, per product and payout month), so the report reads a few hundred
 * rows whatever the size of the book. Day and month edges come in as instants worked out on the
 * country's calendar (shared/business-calendar.ts), so no time-zone rule is written twice.
 */
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  journalEntries,
  journalLines,
  loanDelinquency,
  loanOrders,
  portfolioDays,
} from '../../db/schema';
import type { Country } from '../../../shared/countries';
import { edges, paidOutBetween, total, vintageMonth } from './sums-repo';
import type { MovementKind, OpenGroup, ProductPortfolio } from '../../domain/portfolio';
import { openLoansQuery } from './delinquency-repo';

/** A filed day's loans of `country`, summed per product and days past due. */
export async function filedLoanGroups(db: Db, country: Country, day: number) {
  return db
    .select({
      productId: loanDelinquency.productId,
      daysPastDue: loanDelinquency.daysPastDue,
      bucket: loanDelinquency.bucket,
      loans: count(),
      principal: total(loanDelinquency.principal),
    })
    .from(loanDelinquency)
    .where(and(eq(loanDelinquency.country, country), eq(loanDelinquency.day, day)))
    .groupBy(loanDelinquency.productId, loanDelinquency.daysPastDue, loanDelinquency.bucket);
}

/** `country`'s loans open at `close` by the journal, summed per product and due day. */
export async function openLoanGroups(db: Db, country: Country, close: Date) {
  const open = openLoansQuery(db, country, close).as('open');
  return db
    .select({
      productId: open.productId,
      dueDay: open.dueDay,
      loans: count(),
      principal: total(sql`${open.principal}`),
    })
    .from(open)
    .groupBy(open.productId, open.dueDay);
}

/**
 * The report's flows, as domain/portfolio.ts defines them, from a journal line's entry kind and
 * account; money in after the loan's write-off is a recovery. Null for every other line.
 */
const flowOf = sql<MovementKind | null>`case
  when ${journalEntries.kind} = 'disbursement' and ${journalLines.account} = 'receivable:principal'
    then 'disbursed'
  when ${journalEntries.kind} = 'write-off' and ${journalLines.account} = 'expense:write-off'
    then 'writtenOff'
  when ${journalEntries.kind} in ('repayment', 'rollover-fee') and ${journalLines.account} = 'cash'
    then case when exists (select 1 from journal_entries w where w.order_id = ${journalEntries.orderId}
      and w.kind = 'write-off' and w.at <= ${journalEntries.at}) then 'recovered' else 'collected' end
  end`;

/**
 * `country`'s flows per product, kind and day: `dayStarts` are the starts of consecutive business
 * days, the last one the end of the range; a row's `day` is its day's index in that list (0 first).
 */
export async function movementSums(db: Db, country: Country, dayStarts: readonly Date[]) {
  const from = dayStarts[0];
  const to = dayStarts.at(-1);
  if (from === undefined || to === undefined) return [];
  const flow = flowOf.as('flow');
  const day = sql<number>`width_bucket(${journalEntries.at}, ${edges(dayStarts)}) - 1`
    .mapWith(Number)
    .as('day');
  const rows = await db
    .select({
      productId: loanOrders.productId,
      kind: flow,
      day,
      amount: total(journalLines.amount),
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(loanOrders, eq(loanOrders.id, journalEntries.orderId))
    .where(
      and(
        eq(loanOrders.country, country),
        gte(journalEntries.at, from),
        lt(journalEntries.at, to),
        sql`${journalEntries.kind} in ('disbursement', 'repayment', 'rollover-fee', 'write-off')`,
        sql`(${journalEntries.kind}, ${journalLines.account}) in (('disbursement', 'receivable:principal'),
          ('write-off', 'expense:write-off'), ('repayment', 'cash'), ('rollover-fee', 'cash'))`,
      ),
    )
    .groupBy(sql`1, 2, 3`);
  return rows.flatMap((r) => (r.kind === null ? [] : [{ ...r, kind: r.kind }]));
}

/** Of a vintage's loans, those whose on-time fate is known at `close` (the close of `day`). */
const dueBy = (day: number, close: Date) =>
  sql<number>`count(*) filter (where ${loanOrders.dueDay} <= ${day}
    or ${loanOrders.finishedAt} < ${close.toISOString()}::timestamptz)`.mapWith(Number);

/**
 * `country`'s loans paid out from the first of `monthStarts` to `close` (the close of `day`), per
 * product and payout month (`month`: its index in `monthStarts`), with how many were due by then
 * and how many finished on time by `close`.
 */
export async function vintageGroups(
  db: Db,
  country: Country,
  monthStarts: readonly Date[],
  close: { day: number; at: Date },
) {
  const from = monthStarts[0];
  if (from === undefined) return [];
  return db
    .select({
      productId: loanOrders.productId,
      month: vintageMonth(monthStarts),
      loans: count(),
      due: dueBy(close.day, close.at),
      repaidOnTime: sql<number>`count(*) filter (where ${loanOrders.onTime} = 1
        and ${loanOrders.finishedAt} < ${close.at.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(loanOrders)
    .where(paidOutBetween(country, from, close.at))
    .groupBy(sql`1, 2`);
}

/** The report filed at `country`'s close of `day`, if the close filed one. */
export async function filedReport(db: Db, country: Country, day: number) {
  const [row] = await db
    .select({
      buckets: portfolioDays.buckets,
      products: portfolioDays.products,
      openGroups: portfolioDays.openGroups,
    })
    .from(portfolioDays)
    .where(and(eq(portfolioDays.country, country), eq(portfolioDays.day, day)));
  return row;
}

/** Files `country`'s report of `day` once (a second close of the same day keeps the first). */
export async function fileReport(
  db: Db,
  country: Country,
  day: number,
  report: { buckets: string[]; products: ProductPortfolio[]; openGroups: OpenGroup[] },
  at: Date,
): Promise<void> {
  await db
    .insert(portfolioDays)
    .values({ country, day, ...report, recordedAt: at })
    .onConflictDoNothing();
}
