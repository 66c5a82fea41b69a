/**
 * Payouts held by the SIM check at the payout (decision 0053): one row per order. Two members
 * release one, each with their words: the first's check is kept, a different member's release
 * lets the payout start. A released hold is never asked about again, so the payout it lets go
 * is the order's one payout.
 */
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutHolds, type PayoutHoldAnswer } from '../../db/schema';

export type PayoutHold = typeof payoutHolds.$inferSelect;

export async function holdOf(db: Db, orderId: number): Promise<PayoutHold | undefined> {
  const [row] = await db.select().from(payoutHolds).where(eq(payoutHolds.orderId, orderId));
  return row;
}

/**
 * Holds the order's payout; a second hold of an open one keeps the first. A released hold is
 * opened again for a wallet changed since its release (its release stays in the audit), so two
 * members check the new number too.
 */
export async function holdPayout(
  db: Db,
  hold: { orderId: number; userId: number; answer: PayoutHoldAnswer; account: string; at: Date },
): Promise<void> {
  const { at, ...rest } = hold;
  const cleared = { checkedBy: null, checkedReason: null, releasedBy: null, releasedReason: null };
  await db
    .insert(payoutHolds)
    .values({ ...rest, heldAt: at })
    .onConflictDoUpdate({
      target: payoutHolds.orderId,
      set: { answer: rest.answer, account: rest.account, heldAt: at, ...cleared, releasedAt: null },
      setWhere: and(isNotNull(payoutHolds.releasedAt), ne(payoutHolds.account, rest.account)),
    });
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
