/** The SQL of the repayment-proof queue (proofs.ts): undecided proofs, a proof's file, its review. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { feedbackFiles, loanOrders, proofReviews, users } from '../../db/schema';
import type { ProofKey } from './paging';

export type ProofFileRow = typeof feedbackFiles.$inferSelect;
export type NewProofReview = typeof proofReviews.$inferInsert;

/** Upload time in whole microseconds: the cursor keeps the database's own precision. */
const createdAtUs = sql<string>`(extract(epoch from ${feedbackFiles.createdAt}) * 1000000)::bigint`;

/**
 * Proofs nobody has decided on, oldest first, after `after` (keyset, decision 0028: the page
 * starts on the index where the last ended); one row past `limit` tells there is more.
 */
export async function undecidedProofs(db: Db, limit: number, after?: ProofKey) {
  const rows = await db
    .select({
      fileId: feedbackFiles.id,
      userId: feedbackFiles.userId,
      mobile: users.mobile,
      country: users.country,
      // The name the borrower gave on their personal form: who the reviewer is crediting.
      name: sql<
        string | null
      >`(select nullif(concat_ws(' ', p.data->>'firstName', p.data->>'lastName'), '')
        from profile_forms p where p.user_id = ${users.id} and p.form = 'personal')`,
      orderId: loanOrders.id,
      orderNo: feedbackFiles.orderNo,
      payOrderId: feedbackFiles.payOrderId,
      orderStatus: loanOrders.status,
      createdAt: feedbackFiles.createdAt,
      createdAtUs,
    })
    .from(feedbackFiles)
    .innerJoin(users, eq(users.id, feedbackFiles.userId))
    .leftJoin(loanOrders, eq(loanOrders.orderNo, feedbackFiles.orderNo))
    .leftJoin(proofReviews, eq(proofReviews.fileId, feedbackFiles.id))
    .where(
      and(
        eq(feedbackFiles.kind, 'credential'),
        isNull(proofReviews.id),
        after &&
          sql`(${feedbackFiles.createdAt}, ${feedbackFiles.id}) > (timestamptz 'epoch' +
            ${after.createdAtUs}::bigint * interval '1 microsecond', ${after.fileId}::bigint)`,
      ),
    )
    .orderBy(asc(feedbackFiles.createdAt), asc(feedbackFiles.id))
    .limit(limit + 1);
  return rows.map((r) => ({ ...r, createdAtUs: Number(r.createdAtUs) }));
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

/** The proof's review, when it was decided. */
export async function proofReviewOf(db: Db, fileId: number) {
  const [row] = await db.select().from(proofReviews).where(eq(proofReviews.fileId, fileId));
  return row;
}

/** Whether an approved proof already proved payment order `payOrderId` (at most once). */
export async function provenAlready(db: Db, payOrderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: proofReviews.id })
    .from(proofReviews)
    .where(and(eq(proofReviews.proves, payOrderId), eq(proofReviews.decision, 'approved')))
    .limit(1);
  return row !== undefined;
}
