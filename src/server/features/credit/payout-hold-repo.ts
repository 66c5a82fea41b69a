/**
 * Payouts held by the SIM check at the payout (decision 0053): one row per order. Two members
 * release one, each with their words: the first's check is kept, a different member's release
 * lets the payout start. A released hold is never asked about again, so the payout it lets go
 * is the order's one payout.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutHolds, type PayoutHoldAnswer } from '../../db/schema';

export type PayoutHold = typeof payoutHolds.$inferSelect;

export async function holdOf(db: Db, orderId: number): Promise<PayoutHold | undefined> {
  const [row] = await db.select().from(payoutHolds).where(eq(payoutHolds.orderId, orderId));
  return row;
}

/** Holds the order's payout; a second hold of the same order keeps the first. */
export async function holdPayout(
  db: Db,
  hold: { orderId: number; userId: number; answer: PayoutHoldAnswer; account: string; at: Date },
): Promise<void> {
  const { at, ...rest } = hold;
  await db
    .insert(payoutHolds)
    .values({ ...rest, heldAt: at })
    .onConflictDoNothing();
}

export type ReleaseStep = 'checked' | 'released' | 'notHeld' | 'sameMember';

/** One member's word on a held payout, in the caller's transaction (the order row locked). */
export async function releaseStep(
  db: Db,
  orderId: number,
  staffId: number,
  reason: string,
  at: Date,
): Promise<ReleaseStep> {
  const hold = await holdOf(db, orderId);
  if (!hold || hold.releasedAt) return 'notHeld';
  const open = and(eq(payoutHolds.orderId, orderId), isNull(payoutHolds.releasedAt));
  if (hold.checkedBy === null) {
    await db.update(payoutHolds).set({ checkedBy: staffId, checkedReason: reason }).where(open);
    return 'checked';
  }
  if (hold.checkedBy === staffId) return 'sameMember';
  await db
    .update(payoutHolds)
    .set({ releasedBy: staffId, releasedReason: reason, releasedAt: at })
    .where(open);
  return 'released';
}
