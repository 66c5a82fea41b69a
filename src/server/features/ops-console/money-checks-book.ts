/**
 * Books an approved maker-checker request, in the transaction that marks it approved (a refund:
 * marked first, then sent like the borrower's own refund, and reopened if nothing could move).
 * Every entry carries the maker and their reason, and names the checker beside it.
 */
import type { Tx } from '../../db/tx';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import {
  applyReport,
  type EntryAuthor,
  insertIntent,
  orderOwed,
  postEntry,
  signEntry,
  writeOffLoan,
} from '../ledger';
import { lockOrder } from '../orders';
import { moveCredit } from '../repay';
import type { StaffIdentity } from './auth-service';
import * as repo from './money-requests-repo';
import { waiverEntry } from '../../domain/journal';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;
type Decision = Parameters<typeof repo.decideRequest>[2];
/** The checker's audit row, written in the transaction that books the money. */
type RecordAudit = (tx: Tx) => Promise<void>;

const authorOf = (row: repo.MoneyRequestRow, checker: StaffIdentity): EntryAuthor => ({
  staffId: row.makerId,
  note: `${row.reason} (checked by ${checker.email})`,
});

/** A proof's overpayment: a second manual payment, allocated like any (what is owed first). */
async function bookProof(tx: Tx, row: repo.MoneyRequestRow, author: EntryAuthor, now: number) {
  const evidence = row.evidence as { payOrderId?: string; account?: string };
  const payOrderId = `${evidence.payOrderId ?? `MQ${row.id}`}X`;
  await insertIntent(
    tx,
    {
      orderId: row.orderId,
      purpose: 'repay',
      amount: row.amount,
      account: evidence.account ?? '',
      provider: 'manual-proof',
      payOrderId,
      status: 'submitted',
      submittedAt: new Date(now),
    },
    now,
  );
  await applyReport(tx, payOrderId, 'succeeded', now);
  await signEntry(tx, `payment:${payOrderId}`, author);
  return { payOrderId };
}

async function bookWaiver(tx: Tx, row: repo.MoneyRequestRow, author: EntryAuthor, now: number) {
  await lockOrder(tx, row.orderId);
  // The penalty may have been paid meanwhile: a waiver never takes more than is owed.
  if ((await orderOwed(tx, row.orderId)).penalty < row.amount) throw new ApiError('nothingToBook');
  const entry = waiverEntry(row.amount);
  await postEntry(tx, row.orderId, `waiver:request${row.id}`, entry, now, author);
  return {};
}

async function bookWriteOff(tx: Tx, row: repo.MoneyRequestRow, author: EntryAuthor, now: number) {
  const result = await writeOffLoan(tx, row.orderId, author, now);
  if (result.outcome !== 'booked') throw new ApiError('nothingToBook');
  return { writtenOff: result.amount };
}

async function bookRefund(
  deps: Deps,
  row: repo.MoneyRequestRow,
  author: EntryAuthor,
  record: RecordAudit,
) {
  const order = await repo.orderOfRequest(deps.db, row.orderId);
  try {
    if (!order) throw new ApiError('nothingToBook');
    return { refunded: await moveCredit(deps, order, 'refund', author, (tx) => record(tx)) };
  } catch (error) {
    // Nothing moved (the credit went meanwhile, no wallet): the request waits again.
    await repo.reopenRequest(deps.db, row.id);
    if (error instanceof ApiError) throw new ApiError('nothingToBook');
    throw error;
  }
}

export async function bookRequest(
  deps: Deps,
  row: repo.MoneyRequestRow,
  decision: Decision,
  checker: StaffIdentity,
  now: number,
  record: RecordAudit,
): Promise<{ [key: string]: unknown }> {
  const author = authorOf(row, checker);
  if (row.kind === 'refund') {
    if (!(await repo.decideRequest(deps.db, row.id, decision, new Date(now))))
      throw new ApiError('notPending');
    return bookRefund(deps, row, author, record);
  }
  return deps.db.transaction(async (tx) => {
    if (!(await repo.decideRequest(tx, row.id, decision, new Date(now))))
      throw new ApiError('notPending');
    const booked =
      row.kind === 'proof'
        ? await bookProof(tx, row, author, now)
        : row.kind === 'waiver'
          ? await bookWaiver(tx, row, author, now)
          : await bookWriteOff(tx, row, author, now);
    await record(tx);
    return booked;
  });
}
