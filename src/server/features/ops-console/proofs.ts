/**
 * The queue of manual repayment proofs (docs/product.md §9: checked within 48 hours). Approving books the
 * payment through the ledger as a settled manual payment, allocated like any repayment, up to what
 * is owed (an overpayment above the maker's limit waits for a checker); the proof's one review
 * row makes a second approval a no-op. Rejecting tells the borrower why in the
 * language they signed in, through a feedback reply (the red dot).
 */
import { ApiError } from '../../api-error';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import type { ServerDeps } from '../../types';
import { insertFeedback, insertMessage } from '../feedback';
import { totalOwed } from '../../domain/allocation';
import { splitProof } from '../../domain/maker-checker';
import { proofCreditRoom, proofRefusal } from '../../domain/staff-windows';
import { inPhase } from '../../../shared/orders';
import {
  accrueLoan,
  applyReport,
  findIntent,
  insertIntent,
  orderEntries,
  orderOwed,
  signEntry,
} from '../ledger';
import { productOfOrder } from '../products';
import { findOwnOrder, lockOrder, type OrderRow } from '../orders';
import type { StaffIdentity } from './auth-service';
import { askChecker } from './money-checks';
import { recordAlone, roomFor, windowEvidence } from './staff-windows';
import { auditInTx } from './audit';
import reasons from './proof-reasons.json';
import { firstOfChain } from '../../locale-files';
import {
  findProofFile,
  insertProofReview,
  mobileOf,
  proofReviewOf,
  provenAlready,
  undecidedProofs,
} from './proofs-repo';
import { nextOf, PAGE_SIZE, proofAfter, proofCursor } from './paging';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
export type RejectReason = keyof typeof reasons;
export const REJECT_REASONS = Object.keys(reasons) as RejectReason[];
export const PROOF_CLOCK_MS = 48 * 3600_000;

/**
 * A page of the proofs nobody has decided on, oldest first from `cursor`, with the time left on
 * their 48-hour clock and the cursor of the next page (null on the last).
 */
export async function pendingProofs(deps: Deps, cursor: string | undefined) {
  const rows = await undecidedProofs(deps.db, PAGE_SIZE, proofAfter(cursor));
  const now = deps.clock();
  const next = nextOf(rows, PAGE_SIZE, (r) =>
    proofCursor({ createdAtUs: r.createdAtUs, fileId: r.fileId }),
  );
  // What the loan owes today, beside the amount on the proof: the reviewer compares the two.
  const shown = rows.slice(0, PAGE_SIZE);
  const owed = await Promise.all(
    shown.map(async (r) =>
      r.orderId === null ? null : totalOwed(await orderOwed(deps.db, r.orderId)),
    ),
  );
  return {
    next,
    rows: shown.map(({ createdAtUs: _, orderId: __, ...row }, i) => ({
      ...row,
      owed: owed[i] ?? null,
      dueAt: new Date(row.createdAt.getTime() + PROOF_CLOCK_MS).toISOString(),
      minutesLeft: Math.floor((row.createdAt.getTime() + PROOF_CLOCK_MS - now) / 60_000),
    })),
  };
}

/** A proof's uploaded file, for the reviewer to look at; any other upload is not found. */
export async function proofFile(deps: Pick<ServerDeps, 'db'>, fileId: number) {
  const file = await findProofFile(deps.db, fileId);
  if (!file) throw new ApiError('notFound');
  return file;
}

/** The proof and the borrower's loan it names; refused when either is missing. */
async function proofAndOrder(db: Db, fileId: number) {
  const file = await findProofFile(db, fileId);
  if (!file) throw new ApiError('notFound');
  const order = file.orderNo ? await findOwnOrder(db, file.userId, file.orderNo) : undefined;
  if (!order) throw new ApiError('noOrder');
  return { file, order };
}

/**
 * What the proof may book on one member's word: what its payment order asks (when it names one of
 * this loan's) and never more than the loan owes today, accrued; refused when the order it names
 * was settled by the rail or proven before (decision 0039). `repaying`: whether the loan is still
 * being repaid (a finished loan's proof creates credit only with a checker).
 */
async function owedFor(tx: Tx, order: OrderRow, payOrderId: string | null, now: number) {
  const current = await accrueLoan(tx, order, productOfOrder(order), now);
  const owed = totalOwed(await orderOwed(tx, current.id));
  const named = payOrderId ? await findIntent(tx, payOrderId) : undefined;
  const asked = named && named.orderId === order.id && named.purpose === 'repay';
  const provenBefore = payOrderId ? await provenAlready(tx, payOrderId) : false;
  const refusal = proofRefusal(named && { ...named, ofThisLoan: !!asked }, provenBefore);
  if (refusal) throw new ApiError('nothingToBook');
  const repaying = inPhase(current.status, 'repaying');
  return { owed: asked ? Math.min(owed, named.amount) : owed, repaying };
}

/**
 * Books the payment the proof shows (idempotent per proof): at most what is owed, plus an
 * overpayment within the maker's limit; a larger overpayment waits for a checker of another role
 * (money-checks.ts) and is booked only when approved. Returns the allocation booked now.
 */
export async function approveProof(
  deps: Deps,
  staff: StaffIdentity,
  fileId: number,
  amount: number,
  ip: string,
) {
  if (!Number.isSafeInteger(amount) || amount < 1) throw new ApiError('badAmount');
  const now = deps.clock();
  const payOrderId = `MP${fileId}`;
  const booked = await deps.db.transaction(async (tx) => {
    const { file, order: found } = await proofAndOrder(tx, fileId);
    // The loan first: every approval on it takes turns, and none deadlocks on the row.
    const order = (await lockOrder(tx, found.id)) ?? found;
    if (await proofReviewOf(tx, fileId)) return { order, fresh: false, waiting: undefined };
    const { owed, repaying } = await owedFor(tx, order, file.payOrderId, now);
    const review = await insertProofReview(tx, {
      fileId,
      decision: 'approved',
      amount,
      payOrderId,
      proves: file.payOrderId,
      staffId: staff.id,
      at: new Date(now),
    });
    // Another loan's proof of the same payment order won the index meanwhile.
    if (!review) throw new ApiError('nothingToBook');
    const account = (await mobileOf(tx, file.userId)) ?? '';
    const room = await roomFor(tx, staff, order, 'credit', now);
    const limit = proofCreditRoom(room, repaying);
    const split = splitProof(amount, owed, limit);
    const author = { staffId: staff.id, note: `proof ${fileId}: ${amount} on the proof` };
    if (split.now > 0) await bookManual(tx, order.id, payOrderId, split.now, account, now);
    if (split.now > 0) await signEntry(tx, `payment:${payOrderId}`, author);
    if (split.waiting === 0) await recordAlone(tx, staff, order, 'credit', split.overpayment, now);
    let waiting: { requestId: number; amount: number } | undefined;
    if (split.waiting > 0) {
      const evidence = {
        fileId,
        payOrderId,
        account,
        proofAmount: amount,
        owed,
        makerLimit: limit,
        loanRepaying: repaying,
        ...windowEvidence(room),
      };
      const ask = {
        kind: 'proof' as const,
        orderId: order.id,
        maker: staff,
        key: `proof:${fileId}`,
      };
      const reason = `proof ${fileId}: ${amount} approved, ${owed} owed`;
      const request = await askChecker(
        tx,
        { ...ask, amount: split.waiting, reason, evidence },
        now,
      );
      waiting = { requestId: request.id, amount: split.waiting };
    }
    const detail = { fileId, amount, payOrderId, ...(waiting ? { waiting } : {}) };
    await auditInTx(tx, deps, staff.id, 'proof.approve', `order:${order.orderNo}`, detail, ip);
    return { order, fresh: true, waiting };
  });
  const entry = (await orderEntries(deps.db, booked.order.id)).find(
    (e) => e.idemKey === `payment:${payOrderId}`,
  );
  return {
    payOrderId,
    fresh: booked.fresh,
    lines: entry?.lines ?? [],
    ...(booked.waiting ? { waiting: booked.waiting } : {}),
  };
}

/** A settled manual payment of `amount`, booked through the ledger like any repayment. */
async function bookManual(
  tx: Tx,
  orderId: number,
  payOrderId: string,
  amount: number,
  account: string,
  now: number,
) {
  const intent = {
    orderId,
    purpose: 'repay' as const,
    amount,
    account,
    provider: 'manual-proof',
    payOrderId,
    status: 'submitted' as const,
    submittedAt: new Date(now),
  };
  await insertIntent(tx, intent, now);
  await applyReport(tx, payOrderId, 'succeeded', now);
}

export async function rejectProof(
  deps: Deps,
  staffId: number,
  fileId: number,
  reason: string,
  ip: string,
): Promise<{ fresh: boolean }> {
  if (!(REJECT_REASONS as string[]).includes(reason)) throw new ApiError('badReason');
  const texts: Readonly<Record<string, string>> = reasons[reason as RejectReason];
  const now = new Date(deps.clock());
  const fresh = await deps.db.transaction(async (tx) => {
    const { file, order } = await proofAndOrder(tx, fileId);
    const review = await insertProofReview(tx, {
      fileId,
      decision: 'rejected',
      reason,
      staffId,
      at: now,
    });
    if (!review) return false;
    const signed = order.esign as { lang?: string } | null;
    // The language the borrower signed in, or the first of its chain the reasons are written in.
    const lang = firstOfChain(signed?.lang ?? '', (code) => Object.hasOwn(texts, code));
    const text = texts[lang] ?? reason;
    // Type 1 "repaid bill not updated", status 3 "need to reply": the borrower sees the red dot.
    const thread = await insertFeedback(tx, {
      userId: file.userId,
      type: 1,
      description: text,
      orderNo: order.orderNo,
      status: 3,
      staffReplyUnread: true,
      createdAt: now,
      updatedAt: now,
    });
    await insertMessage(tx, {
      feedbackId: thread.id,
      sender: 'staff',
      content: text,
      createdAt: now,
    });
    await auditInTx(tx, deps, staffId, 'proof.reject', `file:${fileId}`, { reason }, ip);
    return true;
  });
  return { fresh };
}
