/** SQL of the callback inbox (schema webhook_inbox): one row per (provider, event id). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookInbox } from '../../db/schema';

type InboxRow = typeof webhookInbox.$inferSelect;

/** Writes a callback to the inbox; its row id, or undefined when the event was already in. */
export async function insertInboxRow(
  db: Db,
  values: typeof webhookInbox.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db
    .insert(webhookInbox)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: webhookInbox.id });
  return row?.id;
}

export async function setInboxOutcome(
  db: Db,
  id: number,
  outcome: InboxRow['outcome'],
): Promise<void> {
  await db.update(webhookInbox).set({ outcome }).where(eq(webhookInbox.id, id));
}
