/**
 * The end of the retention period (spec §4, the deletion screen's promise "kept records are erased
 * after <date>"): the loans, repayments and ledger entries kept for a deleted account are erased
 * with everything that points to them. Each journal entry goes whole, so the journal stays
 * balanced. The account_deletions row stays (reason and dates, nothing personal) as the trace.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountDeletions,
  accountDeletionTickets,
  coupons,
  jobs,
  journalEntries,
  journalLines,
  loanOrders,
  orderEvents,
  paymentIntents,
  reminders,
  sessions,
  webhookInbox,
} from '../../db/schema';
import type { ServerDeps } from '../../types';

async function eraseAccountRecords(db: Db, userId: number, now: Date): Promise<void> {
  const orderIds = (
    await db.select({ id: loanOrders.id }).from(loanOrders).where(eq(loanOrders.userId, userId))
  ).map((o) => o.id);
  if (orderIds.length > 0) {
    const payOrderIds = (
      await db
        .select({ id: paymentIntents.payOrderId })
        .from(paymentIntents)
        .where(inArray(paymentIntents.orderId, orderIds))
    ).map((p) => p.id);
    const entryIds = db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(inArray(journalEntries.orderId, orderIds));
    await db
      .delete(journalLines)
      .where(or(inArray(journalLines.entryId, entryIds), inArray(journalLines.orderId, orderIds)));
    await db.delete(journalEntries).where(inArray(journalEntries.orderId, orderIds));
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

/** Erases the kept records of every deleted account whose retention period has ended. */
export async function eraseExpiredRecords(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  batch = 20,
): Promise<number> {
  const now = new Date(deps.clock());
  const due = await deps.db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(lt(accountDeletions.retainUntil, now), isNull(accountDeletions.recordsErasedAt)))
    .limit(batch);
  for (const { userId } of due) {
    await deps.db.transaction(async (tx) => {
      // Another server may have taken this account in the meantime: erase once.
      const [still] = await tx
        .select({ userId: accountDeletions.userId })
        .from(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.recordsErasedAt)))
        .for('update', { skipLocked: true });
      if (still) await eraseAccountRecords(tx, userId, now);
    });
  }
  return due.length;
}
