/** SQL of borrower flags (schema/collections.ts): live flags of a borrower, putting and lifting one. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { borrowerFlags } from '../../db/schema';
import type { BorrowerFlagKind } from '../../domain/borrower-flags';

export type BorrowerFlagRow = typeof borrowerFlags.$inferSelect;

/** Every flag of a borrower, lifted ones too, newest first: the card shows the whole story. */
export async function flagsOf(db: Db, userId: number): Promise<BorrowerFlagRow[]> {
  const rows = await db.select().from(borrowerFlags).where(eq(borrowerFlags.userId, userId));
  return rows.sort((a, b) => b.id - a.id);
}

/** The kinds of a borrower's flags not lifted. */
export async function liveFlagKinds(db: Db, userId: number): Promise<BorrowerFlagKind[]> {
  const rows = await db
    .select({ kind: borrowerFlags.kind })
    .from(borrowerFlags)
    .where(and(eq(borrowerFlags.userId, userId), isNull(borrowerFlags.liftedAt)));
  return rows.map((r) => r.kind);
}

/** Puts a flag; undefined when the borrower already carries a live one of that kind. */
export async function putFlag(
  tx: Tx,
  flag: { userId: number; kind: BorrowerFlagKind; reason: string; staffId: number; at: Date },
): Promise<BorrowerFlagRow | undefined> {
  const [row] = await tx
    .insert(borrowerFlags)
    .values({
      userId: flag.userId,
      kind: flag.kind,
      reason: flag.reason,
      staffId: flag.staffId,
      createdAt: flag.at,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Lifts a live flag; undefined when there is none with that id on that borrower. */
export async function liftFlag(
  tx: Tx,
  lift: { userId: number; flagId: number; reason: string; staffId: number; at: Date },
): Promise<BorrowerFlagRow | undefined> {
  const [row] = await tx
    .update(borrowerFlags)
    .set({ liftedAt: lift.at, liftedBy: lift.staffId, liftReason: lift.reason })
    .where(
      and(
        eq(borrowerFlags.id, lift.flagId),
        eq(borrowerFlags.userId, lift.userId),
        isNull(borrowerFlags.liftedAt),
      ),
    )
    .returning();
  return row;
}
