/** SQL of the loan book: borrower search, the order list with its filters, one borrower, one order. */
import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { COUNTRY_CODES, type Country } from '../../../shared/countries';
import { ORDER_STATUS, type OrderStatus } from '../../../shared/orders';
import type { Db } from '../../db/client';
import { startOfBusinessDay } from '../../domain/business-date';
import {
  collectionReports,
  coupons,
  feedback,
  nameWordsOf,
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
  /** Keyset paging: only orders with a smaller id than this one (the last of the page before). */
  readonly after?: number;
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
 * The page starts after the cursor's id on the id index (or the status and id index), so the
 * millionth order costs what the first does; only its rows meet the borrowers.
 */
export function listOrders(db: Db, filter: OrderFilter) {
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
    .orderBy(desc(loanOrders.id));
}

export interface BorrowerQuery {
  readonly mobile?: string;
  readonly text: string;
  readonly limit: number;
  /** Keyset paging: only borrowers with a smaller id (the last of the page before). */
  readonly after?: number;
  /** Only these borrowers (a name's candidates), newest first. */
  readonly ids?: readonly number[];
}

export type BorrowerSearchKind = 'phone' | 'orderNo' | 'nationalId' | 'name' | 'ids';

/**
 * The searches a text runs, cheapest first, each on its own index: a phone (E.164, exact, on the
 * live-number index), an order number, a national ID, then every word of a name on the trigram
 * index. Built, not run, so EXPLAIN can read the very SQL the console sends.
 */
export function borrowerSearches(db: Db, query: BorrowerQuery) {
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
      .where(and(where, query.after === undefined ? undefined : lt(users.id, query.after)))
      .orderBy(desc(users.id))
      .limit(query.limit + 1);
  const personal = (where: SQL) =>
    db
      .select({ userId: profileForms.userId })
      .from(profileForms)
      .where(and(eq(profileForms.form, 'personal'), where));
  const searches: { kind: BorrowerSearchKind; query: ReturnType<typeof select> }[] = [];
  if (query.ids)
    return [{ kind: 'ids' as const, query: select(inArray(users.id, [...query.ids])) }];
  // A deleted account's number is replaced (account/repo.ts erasePersonalRows), so a phone only
  // ever matches a live account: saying so lets the partial unique index answer.
  if (query.mobile)
    searches.push({
      kind: 'phone',
      query: select(and(eq(users.mobile, query.mobile), isNull(users.deletedAt)) ?? sql`false`),
    });
  const byOrder = db
    .select({ userId: loanOrders.userId })
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, query.text));
  searches.push({ kind: 'orderNo', query: select(sql`${users.id} in (${byOrder})`) });
  // The national ID on its expression index (migration 0011) before the name.
  searches.push({
    kind: 'nationalId',
    query: select(
      sql`${users.id} in (${personal(sql`(${profileForms.data}->>'nationalId') = ${query.text}`)})`,
    ),
  });
  const words = nameWords(query.text);
  if (words.length)
    searches.push({
      kind: 'name',
      query: select(sql`${users.id} in (${personal(hasNameWords(words))})`),
    });
  return searches;
}

/** The words of a name search: whole words, in any order and any case (at most five). */
const nameWords = (text: string) => text.split(/\s+/).filter(Boolean).slice(0, 5);

/** Profiles holding every one of `words` among their names' words (migration 0031's index). */
const hasNameWords = (words: readonly string[]) =>
  sql`${nameWordsOf(profileForms.data)} @> array[${sql.join(
    words.map((w) => sql`lower(${w})`),
    sql`, `,
  )}]::text[]`;

/** More borrowers than this share the words: they are common, and the newest are found by id. */
export const NAME_CANDIDATES = 2_000;

/**
 * The borrowers whose names hold every word, read from the name-word index alone and at most
 * {@link NAME_CANDIDATES} + 1 of them. Part of a word never matches: "ju" would be a hundred
 * thousand borrowers at a lender's size.
 */
export function nameCandidates(db: Db, text: string, after?: number) {
  return candidates(db, hasNameWords(nameWords(text)), after);
}

/** Borrowers by national ID from its index alone (migration 0011), as {@link nameCandidates}. */
export function nationalIdCandidates(db: Db, text: string, after?: number) {
  return candidates(db, sql`(${profileForms.data}->>'nationalId') = ${text}`, after);
}

function candidates(db: Db, where: SQL, after: number | undefined) {
  return db
    .select({ userId: profileForms.userId })
    .from(profileForms)
    .where(
      and(
        eq(profileForms.form, 'personal'),
        where,
        after === undefined ? undefined : lt(profileForms.userId, after),
      ),
    )
    .limit(NAME_CANDIDATES + 1);
}

/**
 * Borrowers matching the first search of {@link borrowerSearches} that finds any. A name's
 * borrowers are first gathered from its index: few (a surname, a full name) are sorted by id
 * among themselves; many (a common first name) are dense among the newest, so walking the
 * borrowers newest first meets a page of them at once. The planner cannot tell the two apart (a
 * rare word or ID has no statistics) and guessed wrong both ways: seconds either way at a million.
 * A national ID is gathered the same way.
 */
export async function searchBorrowers(db: Db, query: BorrowerQuery) {
  for (const search of borrowerSearches(db, query)) {
    const gather =
      search.kind === 'name'
        ? nameCandidates
        : search.kind === 'nationalId'
          ? nationalIdCandidates
          : undefined;
    if (gather) {
      const ids = (await gather(db, query.text, query.after)).map((r) => r.userId);
      if (ids.length === 0) continue;
      const [few] = borrowerSearches(db, { ...query, ids });
      if (ids.length <= NAME_CANDIDATES && few) return few.query;
    }
    const rows = await search.query;
    if (rows.length) return rows;
  }
  return [];
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
