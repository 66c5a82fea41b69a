/** SQL of the USSD channel (schema/ussd.ts): session rows and the borrowers' form drafts. */
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ussdDrafts, ussdSessions } from '../../db/schema';
import type { ScreenCount } from '../../domain/ussd/drop-off';

export type UssdSessionRow = typeof ussdSessions.$inferSelect;
export type UssdDraftRow = typeof ussdDrafts.$inferSelect;

export async function findSession(
  db: Db,
  provider: string,
  sessionId: string,
): Promise<UssdSessionRow | undefined> {
  const rows = await db
    .select()
    .from(ussdSessions)
    .where(and(eq(ussdSessions.provider, provider), eq(ussdSessions.sessionId, sessionId)))
    .limit(1);
  return rows[0];
}

export async function saveSession(db: Db, row: UssdSessionRow): Promise<void> {
  await db
    .insert(ussdSessions)
    .values(row)
    .onConflictDoUpdate({
      target: [ussdSessions.provider, ussdSessions.sessionId],
      set: {
        userId: row.userId,
        state: row.state,
        lastText: row.lastText,
        screen: row.screen,
        updatedAt: row.updatedAt,
      },
    });
}

/** Forgets sessions last answered before `before` (their drafts stay for a redial). */
export async function forgetSessionsBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(ussdSessions)
    .where(lt(ussdSessions.updatedAt, before))
    .returning({ sessionId: ussdSessions.sessionId });
  return gone.length;
}

export async function findDraft(
  db: Db,
  userId: number,
  form: string,
): Promise<UssdDraftRow | undefined> {
  const rows = await db
    .select()
    .from(ussdDrafts)
    .where(and(eq(ussdDrafts.userId, userId), eq(ussdDrafts.form, form)))
    .limit(1);
  return rows[0];
}

export async function saveDraft(db: Db, row: UssdDraftRow): Promise<void> {
  await db
    .insert(ussdDrafts)
    .values(row)
    .onConflictDoUpdate({
      target: [ussdDrafts.userId, ussdDrafts.form],
      set: { data: row.data, schemaHash: row.schemaHash, updatedAt: row.updatedAt },
    });
}

export async function deleteDraft(db: Db, userId: number, form: string): Promise<void> {
  await db.delete(ussdDrafts).where(and(eq(ussdDrafts.userId, userId), eq(ussdDrafts.form, form)));
}

/** Sessions answered since `since`, counted by their last screen. */
export async function lastScreenCounts(db: Db, since: Date): Promise<ScreenCount[]> {
  return db
    .select({ screen: ussdSessions.screen, sessions: count() })
    .from(ussdSessions)
    .where(gte(ussdSessions.updatedAt, since))
    .groupBy(ussdSessions.screen);
}
