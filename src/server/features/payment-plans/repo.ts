/** SQL of payment plans (schema/payment-plans.ts) and of the money paid on a loan since one began. */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Country } from '../../../shared/countries';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { journalEntries, journalLines, loanOrders, paymentPlans, staff } from '../../db/schema';
import type { PlanStatus } from '../../domain/payment-plan';

export type PlanRow = typeof paymentPlans.$inferSelect;

/** Inserts a proposal; undefined when the loan already has a plan under way (one at a time). */
export async function insertPlan(
  tx: Tx,
  values: typeof paymentPlans.$inferInsert,
): Promise<PlanRow | undefined> {
  const [row] = await tx.insert(paymentPlans).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, id));
  return row;
}

/** The loan's plan in one of `statuses`, the newest first. */
export async function planOfOrder(
  db: Db,
  orderId: number,
  statuses: readonly PlanStatus[],
): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.orderId, orderId), inArray(paymentPlans.status, [...statuses])))
    .orderBy(desc(paymentPlans.id))
    .limit(1);
  return row;
}

/** Every plan of a loan, newest first. */
export function plansOfOrder(db: Db, orderId: number): Promise<PlanRow[]> {
  return db
    .select()
    .from(paymentPlans)
    .where(eq(paymentPlans.orderId, orderId))
    .orderBy(desc(paymentPlans.id));
}

/**
 * Moves a plan from `from` once: a second writer (another approver, a retried accept) finds it
 * moved and changes nothing.
 */
export async function movePlan(
  tx: Tx,
  id: number,
  from: PlanStatus,
  set: Partial<typeof paymentPlans.$inferInsert>,
): Promise<PlanRow | undefined> {
  const [row] = await tx
    .update(paymentPlans)
    .set(set)
    .where(and(eq(paymentPlans.id, id), eq(paymentPlans.status, from)))
    .returning();
  return row;
}

const proposer = alias(staff, 'proposer');
const approver = alias(staff, 'approver');

/** Plans of `statuses` with their loan and the staff who proposed and approved them. */
export function plansWithNames(db: Db, statuses: readonly PlanStatus[], limit: number) {
  return db
    .select({
      plan: paymentPlans,
      orderNo: loanOrders.orderNo,
      country: loanOrders.country,
      proposerEmail: proposer.email,
      approverEmail: approver.email,
    })
    .from(paymentPlans)
    .innerJoin(loanOrders, eq(loanOrders.id, paymentPlans.orderId))
    .leftJoin(proposer, eq(proposer.id, paymentPlans.proposedBy))
    .leftJoin(approver, eq(approver.id, paymentPlans.approvedBy))
    .where(inArray(paymentPlans.status, [...statuses]))
    .orderBy(paymentPlans.id)
    .limit(limit);
}

/** Plans of `country` in `status`: the end-of-day job settles them. */
export function plansOfCountry(db: Db, country: Country, status: PlanStatus) {
  return db
    .select({ plan: paymentPlans })
    .from(paymentPlans)
    .innerJoin(loanOrders, eq(loanOrders.id, paymentPlans.orderId))
    .where(and(eq(paymentPlans.status, status), eq(loanOrders.country, country)));
}

/** Money in on a loan since `from` (repayments, as cash): what counts towards a plan. */
export async function paidSince(db: Db, orderId: number, from: Date): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalLines.orderId, orderId),
        eq(journalLines.account, 'cash'),
        eq(journalEntries.kind, 'repayment'),
        gte(journalEntries.at, from),
      ),
    );
  return Number(row?.paid ?? 0);
}
