/** SQL of staff accounts, their sessions and the audit log (which is only ever inserted into). */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffAudit, staffAuditHead, staffSessions } from '../../db/schema';
import type { ChainRow } from './audit-chain';

export type StaffRow = typeof staff.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type AuditRow = typeof staffAudit.$inferSelect;

export async function insertStaff(db: Db, values: typeof staff.$inferInsert): Promise<StaffRow> {
  const [row] = await db.insert(staff).values(values).returning();
  if (!row) throw new Error('insert into staff returned no row');
  return row;
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return (await db.select().from(staff).where(eq(staff.email, email)).limit(1))[0];
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(staff.id);
}

export async function updateStaff(
  db: Db,
  id: number,
  values: Partial<typeof staff.$inferInsert>,
): Promise<void> {
  await db.update(staff).set(values).where(eq(staff.id, id));
}

/**
 * Counts one sign-in attempt before any secret is compared, in one statement: refused (undefined)
 * while the account is locked or disabled; the attempt that reaches `maxTries` sets the lock
 * itself, so parallel attempts past it are refused, never evaluated, and a failure that comes
 * later has nothing to write (no stale row can erase the lock). A success clears both.
 */
export async function claimSignInAttempt(
  db: Db,
  id: number,
  now: Date,
  maxTries: number,
  lockUntil: Date,
): Promise<{ locks: boolean } | undefined> {
  const reaches = sql`${staff.failedTries} + 1 >= ${maxTries}`;
  const rows = await db
    .update(staff)
    .set({
      failedTries: sql`case when ${reaches} then 0 else ${staff.failedTries} + 1 end`,
      lockedUntil: sql`case when ${reaches} then ${lockUntil.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(staff.id, id),
        isNull(staff.disabledAt),
        or(isNull(staff.lockedUntil), lt(staff.lockedUntil, now)),
      ),
    )
    .returning({ lockedUntil: staff.lockedUntil });
  const row = rows[0];
  return row && { locks: row.lockedUntil !== null };
}

/** Ends every live session of a member at once (disabled, new password, new authenticator). */
export async function endSessionsOf(db: Db, staffId: number, now: Date): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

export async function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  return (await db.select().from(staff).where(eq(staff.id, id)).limit(1))[0];
}

/** Records a TOTP step as used unless it or a later one already was (no replay, even racing). */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ lastTotpStep: step, failedTries: 0, lockedUntil: null })
    .where(and(eq(staff.id, id), or(isNull(staff.lastTotpStep), lt(staff.lastTotpStep, step))))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function insertSession(
  db: Db,
  values: typeof staffSessions.$inferInsert,
): Promise<void> {
  await db.insert(staffSessions).values(values);
}

export async function findLiveSession(
  db: Db,
  tokenHash: string,
): Promise<{ session: StaffSessionRow; staff: StaffRow } | undefined> {
  const rows = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.endedAt)))
    .limit(1);
  return rows[0];
}

export async function updateSession(
  db: Db,
  id: number,
  values: Partial<typeof staffSessions.$inferInsert>,
): Promise<void> {
  await db.update(staffSessions).set(values).where(eq(staffSessions.id, id));
}

export async function insertAudit(db: Db, values: typeof staffAudit.$inferInsert): Promise<void> {
  await db.insert(staffAudit).values(values);
}

/** A page of the audit chain after `afterSeq`, each column as the database prints it. */
export async function readChainPage(db: Db, afterSeq: number, limit: number): Promise<ChainRow[]> {
  const result = await db.execute(sql`
    select id::text as "id", seq::text as "seq", staff_id::text as "staffId", action, target,
           detail::text as "detail", ip,
           (extract(epoch from at) * 1000000)::bigint::text as "atMicros",
           prev_hash as "prevHash", hash
      from staff_audit where staff_audit.seq > ${afterSeq}
     order by staff_audit.seq limit ${limit}`);
  return (result as unknown as { rows: ChainRow[] }).rows;
}

/** Audit rows outside the chain (no place in it): only a write that bypassed the trigger. */
export async function firstUnchainedAudit(db: Db): Promise<number | undefined> {
  const rows = await db
    .select({ id: staffAudit.id })
    .from(staffAudit)
    .where(isNull(staffAudit.seq))
    .orderBy(staffAudit.id)
    .limit(1);
  return rows[0]?.id;
}

export async function readChainHead(db: Db): Promise<{ seq: string; hash: string } | undefined> {
  const rows = await db
    .select({ seq: sql<string>`${staffAuditHead.seq}::text`, hash: staffAuditHead.hash })
    .from(staffAuditHead)
    .limit(1);
  return rows[0];
}
