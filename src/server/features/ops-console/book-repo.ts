/** SQL of the loan book: the order list with its filters, one borrower, one order (search: book-search-repo.ts). */
import { and, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { COUNTRY_CODES, type Country } from '../../../shared/countries';
import { ORDER_STATUS, type OrderStatus } from '../../../shared/orders';
import type { Db } from '../../db/client';
import { startOfBusinessDay } from '../../domain/business-date';
import {
  collectionReports,
  coupons,
  feedback,
  journalEntries,
  journalLines,
  kycFiles,
  loanOrders,
  orderEvents,
  paymentIntents,
  profileForms,
  users,
  wallets,
} from '../../db/schema';

export interface OrderFilter {
  readonly statuses?: readonly OrderStatus[];
  /** Overdue loans due at least this many business days ago (overdue days ≥ n). */
  readonly overdueMin?: number;
  /** Overdue loans due at most this many business days ago (a bucket's upper edge). */
  readonly overdueMax?: number;
  readonly country?: Country;
  /** Paid out from the start of business day `from` to before `to` (a vintage's month). */
  readonly paid?: { readonly from: number; readonly to: number };
  /** Today's business day in each country (each has its own calendar). */
  readonly today: Readonly<Record<Country, number>>;
  /** Created on or after the start of this business day, on each order's country's calendar. */
  readonly fromDay?: number;
  /** Created before the start of this business day, on each order's country's calendar. */
  readonly toDay?: number;
  readonly userId?: number;
  readonly limit: number;
  /** Keyset paging: only orders with a smaller id than this one (the last of the page before). */
  readonly after?: number;
}

const orderColumns = {
  id: loanOrders.id,
  orderNo: loanOrders.orderNo,
  userId: loanOrders.userId,
  mobile: users.mobile,
  /** The borrower's name from their personal form: support tells whose loan a row is. */
  name: sql<
    string | null
  >`nullif(concat_ws(' ', ${profileForms.data}->>'firstName', ${profileForms.data}->>'lastName'), '')`,
  country: loanOrders.country,
  status: loanOrders.status,
  amount: loanOrders.amount,
  days: loanOrders.days,
  dueDay: loanOrders.dueDay,
  createdAt: loanOrders.createdAt,
};

/**
 * One page of orders, newest first; one row more than asked tells whether another page exists.
 * The page starts after the cursor's id on the id index (or the status and id index), so the
 * millionth order costs what the first does; only its rows meet the borrowers.
 */
export function listOrders(db: Db, filter: OrderFilter) {
  const where: SQL[] = [];
  if (filter.statuses?.length) where.push(inArray(loanOrders.status, [...filter.statuses]));
  const { overdueMin, overdueMax, today } = filter;
  if (overdueMin !== undefined || overdueMax !== undefined) {
    where.push(eq(loanOrders.status, ORDER_STATUS.overdue));
    const due = COUNTRY_CODES.map((c) =>
      and(
        eq(loanOrders.country, c),
        overdueMin === undefined ? undefined : lte(loanOrders.dueDay, today[c] - overdueMin),
        overdueMax === undefined ? undefined : gte(loanOrders.dueDay, today[c] - overdueMax),
      ),
    );
    where.push(or(...due) ?? sql`false`);
  }
  if (filter.country) where.push(eq(loanOrders.country, filter.country));
  // A day starts at each country's own midnight, not at one zone's for every country.
  const bound = (
    column: typeof loanOrders.createdAt | typeof loanOrders.disbursedAt,
    day: number,
    cmp: typeof gte,
  ) =>
    or(
      ...COUNTRY_CODES.map((c) =>
        and(eq(loanOrders.country, c), cmp(column, new Date(startOfBusinessDay(day, c)))),
      ),
    ) ?? sql`false`;
  if (filter.fromDay !== undefined) where.push(bound(loanOrders.createdAt, filter.fromDay, gte));
  if (filter.toDay !== undefined) where.push(bound(loanOrders.createdAt, filter.toDay, lt));
  if (filter.paid) {
    where.push(bound(loanOrders.disbursedAt, filter.paid.from, gte));
    where.push(bound(loanOrders.disbursedAt, filter.paid.to, lt));
  }
  if (filter.userId !== undefined) where.push(eq(loanOrders.userId, filter.userId));
  if (filter.after !== undefined) where.push(lt(loanOrders.id, filter.after));
  const page = db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(and(...where))
    .orderBy(desc(loanOrders.id))
    .limit(filter.limit + 1)
    .as('page');
  return db
    .select(orderColumns)
    .from(page)
    .innerJoin(loanOrders, eq(loanOrders.id, page.id))
    .innerJoin(users, eq(users.id, loanOrders.userId))
    .leftJoin(
      profileForms,
      and(eq(profileForms.userId, loanOrders.userId), eq(profileForms.form, 'personal')),
    )
    .orderBy(desc(loanOrders.id));
}

export async function borrower(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  const [forms, wallet, images, couponRows, feedbackRows, consent] = await Promise.all([
    db.select().from(profileForms).where(eq(profileForms.userId, userId)),
    db.select().from(wallets).where(eq(wallets.userId, userId)),
    db
      .select({
        fileId: kycFiles.fileId,
        kind: kycFiles.kind,
        passed: kycFiles.passed,
        createdAt: kycFiles.createdAt,
      })
      .from(kycFiles)
      .where(eq(kycFiles.userId, userId))
      .orderBy(desc(kycFiles.createdAt)),
    db.select().from(coupons).where(eq(coupons.userId, userId)).orderBy(desc(coupons.id)),
    db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(desc(feedback.id)),
    db.select().from(collectionReports).where(eq(collectionReports.userId, userId)),
  ]);
  return {
    user,
    forms,
    wallet: wallet[0] ?? null,
    images,
    coupons: couponRows,
    feedback: feedbackRows,
    consent,
  };
}

export async function kycFileOf(db: Db, userId: number, fileId: string) {
  return (
    await db
      .select()
      .from(kycFiles)
      .where(and(eq(kycFiles.userId, userId), eq(kycFiles.fileId, fileId)))
      .limit(1)
  )[0];
}

export async function order(db: Db, orderNo: string) {
  const [row] = await db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo)).limit(1);
  if (!row) return undefined;
  const [events, payments, lines] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(orderEvents.id),
    db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.orderId, row.id))
      .orderBy(paymentIntents.id),
    db
      .select({
        entryId: journalEntries.id,
        kind: journalEntries.kind,
        idemKey: journalEntries.idemKey,
        at: journalEntries.at,
        account: journalLines.account,
        amount: journalLines.amount,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(eq(journalEntries.orderId, row.id))
      .orderBy(journalEntries.id, journalLines.id),
  ]);
  return { order: row, events, payments, lines };
}

/** An order's id and borrower by its number (the money operations lock it by id). */
export async function orderRefOf(db: Db, orderNo: string) {
  const [row] = await db
    .select({ id: loanOrders.id, userId: loanOrders.userId, country: loanOrders.country })
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo))
    .limit(1);
  return row;
}

export { borrowerSearches, nameCandidates, searchBorrowers } from './book-search-repo';
