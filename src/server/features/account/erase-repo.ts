/**
 * SQL of erasing a deleted account's kept records: every row that points to its loans, and the
 * deletion records due. Its journal entries stay, anonymised: the books never lose an entry, so
 * every past total and balance stays what it was, and nothing in them leads back to the borrower.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import {
  accountDeletions,
  accountDeletionTickets,
  coupons,
  jobs,
  loanOrders,
  moneyRequests,
  paymentPlans,
  orderEvents,
  paymentIntents,
  payoutHolds,
  reminders,
  sessions,
  webhookInbox,
} from '../../db/schema';

/**
 * Cuts the account's journal entries loose from its orders: no order, no staff note (free text),
 * and a key that names nothing but the entry (keys name orders and payment references). Amounts,
 * accounts, currencies, kinds and dates stay, so the entries still balance and every total is
 * unchanged. The journal is append-only for the server's role: this goes through the one audited
 * database function allowed to do it (migration 0040), which refuses an account not being erased.
 */
async function anonymiseJournal(db: Tx, userId: number, now: Date): Promise<void> {
  await db.execute(sql`select erase_journal_links(${userId}, ${now.toISOString()}::timestamptz)`);
}

export async function eraseAccountRecords(db: Tx, userId: number, now: Date): Promise<void> {
  const orderIds = (
    await db.select({ id: loanOrders.id }).from(loanOrders).where(eq(loanOrders.userId, userId))
  ).map((o) => o.id);
  await anonymiseJournal(db, userId, now);
  if (orderIds.length > 0) {
    const payOrderIds = (
      await db
        .select({ id: paymentIntents.payOrderId })
        .from(paymentIntents)
        .where(inArray(paymentIntents.orderId, orderIds))
    ).map((p) => p.id);
    const ids = orderIds.map(String);
    const jobMatches = [
      sql`${jobs.payload}->>'orderId' in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ];
    if (payOrderIds.length > 0) {
      await db.delete(webhookInbox).where(inArray(webhookInbox.payOrderId, payOrderIds));
      jobMatches.push(
        sql`${jobs.payload}->>'payOrderId' in (${sql.join(
          payOrderIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
    // Done jobs and the sandbox rail's memory of these payments name the orders and wallets.
    await db.delete(jobs).where(or(...jobMatches));
    await db.delete(paymentIntents).where(inArray(paymentIntents.orderId, orderIds));
    await db.delete(orderEvents).where(inArray(orderEvents.orderId, orderIds));
    await db.delete(reminders).where(inArray(reminders.orderId, orderIds));
    await db.delete(moneyRequests).where(inArray(moneyRequests.orderId, orderIds));
    await db.delete(paymentPlans).where(inArray(paymentPlans.orderId, orderIds));
    // A held payout names the wallet number it was to go to.
    await db.delete(payoutHolds).where(inArray(payoutHolds.orderId, orderIds));
    await db.delete(loanOrders).where(inArray(loanOrders.id, orderIds));
  }
  await db.delete(coupons).where(eq(coupons.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(accountDeletionTickets).where(eq(accountDeletionTickets.userId, userId));
  await db
    .update(accountDeletions)
    .set({ recordsErasedAt: now })
    .where(eq(accountDeletions.userId, userId));
}

/** Deletions whose retention period ended before `now` and whose records are still kept. */
export async function dueDeletions(db: Db, now: Date, batch: number): Promise<number[]> {
  const rows = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(lt(accountDeletions.retainUntil, now), isNull(accountDeletions.recordsErasedAt)))
    .limit(batch);
  return rows.map((r) => r.userId);
}

/** Locks the deletion of `userId` while its records are kept; false when another server has it. */
export async function lockKeptDeletion(db: Tx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.recordsErasedAt)))
    .for('update', { skipLocked: true });
  return rows.length > 0;
}
