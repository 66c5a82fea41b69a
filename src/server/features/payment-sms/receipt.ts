/**
 * Writes and sends a payment's receipt: the amount, the receipt number the borrower's wallet shows
 * (the M-Pesa or Selcom receipt the rail reported), and what is owed after it as the screens say
 * it: by the due date and to close the loan today (once late, today's amount; once paid, that it
 * is paid). A rollover's fee gets its own receipt with the due date it moved the loan to.
 */
import type { Db } from '../../db/client';
import { borrowerDateText } from '../../domain/business-date';
import type { SmsTemplate } from '../../domain/sms-values';
import type { Country } from '../../../shared/countries';
import { providerReceipts } from '../../providers/rails/memory';
import { findIntent, type IntentRow } from '../ledger';
import { findOrder, findUser } from '../orders';
import { receiptAmount, sendSms, smsLanguage, type ReceiptJob, type SendDeps } from '../sms';

export async function sendReceipt(deps: SendDeps, job: ReceiptJob): Promise<void> {
  const intent = await findIntent(deps.db, job.payOrderId);
  const order = await findOrder(deps.db, job.orderId);
  const user = order ? await findUser(deps.db, order.userId) : undefined;
  if (!intent || !order || !user || user.deletedAt !== null) return;
  const received = {
    amount: receiptAmount(intent.amount, order.country),
    orderNo: order.orderNo,
    reference: await receiptNumber(deps.db, intent),
  };
  await sendSms(deps, {
    key: `receipt:${job.payOrderId}`,
    mobile: user.mobile,
    userId: user.id,
    orderId: order.id,
    lang: smsLanguage(order.country, user.lang),
    ...receiptText(job, order.country, received),
  });
}

/** Which receipt a payment gets, and its amounts as the screens show them after it. */
function receiptText(
  job: ReceiptJob,
  country: Country,
  received: Readonly<Record<'amount' | 'orderNo' | 'reference', string>>,
): { template: SmsTemplate; values: Record<string, string> } {
  const closeToday = receiptAmount(job.left, country);
  if (job.dueDay !== undefined && job.byDueDate !== undefined && job.left > 0) {
    const owed = {
      ...received,
      dueDate: borrowerDateText(job.dueDay),
      byDueDate: receiptAmount(job.byDueDate, country),
      closeToday,
    };
    return { template: job.rollover ? 'receipt.rollover' : 'receipt.payment', values: owed };
  }
  if (job.left > 0) return { template: 'receipt.paymentLate', values: { ...received, closeToday } };
  return { template: 'receipt.paidOff', values: received };
}

/**
 * The number the borrower's phone shows for a payment: the receipt the rail reported with its
 * result (M-Pesa's TransactionID, Selcom's reference), else the rail's own reference of the
 * request; our payOrderId only when the rail gave neither.
 */
export async function receiptNumber(db: Db, intent: IntentRow): Promise<string> {
  const receipts = await providerReceipts(db, [intent.payOrderId]);
  return receipts.get(intent.payOrderId) ?? intent.providerRef ?? intent.payOrderId;
}
