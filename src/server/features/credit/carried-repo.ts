/** The borrower's latest decision, read for the limit it carries into the next offer (0053). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditDecisions } from '../../db/schema';

/** The borrower's latest decision; a staff decision answers with its order's policy reasons. */
export async function latestDecisionOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      orderId: creditDecisions.orderId,
      decidedBy: creditDecisions.decidedBy,
      limitAmount: creditDecisions.limitAmount,
      inputs: creditDecisions.inputs,
      reasons: creditDecisions.reasons,
    })
    .from(creditDecisions)
    .where(eq(creditDecisions.userId, userId))
    .orderBy(desc(creditDecisions.id))
    .limit(1);
  if (!row || row.decidedBy === 'policy') return row;
  // A member's decision keeps the policy's evidence (limit, inputs) but states no reasons of its
  // own when it approves: the reasons the borrower is told are the policy's on that order.
  const [policy] = await db
    .select({ reasons: creditDecisions.reasons })
    .from(creditDecisions)
    .where(and(eq(creditDecisions.orderId, row.orderId), eq(creditDecisions.decidedBy, 'policy')))
    .orderBy(desc(creditDecisions.id))
    .limit(1);
  return { ...row, reasons: policy?.reasons ?? row.reasons };
}
