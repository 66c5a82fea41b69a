/** SQL of the SMS outbox: messages, the provider ids of their attempts, and reports applied. */
import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, smsAttempts, smsOutbox, smsReports, type SmsStatus } from '../../db/schema';
import { statusesInPhase } from '../../../shared/orders';

export type OutboxRow = typeof smsOutbox.$inferSelect;
export type NewOutboxRow = typeof smsOutbox.$inferInsert;

/** Writes a message unless one with its key exists; its id, or undefined for a repeat. */
export async function insertMessage(db: Db, row: NewOutboxRow): Promise<number | undefined> {
  const [made] = await db
    .insert(smsOutbox)
    .values(row)
    .onConflictDoNothing({ target: smsOutbox.key })
    .returning({ id: smsOutbox.id });
  return made?.id;
}

export async function findMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
  return row;
}

/** Takes a queued, due message for one attempt, unless another sender holds it. */
export async function claimMessage(
  db: Db,
  id: number,
  now: number,
  leaseMs: number,
): Promise<OutboxRow | undefined> {
  const at = new Date(now);
  const [row] = await db
    .update(smsOutbox)
    .set({ lockedUntil: new Date(now + leaseMs) })
    .where(
      and(
        eq(smsOutbox.id, id),
        eq(smsOutbox.status, 'queued'),
        lte(smsOutbox.nextAttemptAt, at),
        or(isNull(smsOutbox.lockedUntil), lte(smsOutbox.lockedUntil, at)),
      ),
    )
    .returning();
  return row;
}

/** Locks a message's row for a report or a status change. */
export async function lockMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.id, id)).for('update');
  return row;
}

export async function updateMessage(
  db: Db,
  id: number,
  set: Partial<Omit<NewOutboxRow, 'id' | 'key'>>,
): Promise<void> {
  await db.update(smsOutbox).set(set).where(eq(smsOutbox.id, id));
}

export async function recordAttempt(db: Db, row: typeof smsAttempts.$inferInsert): Promise<void> {
  await db.insert(smsAttempts).values(row).onConflictDoNothing();
}

/** The message a provider's id belongs to (any of its attempts). */
export async function messageOfProviderId(
  db: Db,
  provider: string,
  providerMessageId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: smsAttempts.outboxId })
    .from(smsAttempts)
    .where(
      and(eq(smsAttempts.provider, provider), eq(smsAttempts.providerMessageId, providerMessageId)),
    );
  return row?.id;
}

/** Records a report; false when this very report was applied before (a duplicate post). */
export async function insertReport(db: Db, row: typeof smsReports.$inferInsert): Promise<boolean> {
  const made = await db.insert(smsReports).values(row).onConflictDoNothing().returning({
    key: smsReports.reportKey,
  });
  return made.length > 0;
}

/** Whether a loan still owes (a reminder about it is still true). */
export async function orderOwing(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(
      and(eq(loanOrders.id, orderId), inArray(loanOrders.status, statusesInPhase('repaying'))),
    );
  return row !== undefined;
}

const FINAL: SmsStatus[] = ['delivered', 'failed', 'expired', 'cancelled'];

/**
 * Erases the sealed values of messages that will never be sent again: final ones, and those sent
 * a day ago whose report never came (providers stop retrying within hours).
 */
export async function eraseSettledValues(db: Db, now: number): Promise<number> {
  const erased = await db
    .update(smsOutbox)
    .set({ sealed: null })
    .where(
      and(
        isNotNull(smsOutbox.sealed),
        or(
          inArray(smsOutbox.status, FINAL),
          and(eq(smsOutbox.status, 'sent'), lte(smsOutbox.sentAt, new Date(now - 86_400_000))),
        ),
      ),
    )
    .returning({ id: smsOutbox.id });
  return erased.length;
}

/** The newest messages, for the sandbox outbox page. */
export async function recentMessages(db: Db, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(smsOutbox)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}

/** Every message of a borrower's number, oldest first (tests and support). */
export async function messagesTo(db: Db, mobile: string): Promise<OutboxRow[]> {
  return db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(smsOutbox.id);
}

/** Forgets a deleted borrower's messages (their number and what was said to them). */
export async function deleteMessagesOf(db: Db, userId: number, mobile: string): Promise<void> {
  const ids = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(or(eq(smsOutbox.userId, userId), eq(smsOutbox.mobile, mobile)));
  await db.delete(smsAttempts).where(inArray(smsAttempts.outboxId, ids));
  await db.delete(smsOutbox).where(or(eq(smsOutbox.userId, userId), eq(smsOutbox.mobile, mobile)));
}

export const countQueued = (db: Db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsOutbox)
    .where(eq(smsOutbox.status, 'queued'));
