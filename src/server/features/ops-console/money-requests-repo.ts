/** SQL of the maker-checker requests (schema/money-requests.ts). */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  loanOrders,
  moneyRequests,
  staff,
  type MoneyRequestKind,
  type MoneyRequestStatus,
} from '../../db/schema';

export type MoneyRequestRow = typeof moneyRequests.$inferSelect;
export type NewMoneyRequest = typeof moneyRequests.$inferInsert;

/** Records a request; the existing one when the same thing was asked before (its key). */
export async function insertRequest(db: Db, values: NewMoneyRequest): Promise<MoneyRequestRow> {
  const [inserted] = await db
    .insert(moneyRequests)
    .values(values)
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(moneyRequests)
    .where(eq(moneyRequests.idemKey, values.idemKey));
  if (!existing) throw new Error(`money request ${values.idemKey} vanished`);
  return existing;
}

const checker = alias(staff, 'checker');

/** Requests of `kinds` in `statuses`, oldest first, with their order and both members' e-mails. */
export function listRequests(
  db: Db,
  kinds: readonly MoneyRequestKind[],
  statuses: readonly MoneyRequestStatus[],
  limit: number,
  offset: number,
) {
  if (kinds.length === 0) return Promise.resolve([]);
  return db
    .select({
      request: moneyRequests,
      orderNo: loanOrders.orderNo,
      country: loanOrders.country,
      makerEmail: staff.email,
      checkerEmail: checker.email,
    })
    .from(moneyRequests)
    .innerJoin(loanOrders, eq(loanOrders.id, moneyRequests.orderId))
    .innerJoin(staff, eq(staff.id, moneyRequests.makerId))
    .leftJoin(checker, eq(checker.id, moneyRequests.checkerId))
    .where(
      and(inArray(moneyRequests.kind, [...kinds]), inArray(moneyRequests.status, [...statuses])),
    )
    .orderBy(asc(moneyRequests.createdAt), asc(moneyRequests.id))
    .limit(limit + 1)
    .offset(offset);
}

export async function findRequest(db: Db, id: number): Promise<MoneyRequestRow | undefined> {
  const [row] = await db.select().from(moneyRequests).where(eq(moneyRequests.id, id)).limit(1);
  return row;
}

/**
 * Decides a pending request in one statement: of two checkers deciding at once one wins, and the
 * maker can never be the one (the table's check says so too). Undefined: not pending any more.
 */
export async function decideRequest(
  db: Db,
  id: number,
  decision: { status: Exclude<MoneyRequestStatus, 'pending'>; checkerId: number; note: string },
  at: Date,
): Promise<MoneyRequestRow | undefined> {
  const [row] = await db
    .update(moneyRequests)
    .set({
      status: decision.status,
      checkerId: decision.checkerId,
      checkerNote: decision.note,
      decidedAt: at,
    })
    .where(
      and(
        eq(moneyRequests.id, id),
        eq(moneyRequests.status, 'pending'),
        ne(moneyRequests.makerId, decision.checkerId),
      ),
    )
    .returning();
  return row;
}

/** Puts an approved request back to pending (its booking could not be made: nothing moved). */
export async function reopenRequest(db: Db, id: number): Promise<void> {
  await db
    .update(moneyRequests)
    .set({ status: 'pending', checkerId: null, checkerNote: null, decidedAt: null })
    .where(eq(moneyRequests.id, id));
}

/** Money of `kind` waiting on the loan (a waiver's cap counts what already waits). */
export async function pendingAmount(
  db: Db,
  orderId: number,
  kind: MoneyRequestKind,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${moneyRequests.amount}), 0)` })
    .from(moneyRequests)
    .where(
      and(
        eq(moneyRequests.orderId, orderId),
        eq(moneyRequests.kind, kind),
        eq(moneyRequests.status, 'pending'),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The loan a request is about: its id and borrower. */
export async function orderOfRequest(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: loanOrders.id, userId: loanOrders.userId })
    .from(loanOrders)
    .where(eq(loanOrders.id, orderId))
    .limit(1);
  return row;
}
