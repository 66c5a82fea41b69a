/** SQL of staff accounts, their sessions and the audit log (which is only ever inserted into). */
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffAudit, staffSessions } from '../../db/schema';

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

export async function listAudit(
  db: Db,
  filter: { target?: string; limit: number; offset: number },
): Promise<{ row: AuditRow; email: string | null }[]> {
  return db
    .select({ row: staffAudit, email: staff.email })
    .from(staffAudit)
    .leftJoin(staff, eq(staff.id, staffAudit.staffId))
    .where(filter.target ? eq(staffAudit.target, filter.target) : undefined)
    .orderBy(desc(staffAudit.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
