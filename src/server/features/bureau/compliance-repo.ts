/** SQL of the compliance desk: files' submissions, and the notices sent with their delivery. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bureauFileSubmissions,
  bureauNotices,
  loanOrders,
  smsOutbox,
  staff,
} from '../../db/schema';

export async function submissionsOf(db: Db, fileIds: readonly number[]) {
  if (fileIds.length === 0) return [];
  return db
    .select({
      fileId: bureauFileSubmissions.fileId,
      bureau: bureauFileSubmissions.bureau,
      reference: bureauFileSubmissions.reference,
      submittedAt: bureauFileSubmissions.submittedAt,
      email: staff.email,
    })
    .from(bureauFileSubmissions)
    .innerJoin(staff, eq(staff.id, bureauFileSubmissions.staffId))
    .where(inArray(bureauFileSubmissions.fileId, [...fileIds]))
    .orderBy(bureauFileSubmissions.submittedAt);
}

/** Records a submission once per file and bureau; false when it was recorded before. */
export async function insertSubmission(
  db: Db,
  values: typeof bureauFileSubmissions.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(bureauFileSubmissions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: bureauFileSubmissions.id });
  return rows.length > 0;
}

const noticeColumns = {
  orderNo: loanOrders.orderNo,
  country: loanOrders.country,
  kind: bureauNotices.kind,
  amount: bureauNotices.amount,
  createdAt: bureauNotices.createdAt,
  smsStatus: smsOutbox.status,
  smsFinalAt: smsOutbox.finalAt,
};

/** Notices newest first, each with its SMS's status and when that became final. */
export async function listNotices(db: Db, limit: number, delivered?: boolean) {
  return db
    .select(noticeColumns)
    .from(bureauNotices)
    .innerJoin(loanOrders, eq(loanOrders.id, bureauNotices.orderId))
    .leftJoin(smsOutbox, eq(smsOutbox.id, bureauNotices.outboxId))
    .where(
      delivered === undefined
        ? undefined
        : delivered
          ? eq(smsOutbox.status, 'delivered')
          : sql`${smsOutbox.status} is distinct from 'delivered'`,
    )
    .orderBy(desc(bureauNotices.createdAt), desc(bureauNotices.id))
    .limit(limit);
}

/** The notices of the loans numbered `orderNos`. */
export async function noticesOfOrders(db: Db, orderNos: readonly string[]) {
  if (orderNos.length === 0) return [];
  return db
    .select(noticeColumns)
    .from(bureauNotices)
    .innerJoin(loanOrders, eq(loanOrders.id, bureauNotices.orderId))
    .leftJoin(smsOutbox, eq(smsOutbox.id, bureauNotices.outboxId))
    .where(and(inArray(loanOrders.orderNo, [...orderNos])));
}
