/** SQL of feedback threads, messages, images and ratings. */
import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  feedback,
  feedbackFiles,
  feedbackMessages,
  feedbackRatings,
  loanOrders,
  paymentIntents,
} from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;
export type MessageRow = typeof feedbackMessages.$inferSelect;
export type FileRow = typeof feedbackFiles.$inferSelect;

export async function insertFeedback(
  db: Db,
  values: typeof feedback.$inferInsert,
): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  if (!row) throw new Error('insert into feedback returned no row');
  return row;
}

export async function findFeedback(db: Db, id: number): Promise<FeedbackRow | undefined> {
  const rows = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1);
  return rows[0];
}

export async function listFeedback(
  db: Db,
  filter: { userId?: number; statuses?: readonly number[]; limit: number; offset: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(feedback.userId, filter.userId));
  if (filter.statuses?.length) conditions.push(inArray(feedback.status, [...filter.statuses]));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await db.select({ n: count() }).from(feedback).where(where);
  return { rows, total: totals?.n ?? 0 };
}

export async function updateFeedback(
  db: Db,
  id: number,
  values: Partial<Pick<FeedbackRow, 'status' | 'staffReplyUnread' | 'updatedAt'>>,
): Promise<void> {
  await db.update(feedback).set(values).where(eq(feedback.id, id));
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), eq(feedback.staffReplyUnread, true)));
  return row?.n ?? 0;
}

export async function insertMessage(
  db: Db,
  values: typeof feedbackMessages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await db.insert(feedbackMessages).values(values).returning();
  if (!row) throw new Error('insert into feedback_messages returned no row');
  return row;
}

export async function listMessages(db: Db, feedbackId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(feedbackMessages)
    .where(eq(feedbackMessages.feedbackId, feedbackId))
    .orderBy(asc(feedbackMessages.createdAt), asc(feedbackMessages.id));
}

export async function insertFile(
  db: Db,
  values: typeof feedbackFiles.$inferInsert,
): Promise<FileRow> {
  const [row] = await db.insert(feedbackFiles).values(values).returning();
  if (!row) throw new Error('insert into feedback_files returned no row');
  return row;
}

export async function findFile(db: Db, id: number): Promise<FileRow | undefined> {
  const rows = await db.select().from(feedbackFiles).where(eq(feedbackFiles.id, id)).limit(1);
  return rows[0];
}

/**
 * Ties the user's unattached images to a thread (and a message); returns how many were tied, so
 * the caller can refuse ids that are someone else's, already used or not images.
 */
export async function attachImages(
  db: Db,
  userId: number,
  ids: readonly number[],
  target: { feedbackId: number; messageId?: number },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(feedbackFiles)
    .set({ feedbackId: target.feedbackId, messageId: target.messageId ?? null })
    .where(
      and(
        eq(feedbackFiles.userId, userId),
        eq(feedbackFiles.kind, 'image'),
        isNull(feedbackFiles.feedbackId),
        inArray(feedbackFiles.id, [...ids]),
      ),
    )
    .returning({ id: feedbackFiles.id });
  return rows.length;
}

export async function filesOfThread(db: Db, feedbackId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(feedbackFiles)
    .where(eq(feedbackFiles.feedbackId, feedbackId))
    .orderBy(asc(feedbackFiles.id));
}

export async function insertRating(
  db: Db,
  values: typeof feedbackRatings.$inferInsert,
): Promise<void> {
  await db.insert(feedbackRatings).values(values);
}

/** Account deletion: threads (with their messages, images, ratings by cascade) and stray files. */
export async function deleteUserFeedback(db: Db, userId: number): Promise<void> {
  await db.delete(feedbackRatings).where(eq(feedbackRatings.userId, userId));
  await db.delete(feedbackFiles).where(eq(feedbackFiles.userId, userId));
  await db.delete(feedback).where(eq(feedback.userId, userId));
}

/**
 * Deletes up to `batch` images attached to nothing and uploaded before `before`; returns their
 * stored names. The delete checks the conditions again itself: an image a post takes at this
 * moment is either attached first (and stays) or gone first (and the post is told it does not
 * exist).
 */
export async function deleteUnattachedImages(
  db: Db,
  before: Date,
  batch: number,
): Promise<string[]> {
  const unattached = and(
    eq(feedbackFiles.kind, 'image'),
    isNull(feedbackFiles.feedbackId),
    isNull(feedbackFiles.messageId),
    lt(feedbackFiles.createdAt, before),
  );
  const gone = await db
    .delete(feedbackFiles)
    .where(
      and(
        unattached,
        inArray(
          feedbackFiles.id,
          db.select({ id: feedbackFiles.id }).from(feedbackFiles).where(unattached).limit(batch),
        ),
      ),
    )
    .returning({ storedName: feedbackFiles.storedName });
  return gone.map((file) => file.storedName);
}

/**
 * Whether the borrower owns the order and the payment order a post names (each when named; a
 * payment order must belong to the named order when both are). Another's do not exist for them.
 */
export async function ownsReferences(
  db: Db,
  userId: number,
  refs: { orderNo?: string | undefined; payOrderId?: string | undefined },
): Promise<boolean> {
  if (refs.orderNo !== undefined) {
    const rows = await db
      .select({ id: loanOrders.id })
      .from(loanOrders)
      .where(and(eq(loanOrders.orderNo, refs.orderNo), eq(loanOrders.userId, userId)))
      .limit(1);
    if (rows.length === 0) return false;
  }
  if (refs.payOrderId === undefined) return true;
  const rows = await db
    .select({ orderNo: loanOrders.orderNo })
    .from(paymentIntents)
    .innerJoin(loanOrders, eq(loanOrders.id, paymentIntents.orderId))
    .where(and(eq(paymentIntents.payOrderId, refs.payOrderId), eq(loanOrders.userId, userId)))
    .limit(1);
  const row = rows[0];
  return row !== undefined && (refs.orderNo === undefined || row.orderNo === refs.orderNo);
}
