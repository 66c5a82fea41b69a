/** SQL of role changes waiting for a second admin, and of members' last sign-ins (decision 0048). */
import { and, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { staffRoleRequests, staffSessions } from '../../db/schema';

export type RoleRequestRow = typeof staffRoleRequests.$inferSelect;

/** The new request, or undefined when the member already has one pending (one at a time). */
export async function insertRoleRequest(
  tx: Tx,
  values: typeof staffRoleRequests.$inferInsert,
): Promise<RoleRequestRow | undefined> {
  const [row] = await tx.insert(staffRoleRequests).values(values).onConflictDoNothing().returning();
  return row;
}

/** Locks a pending request for its decision; undefined when it is missing or decided. */
export async function lockPendingRequest(tx: Tx, id: number): Promise<RoleRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(staffRoleRequests)
    .where(and(eq(staffRoleRequests.id, id), eq(staffRoleRequests.status, 'pending')))
    .for('update');
  return row;
}

export async function decideRoleRequest(
  tx: Tx,
  id: number,
  values: Pick<RoleRequestRow, 'status' | 'decidedBy' | 'decidedAt'>,
): Promise<void> {
  await tx.update(staffRoleRequests).set(values).where(eq(staffRoleRequests.id, id));
}

export function pendingRoleRequests(db: Db): Promise<RoleRequestRow[]> {
  return db
    .select()
    .from(staffRoleRequests)
    .where(eq(staffRoleRequests.status, 'pending'))
    .orderBy(desc(staffRoleRequests.id));
}

/** Each member's last sign-in (the start of their newest session). */
export async function lastSignIns(db: Db): Promise<Map<number, Date>> {
  const rows = await db
    .select({ staffId: staffSessions.staffId, at: max(staffSessions.createdAt) })
    .from(staffSessions)
    .groupBy(staffSessions.staffId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.staffId, r.at] as const] : [])));
}
