/** SQL of rollovers (schema `rollovers`): a paid rollover fee, then the due date it moved. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { rollovers } from '../../db/schema';

export type RolloverRow = typeof rollovers.$inferSelect;

/** A rollover of the order whose fee is paid and which is not completed yet. */
export async function findUnappliedRollover(
  db: Db,
  orderId: number,
): Promise<RolloverRow | undefined> {
  const [row] = await db
    .select()
    .from(rollovers)
    .where(and(eq(rollovers.orderId, orderId), isNull(rollovers.appliedAt)))
    .limit(1);
  return row;
}

/** Locks the rollover paid by `payOrderId` for the rest of the transaction. */
export async function lockRollover(db: Tx, payOrderId: string): Promise<RolloverRow | undefined> {
  const [row] = await db
    .select()
    .from(rollovers)
    .where(eq(rollovers.payOrderId, payOrderId))
    .for('update')
    .limit(1);
  return row;
}

export async function markRolloverApplied(
  db: Db,
  id: number,
  newDueDay: number,
  at: Date,
): Promise<void> {
  await db.update(rollovers).set({ appliedAt: at, newDueDay }).where(eq(rollovers.id, id));
}
