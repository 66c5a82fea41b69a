/**
 * The borrower's SMS about a payout: sent (the amount, the wallet, the receipt number the wallet
 * shows), delayed (the lender sends it again, nothing to do), failed (the wallet refused it: link
 * another), stopped (the lender's side failed every try: nothing is owed).
 */
import type { SmsTemplate } from '../../domain/sms-words';
import { findIntent } from '../ledger';
import { findOrder, findUser } from '../orders';
import { productOfOrder } from '../products';
import {
  receiptAmount,
  sendSms,
  smsLanguage,
  type PayoutSmsEvent,
  type PayoutSmsJob,
  type SendDeps,
} from '../sms';
import { receiptNumber } from './receipt';

const TEMPLATES: Readonly<Record<PayoutSmsEvent, SmsTemplate>> = {
  sent: 'payout.sent',
  delayed: 'payout.delayed',
  failed: 'payout.failed',
  stopped: 'payout.stopped',
};

export async function sendPayoutSms(deps: SendDeps, job: PayoutSmsJob): Promise<void> {
  const intent = await findIntent(deps.db, job.payOrderId);
  const order = await findOrder(deps.db, job.orderId);
  const user = order ? await findUser(deps.db, order.userId) : undefined;
  if (!intent || !order || !user || user.deletedAt !== null) return;
  const values: Record<string, string> = {
    orderNo: order.orderNo,
    currency: productOfOrder(order).currency,
    amount: receiptAmount(intent.amount, order.country),
    // The last three digits: enough to recognise the wallet, not to reuse the number. Stars, not
    // an ellipsis: one character outside GSM-7 would make the whole message UCS-2, twice the parts.
    wallet: `***${intent.account.slice(-3)}`,
  };
  if (job.payout === 'sent') values.receipt = await receiptNumber(deps.db, intent);
  await sendSms(deps, {
    key: `payout:${job.payout}:${job.payOrderId}`,
    mobile: user.mobile,
    userId: user.id,
    orderId: order.id,
    template: TEMPLATES[job.payout],
    lang: smsLanguage(order.country, user.lang),
    values,
  });
}
