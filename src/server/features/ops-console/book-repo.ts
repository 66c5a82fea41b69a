/** SQL of the loan book: borrower search, the order list with its filters, one borrower, one order. */
import { and, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { COUNTRY_CODES, type Country } from '../../../shared/countries';
import { ORDER_STATUS, type OrderStatus } from '../../../shared/orders';
import type { Db } from '../../db/client';
import { startOfBusinessDay } from '../../domain/business-date';
import {
  collectionReports,
  coupons,
  feedback,
  fullNameOf,
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
  /** Today's business day in each country (each has its own calendar). */
  readonly today: Readonly<Record<Country, number>>;
  /** Created on or after the start of this business day, on each order's country's calendar. */
  readonly fromDay?: number;
  /** Created before the start of this business day, on each order's country's calendar. */
  readonly toDay?: number;
  readonly userId?: number;
  readonly limit: number;
  readonly offset: number;
}

const orderColumns = {
  id: loanOrders.id,
  orderNo: loanOrders.orderNo,
  userId: loanOrders.userId,
  mobile: users.mobile,
  country: loanOrders.country,
  status: loanOrders.status,
  amount: loanOrders.amount,
  days: loanOrders.days,
  dueDay: loanOrders.dueDay,
  createdAt: loanOrders.createdAt,
};

/**
 * One page of orders, newest first; one row more than asked tells whether another page exists.
 * The page is cut from the orders alone (their id index), and only its rows meet the borrowers:
 * a deep page skips ids, never joined rows.
 */
export async function listOrders(db: Db, filter: OrderFilter) {
  const where: SQL[] = [];
  if (filter.statuses?.length) where.push(inArray(loanOrders.status, [...filter.statuses]));
  const { overdueMin, today } = filter;
  if (overdueMin !== undefined) {
    where.push(eq(loanOrders.status, ORDER_STATUS.overdue));
    const due = COUNTRY_CODES.map((c) =>
      and(eq(loanOrders.country, c), lte(loanOrders.dueDay, today[c] - overdueMin)),
    );
    where.push(or(...due) ?? sql`false`);
  }
  // A day starts at each country's own midnight, not at one zone's for every country.
  const bound = (day: number, cmp: typeof gte) =>
    or(
      ...COUNTRY_CODES.map((c) =>
        and(
          eq(loanOrders.country, c),
          cmp(loanOrders.createdAt, new Date(startOfBusinessDay(day, c))),
        ),
      ),
    ) ?? sql`false`;
  if (filter.fromDay !== undefined) where.push(bound(filter.fromDay, gte));
  if (filter.toDay !== undefined) where.push(bound(filter.toDay, lt));
  if (filter.userId !== undefined) where.push(eq(loanOrders.userId, filter.userId));
  const page = db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(and(...where))
    .orderBy(desc(loanOrders.id))
    .limit(filter.limit + 1)
    .offset(filter.offset)
    .as('page');
  return db
    .select(orderColumns)
    .from(page)
    .innerJoin(loanOrders, eq(loanOrders.id, page.id))
    .innerJoin(users, eq(users.id, loanOrders.userId))
    .orderBy(desc(loanOrders.id));
}

/**
 * Borrowers matching a phone (E.164, exact), an order number or a national ID (each on an index),
 * else a name (a scan of the profiles): the cheap exact matches are tried first.
 */
export async function searchBorrowers(
  db: Db,
  query: { mobile?: string; text: string; limit: number; offset: number },
) {
  const select = (where: SQL) =>
    db
      .select({
        userId: users.id,
        mobile: users.mobile,
        country: users.country,
        createdAt: users.createdAt,
        deletedAt: users.deletedAt,
        name: sql<
          string | null
        >`(select concat_ws(' ', p.data->>'firstName', p.data->>'lastName') from profile_forms p where p.user_id = ${users.id} and p.form = 'personal')`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.limit + 1)
      .offset(query.offset);
  if (query.mobile) {
    const rows = await select(eq(users.mobile, query.mobile));
    if (rows.length) return rows;
  }
  const byOrder = db
    .select({ userId: loanOrders.userId })
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, query.text));
  const ordered = await select(sql`${users.id} in (${byOrder})`);
  if (ordered.length) return ordered;
  const personal = (where: SQL) =>
    db
      .select({ userId: profileForms.userId })
      .from(profileForms)
      .where(and(eq(profileForms.form, 'personal'), where));
  // The national ID on its expression index (migration 0011) before the name scan.
  const byId = await select(
    sql`${users.id} in (${personal(sql`(${profileForms.data}->>'nationalId') = ${query.text}`)})`,
  );
  if (byId.length) return byId;
  // Every word somewhere in the names, so "amina juma" finds Amina Hassani Juma; each word is
  // looked up on the trigram index (migration 0012).
  const words = query.text.split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const name = fullNameOf(profileForms.data);
  const likeWord = (word: string) =>
    sql`${name} ilike ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  return select(sql`${users.id} in (${personal(and(...words.map(likeWord)) ?? sql`false`)})`);
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
    .select({ id: loanOrders.id, userId: loanOrders.userId })
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo))
    .limit(1);
  return row;
}
