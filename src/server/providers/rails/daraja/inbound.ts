/**
 * What Daraja posts to us. Its callbacks are unsigned, so each is trusted only as far as it
 * deserves: the per-order path must carry the HMAC token only Safaricom was told, the sender must
 * be on the allow-list when one is configured, and no callback books money by itself: a B2C
 * result or a paybill confirmation starts a Transaction Status query, an STK callback an STK
 * query, and only the query's answer is reported to the ledger, keyed by the provider's ids, so
 * a repeated or late callback changes nothing.
 */
import { timingSafeEqual } from 'node:crypto';
import type { CallbackEvent } from '../../wallet';
import { schemaProblem } from '../schemas';
import {
  askStatus,
  DARAJA_RAIL,
  memoKey,
  stkQuery,
  type DarajaContext,
  type DarajaMemo,
} from './adapter';
import type { RailFault } from '../floats';
import { clearInitiatorFault, raiseInitiatorFault } from './fault';
import { onReversalResult } from './reversal';
import {
  callbackToken,
  isInitiatorFault,
  parameter,
  payoutFloat,
  reversalReport,
  shillings,
  statusReport,
} from './rules';
import type { C2BCallback, ResultCallback, StkCallback } from './types';

export type Deliver = (event: CallbackEvent) => Promise<unknown>;

export interface InboundAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** The result said our initiator is wrong: to be logged as an error (payouts pause). */
  readonly alarm?: RailFault;
}

const ACCEPTED: InboundAnswer = { status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } };
const refuse = (status: number, why: string): InboundAnswer => ({
  status,
  body: { ResultCode: 1, ResultDesc: why },
});

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a callback came from an allowed address through the path we gave for it. */
export function trusted(
  ctx: DarajaContext,
  purpose: string,
  id: string,
  token: string,
  ip: string,
) {
  const allow = ctx.callbacks.allowList;
  if (allow.length > 0 && !allow.includes(ip)) return false;
  return sameToken(token, callbackToken(ctx.callbacks.secret, purpose, id));
}

/** A posted result of `purpose` for payment order `payOrderId` (or `shortCode` for C2B). */
export async function darajaInbound(
  ctx: DarajaContext,
  deliver: Deliver,
  call: { purpose: string; id: string; token: string; ip: string; body: unknown },
): Promise<InboundAnswer> {
  if (!trusted(ctx, call.purpose, call.id, call.token, call.ip)) return refuse(404, 'Not found');
  switch (call.purpose) {
    case 'result':
      return onPayoutResult(ctx, call.id, call.body);
    case 'status':
      return onStatusResult(ctx, deliver, call.id, call.body);
    case 'stk':
      return onStkCallback(ctx, deliver, call.id, call.body);
    case 'reversal':
      if (schemaProblem('daraja/result.callback', call.body)) return refuse(400, 'Bad result');
      await onReversalResult(ctx, call.id);
      return ACCEPTED;
    case 'c2b-validation':
      return onValidation(ctx, call.body);
    case 'c2b-confirmation':
      return onConfirmation(ctx, call.body);
    case 'balance':
      return onBalance(ctx, call.body);
    // A queue timeout says only that Daraja gave up waiting: the outcome stays unknown. Pull
    // Transactions' callback only acknowledges the registration.
    case 'timeout':
    case 'status-timeout':
    case 'pull':
      return ACCEPTED;
    default:
      return refuse(404, 'Not found');
  }
}

/**
 * An initiator fault in a result: raised as the rail's alarm, and the payment's memo says so. An
 * answer of 0 clears it. Returns the alarm, if any.
 */
async function initiatorCheck(
  ctx: DarajaContext,
  result: ResultCallback['Result'],
  payOrderId?: string,
): Promise<RailFault | undefined> {
  if (Number(result.ResultCode) === 0) {
    await clearInitiatorFault(ctx);
    return undefined;
  }
  if (!isInitiatorFault(result.ResultCode)) return undefined;
  const fault = await raiseInitiatorFault(ctx, result.ResultCode, result.ResultDesc);
  if (payOrderId) await ctx.memory.put(memoKey(payOrderId), { initiatorFault: fault.code });
  return fault;
}

/**
 * A B2C result: remembered as a claim (the statement lists what it says moved until Transaction
 * Status confirms or denies it), then checked by Transaction Status before booking. A result
 * saying our initiator is wrong tells nothing of the payout: an alarm, and no query (it would
 * carry the same initiator).
 */
async function onPayoutResult(ctx: DarajaContext, payOrderId: string, body: unknown) {
  if (schemaProblem('daraja/result.callback', body)) return refuse(400, 'Bad result');
  const result = (body as ResultCallback).Result;
  const memo = await ctx.memory.get<DarajaMemo>(memoKey(payOrderId));
  if (!memo || memo.final) return ACCEPTED;
  const alarm = await initiatorCheck(ctx, result, payOrderId);
  if (alarm) return { ...ACCEPTED, alarm };
  if (Number(result.ResultCode) === 0) {
    const params = result.ResultParameters?.ResultParameter;
    const amount = parameter(params, 'TransactionAmount');
    await ctx.memory.put(memoKey(payOrderId), {
      claimed: amount ? shillings(amount) : memo.amount,
      receipt: parameter(params, 'TransactionReceipt') || result.TransactionID,
    });
  }
  await askStatus(ctx, payOrderId).catch(() => undefined); // the sweep asks again later
  return ACCEPTED;
}

/** A Transaction Status result: the only Daraja message that books a payout or a paybill. */
async function onStatusResult(
  ctx: DarajaContext,
  deliver: Deliver,
  payOrderId: string,
  body: unknown,
) {
  if (schemaProblem('daraja/result.callback', body)) return refuse(400, 'Bad result');
  const result = (body as ResultCallback).Result;
  const params = result.ResultParameters?.ResultParameter;
  const memo = await ctx.memory.get<DarajaMemo>(memoKey(payOrderId));
  if (!memo || memo.final) return ACCEPTED;
  // Our initiator is wrong: no word on the payment, never a miss that would send it again.
  const alarm = await initiatorCheck(ctx, result);
  if (alarm) return { ...ACCEPTED, alarm };
  if (memo.kind === 'reversal') return onReversalStatus(ctx, deliver, payOrderId, memo, result);
  const report = statusReport(result.ResultCode, params);
  // Daraja does not know the payout (a gateway error stopped it before M-Pesa): counted, so
  // the adapter can say it never arrived (see query in adapter.ts).
  if (Number(result.ResultCode) !== 0 && memo.kind === 'payout')
    await ctx.memory.put(memoKey(payOrderId), { statusMisses: (memo.statusMisses ?? 0) + 1 });
  if (report === 'pending') return ACCEPTED;
  const receipt = parameter(params, 'ReceiptNo') || result.TransactionID;
  const amount = shillings(parameter(params, 'Amount') || String(memo.amount));
  // What M-Pesa says moved is kept: a payout's statement line is made of it (rails.ts).
  await ctx.memory.put(memoKey(payOrderId), { final: report, receipt, settled: amount });
  await deliver({
    provider: DARAJA_RAIL,
    eventId: `status:${receipt || payOrderId}:${report}`,
    payOrderId,
    report,
    amount,
  });
  return ACCEPTED;
}

/** The status of a receipt we asked to reverse: Reversed books the reversal, Completed is a miss. */
async function onReversalStatus(
  ctx: DarajaContext,
  deliver: Deliver,
  payOrderId: string,
  memo: DarajaMemo,
  result: ResultCallback['Result'],
) {
  const report = reversalReport(result.ResultCode, result.ResultParameters?.ResultParameter);
  if (report === 'notReversed')
    await ctx.memory.put(memoKey(payOrderId), { statusMisses: (memo.statusMisses ?? 0) + 1 });
  if (report !== 'succeeded') return ACCEPTED;
  await ctx.memory.put(memoKey(payOrderId), { final: report });
  // Its own event id: the collection's status event names the same receipt.
  await deliver({
    provider: DARAJA_RAIL,
    eventId: `reversal:${memo.reversedReceipt ?? payOrderId}`,
    payOrderId,
    report,
    amount: memo.amount,
  });
  return ACCEPTED;
}

/** An STK callback: the STK query, not the callback, says whether the borrower paid. */
async function onStkCallback(
  ctx: DarajaContext,
  deliver: Deliver,
  payOrderId: string,
  body: unknown,
) {
  if (schemaProblem('daraja/stk.callback', body)) return refuse(400, 'Bad callback');
  const cb = (body as StkCallback).Body.stkCallback;
  const memo = await ctx.memory.get<DarajaMemo>(memoKey(payOrderId));
  // Settled already (a repeat or a late one): the ledger heard it, or the sweep's query tells it.
  if (!memo || memo.kind !== 'stk' || memo.final) return ACCEPTED;
  if (memo.checkoutRequestId && memo.checkoutRequestId !== cb.CheckoutRequestID) return ACCEPTED;
  const report = await stkQuery(ctx, cb.CheckoutRequestID).catch(() => 'pending' as const);
  if (report === 'pending') return ACCEPTED;
  const items = cb.CallbackMetadata?.Item ?? [];
  const receipt = String(items.find((i) => i.Name === 'MpesaReceiptNumber')?.Value ?? '');
  await ctx.memory.put(memoKey(payOrderId), {
    final: report,
    checkoutRequestId: cb.CheckoutRequestID,
    ...(receipt ? { receipt } : {}),
  });
  await deliver({
    provider: DARAJA_RAIL,
    eventId: `stk:${cb.CheckoutRequestID}`,
    payOrderId,
    report,
    amount: memo.amount,
  });
  return ACCEPTED;
}

/** Paybill validation: only an open paybill order of that amount is accepted (within 8 s). */
async function onValidation(ctx: DarajaContext, body: unknown): Promise<InboundAnswer> {
  const reject = { status: 200, body: { ResultCode: 'C2B00012', ResultDesc: 'Rejected' } };
  if (schemaProblem('daraja/c2b.callback', body)) return reject;
  const c2b = body as C2BCallback;
  const memo = await ctx.memory.get<DarajaMemo>(memoKey(c2b.BillRefNumber));
  if (!memo || memo.kind !== 'c2b' || memo.final) return reject;
  if (shillings(c2b.TransAmount) !== memo.amount) return reject;
  return { status: 200, body: { ResultCode: '0', ResultDesc: 'Accepted' } };
}

/** Paybill confirmation: checked by Transaction Status on its receipt before booking. */
async function onConfirmation(ctx: DarajaContext, body: unknown): Promise<InboundAnswer> {
  if (schemaProblem('daraja/c2b.callback', body)) return refuse(400, 'Bad confirmation');
  const c2b = body as C2BCallback;
  const memo = await ctx.memory.get<DarajaMemo>(memoKey(c2b.BillRefNumber));
  if (!memo || memo.kind !== 'c2b' || memo.final) return ACCEPTED;
  await ctx.memory.put(memoKey(c2b.BillRefNumber), { receipt: c2b.TransID });
  await askStatus(ctx, c2b.BillRefNumber, c2b.TransID).catch(() => undefined);
  return ACCEPTED;
}

/**
 * Account Balance's result: the Utility Account's available float (B2C pays from it), remembered
 * with its time. A result without a Utility Account leaves the last reading as it was.
 */
async function onBalance(ctx: DarajaContext, body: unknown): Promise<InboundAnswer> {
  if (schemaProblem('daraja/result.callback', body)) return refuse(400, 'Bad result');
  const result = (body as ResultCallback).Result;
  const alarm = await initiatorCheck(ctx, result);
  if (alarm) return { ...ACCEPTED, alarm };
  if (Number(result.ResultCode) !== 0) return ACCEPTED;
  const float = payoutFloat(parameter(result.ResultParameters?.ResultParameter, 'AccountBalance'));
  if (float !== undefined)
    await ctx.memory.put('daraja:balance', { available: float, at: ctx.clock() });
  return ACCEPTED;
}
