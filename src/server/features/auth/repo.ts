/** SQL of sign-in: users, SMS codes and sessions. */
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, smsCodes, users, type SessionEndReason, type SmsPurpose } from '../../db/schema';
import { sessionCache } from './session-cache';
import type { Country } from '../../../shared/countries';

export type UserRow = typeof users.$inferSelect;
export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export async function findLiveUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Stores the borrower's language; the caller compares first, so an unchanged one costs no write. */
export async function setUserLang(db: Db, id: number, lang: string): Promise<void> {
  await db.update(users).set({ lang }).where(eq(users.id, id));
}

/** Serialises code sends per number inside a transaction (PostgreSQL and PGlite alike). */
export async function lockMobile(db: Db, mobile: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${mobile}))`);
}

export async function insertSmsCode(db: Db, values: typeof smsCodes.$inferInsert): Promise<void> {
  await db.insert(smsCodes).values(values);
}

/** The newest code sent to a number for a purpose: only that one can be used. */
export async function latestSmsCode(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
): Promise<SmsCodeRow | undefined> {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return rows[0];
}

export async function lastSmsSentAt(db: Db, mobile: string): Promise<Date | undefined> {
  const rows = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.mobile, mobile))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return rows[0]?.createdAt;
}

/** Codes sent to a number since `since`, for its daily limit. */
export async function countSmsSince(db: Db, mobile: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, since)));
  return rows[0]?.n ?? 0;
}

/**
 * Takes one try of the newest live code of a number and purpose in a single statement, before the
 * code is compared: of parallel requests only as many as tries remain get a row back (the row
 * lock makes each one see the others' increments), so a request that loses the race is refused
 * without ever being evaluated. Undefined when the newest code is used, expired or out of tries.
 */
export async function takeSmsCodeTry(
  db: Db,
  mobile: string,
  purpose: SmsPurpose,
  maxTries: number,
  now: Date,
): Promise<SmsCodeRow | undefined> {
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  const rows = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, sql`(${newest})`),
        isNull(smsCodes.consumedAt),
        lt(smsCodes.attempts, maxTries),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

/** Marks a code used; false when another request used it first (single use). */
export async function consumeSmsCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

export async function insertSession(
  db: Db,
  values: typeof sessions.$inferInsert,
): Promise<SessionRow> {
  const rows = await db.insert(sessions).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert into sessions returned no row');
  return row;
}

/** Ends every open session of a user. */
export async function endUserSessions(
  db: Db,
  userId: number,
  reason: SessionEndReason,
  now: Date,
): Promise<void> {
  sessionCache.forgetUser(userId);
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

export async function endSession(
  db: Db,
  id: number,
  reason: SessionEndReason,
  now: Date,
): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
    .returning({ userId: sessions.userId });
  for (const row of rows) sessionCache.forgetUser(row.userId);
}

export async function findSessionByHash(
  db: Db,
  tokenHash: string,
): Promise<
  { session: SessionRow; userDeletedAt: Date | null; country: Country; mobile: string } | undefined
> {
  const rows = await db
    .select({
      session: sessions,
      userDeletedAt: users.deletedAt,
      country: users.country,
      mobile: users.mobile,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}
