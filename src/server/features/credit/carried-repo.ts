/** The borrower's latest decision, read for the limit it carries into the next offer (0053). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditDecisions } from '../../db/schema';

export async function latestDecisionOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      decidedBy: creditDecisions.decidedBy,
      limitAmount: creditDecisions.limitAmount,
      inputs: creditDecisions.inputs,
      reasons: creditDecisions.reasons,
    })
    .from(creditDecisions)
    .where(eq(creditDecisions.userId, userId))
    .orderBy(desc(creditDecisions.id))
    .limit(1);
  return row;
}
