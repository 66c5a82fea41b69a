/** Writes and sends a payment's receipt: the amount, the provider's transaction id, what is left. */
import { findIntent } from '../ledger';
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
      reference: intent.providerRef ?? intent.payOrderId,
      remaining: receiptAmount(job.left, order.country),
    },
  });
}
