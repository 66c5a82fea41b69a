/**
 * SQL of credit reporting: the loans a file reports with what the journal says of them, the
 * notices around a listing with their SMS's delivery, and the files produced.
 */
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  bureauCorrections,
  bureauFiles,
  bureauNotices,
  journalEntries,
  journalLines,
  loanOrders,
  profileForms,
  rightsRequests,
  smsOutbox,
  users,
  type BureauNoticeKind,
} from '../../db/schema';
import type { Country } from '../../../shared/countries';
import type { AsOf } from './as-of';
import { entryStood } from './as-of-repo';

/**
 * `column` is one of `ids`, as one array parameter: a whole book's ids as one placeholder each
 * make a statement of thousands of parameters, built and parsed again on every bureau day.
 */
const oneOf = (column: AnyPgColumn, ids: readonly number[]) =>
  sql`${column} = any(${sql.param([...ids])}::bigint[])`;

export type ReportedLoanRow = Awaited<ReturnType<typeof reportedLoans>>[number];

/**
 * Disbursed loans of `country` still open or closed since `closedSince`, with their borrower;
 * only `orderId` when given (one loan's listing when a dispute of it is closed); only those
 * disbursed by its end when `asOf` is given.
 */
export async function reportedLoans(
  db: Db,
  country: Country,
  closedSince: Date,
  orderId?: number,
  asOf?: AsOf,
) {
  return db
    .select({
      order: loanOrders,
      mobile: users.mobile,
      lang: users.lang,
      personal: profileForms.data,
    })
    .from(loanOrders)
    .innerJoin(users, eq(users.id, loanOrders.userId))
    .leftJoin(
      profileForms,
      and(eq(profileForms.userId, loanOrders.userId), eq(profileForms.form, 'personal')),
    )
    .where(
      and(
        eq(loanOrders.country, country),
        isNotNull(loanOrders.disbursedAt),
        asOf === undefined ? undefined : lt(loanOrders.disbursedAt, asOf.end),
        isNull(users.deletedAt),
        or(isNull(loanOrders.finishedAt), gte(loanOrders.finishedAt, closedSince)),
        orderId === undefined ? undefined : eq(loanOrders.id, orderId),
      ),
    )
    .orderBy(loanOrders.id);
}

/** Sum per account of each order's journal lines (of the entries standing at `asOf`'s end). */
export async function balancesOf(db: Db, orderIds: readonly number[], asOf?: AsOf) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: journalLines.orderId,
      account: journalLines.account,
      amount: sql<string>`sum(${journalLines.amount})`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(oneOf(journalLines.orderId, orderIds), entryStood(asOf)))
    .groupBy(journalLines.orderId, journalLines.account);
  return rows.map((r) => ({
    orderId: r.orderId ?? 0,
    account: r.account,
    amount: Number(r.amount),
  }));
}

/** Each repayment and write-off entry of the orders, newest first, with the cash it brought. */
export async function repaymentsAndWriteOffs(db: Db, orderIds: readonly number[], asOf?: AsOf) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: journalEntries.orderId,
      kind: journalEntries.kind,
      at: journalEntries.at,
      cash: sql<string>`coalesce(sum(${journalLines.amount}) filter (where ${journalLines.account} = 'cash'), 0)`,
    })
    .from(journalEntries)
    .leftJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(
      and(
        oneOf(journalEntries.orderId, orderIds),
        inArray(journalEntries.kind, ['repayment', 'write-off']),
        entryStood(asOf),
      ),
    )
    .groupBy(journalEntries.id)
    .orderBy(desc(journalEntries.at), desc(journalEntries.id));
  return rows.map((r) => ({ ...r, orderId: r.orderId ?? 0, cash: Number(r.cash) }));
}

/** Orders whose data the borrower disputes and no one has resolved (by `asOf`'s end). */
export async function disputedOrders(db: Db, country: Country, asOf?: AsOf): Promise<Set<number>> {
  const rows = await db
    .select({ orderId: rightsRequests.orderId })
    .from(rightsRequests)
    .where(
      and(
        eq(rightsRequests.country, country),
        eq(rightsRequests.kind, 'dispute'),
        asOf === undefined
          ? ne(rightsRequests.status, 'resolved')
          : and(
              lt(rightsRequests.createdAt, asOf.end),
              or(isNull(rightsRequests.resolvedAt), gte(rightsRequests.resolvedAt, asOf.end)),
            ),
        isNotNull(rightsRequests.orderId),
      ),
    );
  return new Set(rows.map((r) => r.orderId ?? 0));
}

/** Orders of `orderIds` whose bureau data was corrected after an upheld dispute. */
export async function correctedOrders(
  db: Db,
  orderIds: readonly number[],
  asOf?: AsOf,
): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: bureauCorrections.orderId })
    .from(bureauCorrections)
    .where(
      and(
        oneOf(bureauCorrections.orderId, orderIds),
        asOf === undefined ? undefined : lt(bureauCorrections.createdAt, asOf.end),
      ),
    );
  return new Set(rows.map((r) => r.orderId));
}

export type NewCorrection = typeof bureauCorrections.$inferInsert;

/** Records a correction once per request; false when the request corrected its loan before. */
export async function insertCorrection(db: Db, values: NewCorrection): Promise<boolean> {
  const rows = await db
    .insert(bureauCorrections)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: bureauCorrections.id });
  return rows.length > 0;
}

/** The notices of the orders, with their SMS's status and when it became final. */
export async function noticesOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: bureauNotices.orderId,
      kind: bureauNotices.kind,
      amount: bureauNotices.amount,
      createdAt: bureauNotices.createdAt,
      smsStatus: smsOutbox.status,
      smsFinalAt: smsOutbox.finalAt,
    })
    .from(bureauNotices)
    .leftJoin(smsOutbox, eq(smsOutbox.id, bureauNotices.outboxId))
    .where(oneOf(bureauNotices.orderId, orderIds));
}

/** Writes a notice once per order and kind; false when it was written before. */
export async function insertNotice(
  db: Db,
  values: { orderId: number; userId: number; kind: BureauNoticeKind; amount: number; at: number },
): Promise<boolean> {
  const rows = await db
    .insert(bureauNotices)
    .values({ ...values, createdAt: new Date(values.at) })
    .onConflictDoNothing()
    .returning({ id: bureauNotices.id });
  return rows.length > 0;
}

export async function linkNoticeSms(
  db: Db,
  orderId: number,
  kind: BureauNoticeKind,
  outboxId: number,
): Promise<void> {
  await db
    .update(bureauNotices)
    .set({ outboxId })
    .where(and(eq(bureauNotices.orderId, orderId), eq(bureauNotices.kind, kind)));
}

/** A borrower's notices, newest first (the in-app copy). */
export async function noticesOfUser(db: Db, userId: number) {
  return db
    .select({
      orderNo: loanOrders.orderNo,
      kind: bureauNotices.kind,
      amount: bureauNotices.amount,
      createdAt: bureauNotices.createdAt,
    })
    .from(bureauNotices)
    .innerJoin(loanOrders, eq(loanOrders.id, bureauNotices.orderId))
    .where(eq(bureauNotices.userId, userId))
    .orderBy(desc(bureauNotices.createdAt));
}

export type NewFile = typeof bureauFiles.$inferInsert;

export async function fileExists(db: Db, country: Country, period: string, day: number) {
  const [row] = await db
    .select({ id: bureauFiles.id })
    .from(bureauFiles)
    .where(
      and(
        eq(bureauFiles.country, country),
        eq(bureauFiles.period, period as 'daily'),
        eq(bureauFiles.day, day),
      ),
    );
  return row !== undefined;
}

export async function insertFile(db: Db, file: NewFile): Promise<boolean> {
  const rows = await db
    .insert(bureauFiles)
    .values(file)
    .onConflictDoNothing()
    .returning({ id: bureauFiles.id });
  return rows.length > 0;
}

/** Files newest first, without their content. */
/** The latest files, of one country when `country` is given. */
export async function listFiles(db: Db, limit: number, country?: Country) {
  return db
    .select({
      id: bureauFiles.id,
      country: bureauFiles.country,
      period: bureauFiles.period,
      day: bureauFiles.day,
      format: bureauFiles.format,
      name: bureauFiles.name,
      records: bureauFiles.records,
      negative: bureauFiles.negative,
      heldOut: bureauFiles.heldOut,
      createdAt: bureauFiles.createdAt,
    })
    .from(bureauFiles)
    .where(country === undefined ? undefined : eq(bureauFiles.country, country))
    .orderBy(desc(bureauFiles.createdAt), desc(bureauFiles.id))
    .limit(limit);
}

/** The country of the latest file that reports any account, if one does. */
export async function countryWithRecords(db: Db): Promise<Country | undefined> {
  const [row] = await db
    .select({ country: bureauFiles.country })
    .from(bureauFiles)
    .where(gt(bureauFiles.records, 0))
    .orderBy(desc(bureauFiles.createdAt), desc(bureauFiles.id))
    .limit(1);
  return row?.country;
}

export async function fileById(db: Db, id: number) {
  const [row] = await db.select().from(bureauFiles).where(eq(bureauFiles.id, id));
  return row;
}
