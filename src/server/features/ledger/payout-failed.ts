/**
 * A payout the rail settled as failed, in the transaction that records it
 * (docs/decisions/0036-payout-failures-told-truly.md): its cause is read from the rail's refusal
 * and kept on the failed intent. A failure of the lender's side leaves the order lending and
 * writes the next payout as a new intent, sent by the status sweep when its time comes (a new
 * payOrderId: the failed one is final at the rail, so the two can never both pay). A wallet
 * refusal, or the lender's last attempt, fails the order. The borrower hears each by SMS.
 */
import { afterPayoutFailure, causeOfRefusal } from '../../domain/payout-failure';
import { ORDER_STATUS } from '../../../shared/orders';
import type { Tx } from '../../db/tx';
import { payoutRefusal } from '../../providers/payout-refusal';
import type { OrderRow } from '../orders';
import { moveOrder } from '../orders';
import { schedulePayoutSms } from '../sms';
import { insertIntent } from './intents';
import { intentsOfOrder, updateIntent, type IntentRow } from './intents-repo';

export async function payoutFailed(
  db: Tx,
  order: OrderRow,
  intent: IntentRow,
  now: number,
): Promise<void> {
  if (order.status !== ORDER_STATUS.lending) return;
  const cause = causeOfRefusal(await payoutRefusal(db, intent.provider, intent.payOrderId));
  await updateIntent(db, intent.id, { failure: cause });
  // This one included: its status was written before its effect runs.
  const failures = (await intentsOfOrder(db, order.id)).filter(
    (i) => i.purpose === 'disburse' && i.status === 'failed',
  ).length;
  const step = afterPayoutFailure(cause, failures);
  const sms = { payOrderId: intent.payOrderId, orderId: order.id };
  if (step.kind === 'retry') {
    await insertIntent(
      db,
      {
        orderId: order.id,
        purpose: 'disburse',
        amount: intent.amount,
        account: intent.account,
        provider: intent.provider,
        // The sweep finds a created intent at this time, asks the rail (never heard of it) and sends it.
        nextQueryAt: new Date(now + step.afterMs),
      },
      now,
    );
    await schedulePayoutSms(db, { ...sms, payout: 'delayed' }, now);
    return;
  }
  await moveOrder(db, order, ORDER_STATUS.payFail, `payout failed: ${cause}`, now);
  await schedulePayoutSms(
    db,
    { ...sms, payout: step.kind === 'borrower' ? 'failed' : 'stopped' },
    now,
  );
}
