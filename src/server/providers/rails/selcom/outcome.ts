/**
 * What Selcom's answers mean for a payment, as its documentation gives them (pure; the readings
 * where the documents contradict themselves are in docs/decisions/0032):
 * - https://developers.selcommobile.com/#api-response: resultcode 000 success, 111 and 927 in
 *   progress, 999 ambiguous ("wait for recon"), every other code a failure;
 * - https://developers.selcommobile.com/#get-order-status and #webhook-callback: an order's
 *   payment_status, spelt USERCANCELLED in one table and USERCANCELED in the other.
 */
import type { ProviderReport } from '../../../domain/payment-intent';
import { schemaProblem } from '../schemas';
import type { SelcomAnswer } from './client';

export const SUCCESS = '000';
export const IN_PROGRESS: ReadonlySet<string> = new Set(['111', '927']);
export const AMBIGUOUS = '999';

/**
 * Selcom's verdict on a cash-in from GET /v1/walletcashin/query: the envelope's resultcode
 * decides. Only an HTTP 200 answer is a verdict: an auth or gateway refusal (HTTP 401/403/5xx,
 * say "API endpoint not enabled") says nothing of the payment, so it stays pending.
 */
export function cashInReport(answer: SelcomAnswer): ProviderReport {
  if (answer.httpStatus !== 200) return 'pending';
  if (answer.resultcode === SUCCESS) return 'succeeded';
  if (answer.resultcode === AMBIGUOUS || IN_PROGRESS.has(answer.resultcode)) return 'pending';
  return 'failed';
}

/** The wallet's receipt of a successful cash-in (data[0].receipt), else Selcom's reference. */
export function cashInReceipt(answer: SelcomAnswer): string {
  const line = answer.data?.[0];
  const receipt =
    line && !schemaProblem('selcom/walletcashin-query.line', line) ? line.receipt : undefined;
  return typeof receipt === 'string' && receipt ? receipt : (answer.reference ?? '');
}

/** An order's payment_status as a report; any status not listed is still open. */
const ORDER_REPORT: Readonly<Record<string, ProviderReport>> = {
  COMPLETED: 'succeeded',
  // The webhook table's example column; its own list and every payload say COMPLETED.
  COMPLETE: 'succeeded',
  CANCELLED: 'failed',
  // The list-orders example's spelling, outside the documented list.
  CANCEL: 'failed',
  USERCANCELLED: 'failed',
  USERCANCELED: 'failed',
  REJECTED: 'failed',
};

export const orderReport = (paymentStatus: unknown): ProviderReport =>
  ORDER_REPORT[String(paymentStatus)] ?? 'pending';

/**
 * The webhook fields that say which payment, what happened and how much: a webhook is booked on
 * its own word only when its signature covers all of them (the sender chooses Signed-Fields).
 */
export const MONEY_FIELDS = ['order_id', 'transid', 'payment_status', 'amount'] as const;

export const coversMoney = (signed: readonly string[]): boolean =>
  MONEY_FIELDS.every((field) => signed.includes(field));
