/**
 * A payment's receipt SMS. The ledger schedules this job in the transaction that books the
 * payment (it holds no SMS keys), so the receipt exists exactly when the payment does; the job
 * then writes the outbox message, keyed by the payment, and sends it.
 */
import type { Db } from '../../db/client';
import { schedule } from '../../jobs/queue';
import { formatAmount } from '../../../shared/format';
import type { Country } from '../../../shared/countries';

export interface ReceiptJob {
  readonly payOrderId: string;
  readonly orderId: number;
  /** Still owed on the loan after this payment: what closes it today. */
  readonly left: number;
  /** While the due date (a business day) is ahead: what will be owed at its end. */
  readonly dueDay?: number;
  readonly byDueDate?: number;
  /** The payment was a rollover's fee; `dueDay` is the due date it moved the loan to. */
  readonly rollover?: boolean;
}

export async function scheduleReceipt(db: Db, job: ReceiptJob, now: number): Promise<void> {
  await schedule(db, {
    kind: 'sms',
    key: `sms-receipt:${job.payOrderId}`,
    runAt: now,
    // orderId and payOrderId at the top: erasing a deleted account's records finds the job.
    payload: { receipt: true, ...job },
  });
}

/** What a payout's SMS tells: sent, delayed (the lender sends it again), failed, stopped. */
export type PayoutSmsEvent = 'sent' | 'delayed' | 'failed' | 'stopped';

export interface PayoutSmsJob {
  /** The payout it is about (the one that paid, or the one that failed). */
  readonly payOrderId: string;
  readonly orderId: number;
  readonly payout: PayoutSmsEvent;
}

/** Schedules a payout's SMS in the transaction that settles the payout, as a receipt is. */
export async function schedulePayoutSms(db: Db, job: PayoutSmsJob, now: number): Promise<void> {
  await schedule(db, {
    kind: 'sms',
    key: `sms-payout:${job.payout}:${job.payOrderId}`,
    runAt: now,
    payload: { ...job },
  });
}

/** The amounts as the receipt shows them. */
export const receiptAmount = (amount: number, country: Country) =>
  formatAmount(Math.max(0, amount), country);
