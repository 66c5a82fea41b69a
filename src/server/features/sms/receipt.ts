/**
 * Writes and sends a payment's receipt: the amount, the receipt number the borrower's wallet shows
 * (the M-Pesa or Selcom receipt the rail reported), what is left.
 */
import type { Db } from '../../db/client';
import { providerReceipts } from '../../providers/rails/memory';
import { findIntent, type IntentRow } from '../ledger';
import { findOrder, findUser } from '../orders';
import { productOfOrder } from '../products';
import { smsLanguage } from './language';
import { sendSms, type SendDeps } from './outbox';
import { receiptAmount, type ReceiptJob } from './receipt-job';

export async function sendReceipt(deps: SendDeps, job: ReceiptJob): Promise<void> {
  const intent = await findIntent(deps.db, job.payOrderId);
  const order = await findOrder(deps.db, job.orderId);
  const user = order ? await findUser(deps.db, order.userId) : undefined;
  if (!intent || !order || !user || user.deletedAt !== null) return;
  await sendSms(deps, {
    key: `receipt:${job.payOrderId}`,
    mobile: user.mobile,
    userId: user.id,
    orderId: order.id,
    template: 'receipt.payment',
    lang: smsLanguage(order.country, user.lang),
    values: {
      currency: productOfOrder(order).currency,
      amount: receiptAmount(intent.amount, order.country),
      orderNo: order.orderNo,
      reference: await receiptNumber(deps.db, intent),
      remaining: receiptAmount(job.left, order.country),
    },
  });
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
