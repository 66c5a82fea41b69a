/**
 * SQL of today's report from the last close (decision 0015): which loans moved since a close, and
 * what those loans alone add to or take from the close's filed sums. A day's moves are a few
 * thousand loans whatever the size of the book, each read by its key.
 */
import { and, count, eq, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  journalEntries,
  journalLines,
  loanDelinquency,
  loanMoves,
  loanOrders,
} from '../../db/schema';
import type { Country } from '../../../shared/countries';
import { openAt, paidOutBetween, total, vintageMonth } from './sums-repo';
import { PRINCIPAL_KINDS } from '../../domain/journal';

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The loans that may have moved since `since`: an entry of a kind that can touch their principal
 * (never the daily accruals), or a change of due day, status, payout or finish (loan_moves). Both
 * read from an index alone; a loan named too often is only summed again.
 */
export async function movedSince(db: Db, since: Date): Promise<number[]> {
  const entries = db
    .select({ orderId: sql<number>`${journalEntries.orderId}`.mapWith(Number).as('order_id') })
    .from(journalEntries)
    .where(
      and(
        inArray(journalEntries.kind, PRINCIPAL_KINDS),
        gte(journalEntries.at, since),
        isNotNull(journalEntries.orderId),
      ),
    );
  const moves = db
    .select({ orderId: sql<number>`${loanMoves.orderId}`.mapWith(Number).as('order_id') })
    .from(loanMoves)
    .where(gte(loanMoves.at, since));
  return (await union(entries, moves)).map((r) => Number(r.orderId));
}

/** `ids` as a table `moved(id)`: one array parameter, however many. */
const movedTable = (ids: readonly number[]) =>
  sql`unnest(${sql.param(ids)}::bigint[]) as moved(id)`;

/** What the close of `day` filed for the loans `ids`, per product and due day. */
export async function filedOpenOf(db: Db, country: Country, day: number, ids: readonly number[]) {
  // One lookup by key per loan (a lateral join): a few thousand loans are read, never the day's
  // whole history, which the planner would otherwise scan for a long enough list.
  const filed = db
    .select({
      productId: loanDelinquency.productId,
      dueDay: loanDelinquency.dueDay,
      principal: loanDelinquency.principal,
    })
    .from(loanDelinquency)
    .where(
      and(
        sql`${loanDelinquency.orderId} = moved.id`,
        eq(loanDelinquency.day, day),
        eq(loanDelinquency.country, country),
      ),
    )
    .limit(1)
    .as('filed');
  return db
    .select({
      productId: filed.productId,
      dueDay: filed.dueDay,
      loans: count(),
      principal: total(filed.principal),
    })
    .from(movedTable(ids))
    .crossJoinLateral(filed)
    .groupBy(filed.productId, filed.dueDay);
}

/**
 * Of the loans `ids`, those of `country` open at `close` by the journal, per product and due day:
 * the same loans as openLoansQuery (delinquency-repo.ts) finds, each looked up by its key.
 */
export async function openGroupsAt(db: Db, country: Country, close: Date, ids: readonly number[]) {
  const principal = db
    .select({ principal: sql<string>`sum(${journalLines.amount})`.as('principal') })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        sql`${journalLines.orderId} = ${loanOrders.id}`,
        eq(journalLines.account, 'receivable:principal'),
        lt(journalEntries.at, close),
      ),
    )
    .as('owed');
  return db
    .select({
      productId: loanOrders.productId,
      dueDay: loanOrders.dueDay,
      loans: count(),
      principal: total(principal.principal),
    })
    .from(movedTable(ids))
    .innerJoin(loanOrders, sql`${loanOrders.id} = moved.id`)
    .crossJoinLateral(principal)
    .where(and(openAt(country, close), sql`${principal.principal} > 0`))
    .groupBy(loanOrders.productId, loanOrders.dueDay);
}

/** The filed open loans of `country`'s close of `day`, per product and due day (for filing). */
export async function openGroupsOf(db: Db, country: Country, day: number) {
  return db
    .select({
      productId: loanDelinquency.productId,
      dueDay: loanDelinquency.dueDay,
      loans: count(),
      principal: total(loanDelinquency.principal),
    })
    .from(loanDelinquency)
    .where(and(eq(loanDelinquency.country, country), eq(loanDelinquency.day, day)))
    .groupBy(loanDelinquency.productId, loanDelinquency.dueDay);
}

/**
 * What the loans `ids` change in the vintages between the close at `before` and the one at `close`,
 * per product and payout month (`month`: its index in `monthStarts`): loans paid out in between,
 * and loans finished on time in between.
 */
export async function vintageChanges(
  db: Db,
  country: Country,
  range: { monthStarts: readonly Date[]; before: Date; close: Date },
  ids: readonly number[],
) {
  const from = range.monthStarts[0];
  if (from === undefined) return [];
  const month = vintageMonth(range.monthStarts);
  const onTimeBy = (close: Date) =>
    sql`${loanOrders.onTime} = 1 and ${loanOrders.finishedAt} < ${iso(close)}
      and ${loanOrders.disbursedAt} < ${iso(close)}`;
  return db
    .select({
      productId: loanOrders.productId,
      month,
      loans:
        sql<number>`count(*) filter (where ${loanOrders.disbursedAt} >= ${iso(range.before)})`.mapWith(
          Number,
        ),
      repaidOnTime: sql<number>`count(*) filter (where ${onTimeBy(range.close)})
        - count(*) filter (where ${onTimeBy(range.before)})`.mapWith(Number),
    })
    .from(loanOrders)
    .where(
      and(
        paidOutBetween(country, from, range.close),
        sql`${loanOrders.id} = any(${sql.param(ids)}::bigint[])`,
      ),
    )
    .groupBy(sql`1, 2`);
}

/**
 * How many more of each vintage are due at `close` (the close of `day`) than at `before` (the close
 * of `last`), leaving out the loans paid out in between, per product and payout month. A loan not
 * moved since falls due only by the calendar: unfinished, its due day in (`last`, `day`], read
 * from the partial index loan_orders_not_due (a day of due loans, not the year's payouts). The
 * loans `ids` count as they stand at `close`, less as the close of `last` filed them.
 */
export async function vintageDueSince(
  db: Db,
  country: Country,
  range: { monthStarts: readonly Date[]; last: number; before: Date; day: number; close: Date },
  ids: readonly number[],
) {
  const from = range.monthStarts[0];
  if (from === undefined) return [];
  const month = vintageMonth(range.monthStarts);
  const fellDue = sql`${loanOrders.finishedAt} is null and ${loanOrders.dueDay} > ${range.last}
    and ${loanOrders.dueDay} <= ${range.day}`;
  const [calendar, moved, filed] = await Promise.all([
    db
      .select({ productId: loanOrders.productId, month, due: count() })
      .from(loanOrders)
      .where(and(paidOutBetween(country, from, range.close), fellDue))
      .groupBy(sql`1, 2`),
    // The moved loans as they stand: not counted as falling due by the calendar above, and those
    // still not due at the close taken out (the whole vintage was counted as due).
    db
      .select({
        productId: loanOrders.productId,
        month,
        due: sql<number>`-count(*) filter (where ${fellDue}) - count(*) filter (where
          ${loanOrders.dueDay} > ${range.day} and (${loanOrders.finishedAt} is null
          or ${loanOrders.finishedAt} >= ${iso(range.close)}))`.mapWith(Number),
      })
      .from(loanOrders)
      .where(
        and(
          paidOutBetween(country, from, range.close),
          sql`${loanOrders.id} = any(${sql.param(ids)}::bigint[])`,
        ),
      )
      .groupBy(sql`1, 2`),
    // The moved loans as filed: open at the last close and not yet due then.
    db
      .select({ productId: loanOrders.productId, month, due: count() })
      .from(loanDelinquency)
      .innerJoin(loanOrders, eq(loanOrders.id, loanDelinquency.orderId))
      .where(
        and(
          eq(loanDelinquency.day, range.last),
          eq(loanDelinquency.country, country),
          sql`${loanDelinquency.orderId} = any(${sql.param(ids)}::bigint[])`,
          gt(loanDelinquency.dueDay, range.last),
          paidOutBetween(country, from, range.before),
        ),
      )
      .groupBy(sql`1, 2`),
  ]);
  return [...calendar, ...moved, ...filed];
}

/** Forgets the moves before `before`: no report reaches back that far. */
export async function forgetMoves(db: Db, before: Date): Promise<void> {
  await db.delete(loanMoves).where(lt(loanMoves.at, before));
}
