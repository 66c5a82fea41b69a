/**
 * Payment intents (docs/architecture.md §6): a row per payout or collection, created in the business
 * transaction that needs it, then submitted to the rail outside any transaction. A crash between
 * the two leaves a `created` intent that the status sweep finds and resubmits under the same
 * payOrderId, which the rail treats as the same payment.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { IntentPurpose } from '../../db/schema';
import { PayoutsPaused, RailUnavailable, type WalletRails } from '../../providers/wallet';
import { orderIdsOfUser } from '../orders';
import { schedulePayoutSms } from '../sms';
import {
  closeOpenIntents,
  insertIntentRow,
  markSubmitted,
  updateIntent,
  type IntentRow,
} from './intents-repo';

export type { IntentRow };

/** When to ask the rail about a payment no callback settled. */
export const QUERY_AFTER_MS = 2 * 60_000;

export function newPayOrderId(purpose: IntentPurpose): string {
  const prefix = { disburse: 'D', repay: 'R', extension: 'E', refund: 'F' }[purpose];
  return `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export async function insertIntent(
  db: Db,
  row: Pick<IntentRow, 'orderId' | 'purpose' | 'amount' | 'account' | 'provider'> &
    Partial<IntentRow>,
  now: number,
): Promise<IntentRow | undefined> {
  return insertIntentRow(db, {
    payOrderId: newPayOrderId(row.purpose),
    status: 'created',
    createdAt: new Date(now),
    nextQueryAt: new Date(now + QUERY_AFTER_MS),
    ...row,
  });
}

/** Closes the open cashier orders of every order of a borrower (the account is being deleted). */
export async function closeUserIntents(db: Db, userId: number, now: number) {
  await closeOpenIntents(db, await orderIdsOfUser(db, userId), now);
}

/**
 * Sends a created intent to the rail; a rail that does not answer leaves it `unknown`, as does a
 * payout held while payouts are paused, marked as the lender's float's (decision 0036).
 */
export async function submitIntent(
  db: Db,
  rails: WalletRails,
  intent: IntentRow,
  now: number,
): Promise<{ payUrl?: string }> {
  const request = {
    payOrderId: intent.payOrderId,
    account: intent.account,
    amount: intent.amount,
    ...(intent.channelId ? { channelId: intent.channelId } : {}),
  };
  try {
    // Money out (a loan, a refund) is a payout; money in is a collection.
    const out = intent.purpose === 'disburse' || intent.purpose === 'refund';
    const answer = out ? await rails.payout(request) : await rails.collect(request);
    await markSubmitted(db, intent.id, answer.providerRef, new Date(now));
    const payUrl = (answer as { payUrl?: string }).payUrl;
    return payUrl ? { payUrl } : {};
  } catch (error) {
    if (!(error instanceof RailUnavailable)) throw error;
    // Paused for the lender's float: nothing was sent, and the borrower hears it is delayed.
    const paused = error instanceof PayoutsPaused && intent.purpose === 'disburse';
    await updateIntent(db, intent.id, {
      status: 'unknown',
      nextQueryAt: new Date(now + QUERY_AFTER_MS),
      ...(paused ? { failure: 'float' as const } : {}),
    });
    if (paused) {
      const sms = { payOrderId: intent.payOrderId, orderId: intent.orderId };
      await schedulePayoutSms(db, { ...sms, payout: 'delayed' }, now);
    }
    return {};
  }
}
