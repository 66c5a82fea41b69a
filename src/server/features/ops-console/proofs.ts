/**
 * The queue of manual repayment proofs (spec §9: checked within 48 hours). Approving books the
 * payment through the ledger as a settled manual payment, allocated like any repayment; the
 * proof's one review row makes a second approval a no-op. Rejecting tells the borrower why in the
 * language they signed in, through a feedback reply (the red dot).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbackFiles, loanOrders, proofReviews, users } from '../../db/schema';
import type { ServerDeps } from '../../types';
import { insertFeedback, insertMessage } from '../feedback/repo';
import { applyReport } from '../ledger/callbacks';
import { insertIntent } from '../ledger/intents';
import { orderEntries } from '../ledger/repo';
import { audit } from './audit';
import reasons from './proof-reasons.json';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
export type RejectReason = keyof typeof reasons;
export const REJECT_REASONS = Object.keys(reasons) as RejectReason[];
export const PROOF_CLOCK_MS = 48 * 3600_000;

export class ProofError extends Error {
  constructor(readonly reason: 'notFound' | 'noOrder' | 'badAmount' | 'badReason') {
    super(reason);
  }
}

/** Proofs nobody has decided on, oldest first, with the time left on their 48-hour clock. */
export async function pendingProofs(deps: Deps, limit: number, offset: number) {
  const rows = await deps.db
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
  const now = deps.clock();
  return rows.map((row) => ({
    ...row,
    dueAt: new Date(row.createdAt.getTime() + PROOF_CLOCK_MS).toISOString(),
    minutesLeft: Math.floor((row.createdAt.getTime() + PROOF_CLOCK_MS - now) / 60_000),
  }));
}

async function proofAndOrder(db: Db, fileId: number) {
  const [file] = await db
    .select()
    .from(feedbackFiles)
    .where(and(eq(feedbackFiles.id, fileId), eq(feedbackFiles.kind, 'credential')))
    .limit(1);
  if (!file) throw new ProofError('notFound');
  const [order] = file.orderNo
    ? await db
        .select()
        .from(loanOrders)
        .where(and(eq(loanOrders.orderNo, file.orderNo), eq(loanOrders.userId, file.userId)))
        .limit(1)
    : [];
  if (!order) throw new ProofError('noOrder');
  return { file, order };
}

/** Books the payment the proof shows; returns its allocation (idempotent per proof). */
export async function approveProof(
  deps: Deps,
  staffId: number,
  fileId: number,
  amount: number,
  ip: string,
) {
  if (!Number.isSafeInteger(amount) || amount < 1) throw new ProofError('badAmount');
  const now = deps.clock();
  const payOrderId = `MP${fileId}`;
  const booked = await deps.db.transaction(async (tx) => {
    const { file, order } = await proofAndOrder(tx, fileId);
    const [review] = await tx
      .insert(proofReviews)
      .values({ fileId, decision: 'approved', amount, payOrderId, staffId, at: new Date(now) })
      .onConflictDoNothing()
      .returning();
    if (!review) return { order, fresh: false };
    const [user] = await tx.select().from(users).where(eq(users.id, file.userId));
    await insertIntent(
      tx,
      {
        orderId: order.id,
        purpose: 'repay',
        amount,
        account: user?.mobile ?? '',
        provider: 'manual-proof',
        payOrderId,
        status: 'submitted',
        submittedAt: new Date(now),
      },
      now,
    );
    await applyReport(tx, payOrderId, 'succeeded', now);
    return { order, fresh: true };
  });
  if (booked.fresh)
    await audit(
      deps,
      staffId,
      'proof.approve',
      `order:${booked.order.orderNo}`,
      { fileId, amount, payOrderId },
      ip,
    );
  const entry = (await orderEntries(deps.db, booked.order.id)).find(
    (e) => e.idemKey === `payment:${payOrderId}`,
  );
  return { payOrderId, fresh: booked.fresh, lines: entry?.lines ?? [] };
}

export async function rejectProof(
  deps: Deps,
  staffId: number,
  fileId: number,
  reason: string,
  ip: string,
): Promise<{ fresh: boolean }> {
  if (!(REJECT_REASONS as string[]).includes(reason)) throw new ProofError('badReason');
  const texts = reasons[reason as RejectReason];
  const now = new Date(deps.clock());
  const fresh = await deps.db.transaction(async (tx) => {
    const { file, order } = await proofAndOrder(tx, fileId);
    const [review] = await tx
      .insert(proofReviews)
      .values({ fileId, decision: 'rejected', reason, staffId, at: now })
      .onConflictDoNothing()
      .returning();
    if (!review) return false;
    const signed = order.esign as { lang?: string } | null;
    const lang = signed?.lang === 'sw_KE' || signed?.lang === 'es' ? signed.lang : 'en';
    // Type 1 "repaid bill not updated", status 3 "need to reply": the borrower sees the red dot.
    const thread = await insertFeedback(tx, {
      userId: file.userId,
      type: 1,
      description: texts[lang],
      orderNo: order.orderNo,
      status: 3,
      staffReplyUnread: true,
      createdAt: now,
      updatedAt: now,
    });
    await insertMessage(tx, {
      feedbackId: thread.id,
      sender: 'staff',
      content: texts[lang],
      createdAt: now,
    });
    return true;
  });
  if (fresh) await audit(deps, staffId, 'proof.reject', `file:${fileId}`, { reason }, ip);
  return { fresh };
}
