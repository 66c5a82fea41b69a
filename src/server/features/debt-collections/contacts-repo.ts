/** SQL of contacts with borrowers: the history of a loan, promises waiting, money paid since one. */
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Country } from '../../../shared/countries';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import {
  collectionContacts,
  journalEntries,
  journalLines,
  loanOrders,
  staff,
} from '../../db/schema';
import type { PromiseState } from '../../domain/collections-queue';

export type ContactRow = typeof collectionContacts.$inferSelect;

export async function insertContact(
  tx: Tx,
  values: typeof collectionContacts.$inferInsert,
): Promise<ContactRow> {
  const [row] = await tx.insert(collectionContacts).values(values).returning();
  if (!row) throw new Error('no contact row');
  return row;
}

/** Every contact about one loan, newest first, with the collector's email. */
export async function contactsOf(db: Db, orderId: number) {
  return db
    .select({
      id: collectionContacts.id,
      at: collectionContacts.at,
      outcome: collectionContacts.outcome,
      note: collectionContacts.note,
      mobile: collectionContacts.mobile,
      promiseAmount: collectionContacts.promiseAmount,
      promiseDay: collectionContacts.promiseDay,
      promiseState: collectionContacts.promiseState,
      staffEmail: staff.email,
    })
    .from(collectionContacts)
    .leftJoin(staff, eq(staff.id, collectionContacts.staffId))
    .where(eq(collectionContacts.orderId, orderId))
    .orderBy(desc(collectionContacts.id));
}

/** The latest promise on each of `orderIds` (any state): the queue shows it beside the loan. */
export async function latestPromises(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectDistinctOn([collectionContacts.orderId], {
      orderId: collectionContacts.orderId,
      amount: collectionContacts.promiseAmount,
      day: collectionContacts.promiseDay,
      state: collectionContacts.promiseState,
    })
    .from(collectionContacts)
    .where(
      and(
        inArray(collectionContacts.orderId, [...orderIds]),
        sql`${collectionContacts.promiseState} is not null`,
      ),
    )
    .orderBy(collectionContacts.orderId, desc(collectionContacts.id));
}

/** Promises of `country` not yet kept or broken. */
export async function pendingPromises(db: Db, country: Country) {
  return db
    .select({
      id: collectionContacts.id,
      orderId: collectionContacts.orderId,
      at: collectionContacts.at,
      amount: collectionContacts.promiseAmount,
      day: collectionContacts.promiseDay,
    })
    .from(collectionContacts)
    .innerJoin(loanOrders, eq(loanOrders.id, collectionContacts.orderId))
    .where(and(eq(collectionContacts.promiseState, 'pending'), eq(loanOrders.country, country)));
}

/** Money the borrower paid on a loan in [from, to): repayments and paid rollover fees, as cash in. */
export async function paidBetween(db: Db, orderId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalLines.orderId, orderId),
        eq(journalLines.account, 'cash'),
        inArray(journalEntries.kind, ['repayment', 'rollover-fee']),
        gte(journalEntries.at, from),
        lt(journalEntries.at, to),
      ),
    );
  return Number(row?.paid ?? 0);
}

/** Settles a pending promise once (a second settler finds it settled and changes nothing). */
export async function settlePromise(
  tx: Tx,
  id: number,
  state: Exclude<PromiseState, 'pending'>,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(collectionContacts)
    .set({ promiseState: state, settledAt: at })
    .where(and(eq(collectionContacts.id, id), eq(collectionContacts.promiseState, 'pending')))
    .returning({ id: collectionContacts.id });
  return rows.length > 0;
}
