/** The SQL of the repayment-proof queue (proofs.ts): undecided proofs, a proof's file, its review. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { feedbackFiles, loanOrders, proofReviews, users } from '../../db/schema';

export type ProofFileRow = typeof feedbackFiles.$inferSelect;
export type NewProofReview = typeof proofReviews.$inferInsert;

/** Proofs nobody has decided on, oldest first; one row past `limit` tells there is more. */
export async function undecidedProofs(db: Db, limit: number, offset: number) {
  return db
    .select({
      fileId: feedbackFiles.id,
      userId: feedbackFiles.userId,
      mobile: users.mobile,
      orderNo: feedbackFiles.orderNo,
      payOrderId: feedbackFiles.payOrderId,
      orderStatus: loanOrders.status,
      createdAt: feedbackFiles.createdAt,
    })
    .from(feedbackFiles)
    .innerJoin(users, eq(users.id, feedbackFiles.userId))
    .leftJoin(loanOrders, eq(loanOrders.orderNo, feedbackFiles.orderNo))
    .leftJoin(proofReviews, eq(proofReviews.fileId, feedbackFiles.id))
    .where(and(eq(feedbackFiles.kind, 'credential'), isNull(proofReviews.id)))
    .orderBy(asc(feedbackFiles.createdAt), asc(feedbackFiles.id))
    .limit(limit + 1)
    .offset(offset);
}

/** An uploaded repayment proof (a `credential` file) by id; any other upload is not one. */
export async function findProofFile(db: Db, fileId: number): Promise<ProofFileRow | undefined> {
  const [file] = await db
    .select()
    .from(feedbackFiles)
    .where(and(eq(feedbackFiles.id, fileId), eq(feedbackFiles.kind, 'credential')))
    .limit(1);
  return file;
}

/**
 * The proof's one review, written once: undefined when the proof was already decided (a second
 * approval or rejection is then a no-op). Inside the transaction that books what it decides.
 */
export async function insertProofReview(
  tx: Tx,
  review: NewProofReview,
): Promise<typeof proofReviews.$inferSelect | undefined> {
  const [row] = await tx.insert(proofReviews).values(review).onConflictDoNothing().returning();
  return row;
}

/** The mobile the borrower signed up with: the account a manual payment is booked from. */
export async function mobileOf(db: Db, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  return user?.mobile;
}
