/**
 * The M-Pesa Daraja rail's requests (Kenya; put behind WalletRails in rails.ts): payouts by B2C,
 * collections by STK push or by the borrower's own paybill payment (C2B) with the payment order
 * as account number, status by Transaction Status and STK query. Our payOrderId is the
 * OriginatorConversationID, so a repeated payout is refused by Daraja as a duplicate; an
 * unanswered request is `unknown` and is settled only by queries, spaced further apart each time.
 */
import type { ProviderReport } from '../../../domain/payment-intent';
import { RailUnavailable, type RailRequest } from '../../wallet';
import type { RailMemory } from '../memory';
import { expectShape } from '../schemas';
import type { CallbackSettings, DarajaSettings } from '../settings';
import { DarajaRefusal, BEING_PROCESSED, DUPLICATE_ORIGINATOR, type DarajaClient } from './client';
import {
  accountReference,
  callbackToken,
  darajaTimestamp,
  securityCredential,
  stkPassword,
  stkReport,
} from './rules';
import type { AsyncAck, PullRegisterAnswer, StkPushAnswer, StkQueryAnswer } from './types';

export const DARAJA_RAIL = 'daraja';

/** What the adapter remembers of one payment order. */
export interface DarajaMemo extends Record<string, unknown> {
  kind: 'payout' | 'stk' | 'c2b' | 'reversal';
  amount: number;
  account: string;
  conversationId?: string;
  checkoutRequestId?: string;
  /** Daraja refused the request itself: nothing moved. */
  refused?: string;
  /** The outcome a status query established (only a query's answer is trusted with money). */
  final?: 'succeeded' | 'failed';
  /** The M-Pesa receipt (TransactionID) of the money that moved. */
  receipt?: string;
  queries?: number;
  nextQueryAt?: number;
  /** Transaction Status answers that Daraja has no such payout (or the payment is not reversed). */
  statusMisses?: number;
  /** When we sent it (a collection's receipt is looked for in the statement from then). */
  at?: number;
  /** A result said our initiator is wrong (2001 and the like): nothing is known of the payment. */
  initiatorFault?: string;
  /** What a B2C result says was paid (a claim until Transaction Status confirms it). */
  claimed?: number;
  /** What Transaction Status says moved. */
  settled?: number;
  /** A reversal: the collection's payOrderId, and its receipt (what Reversal and Status name). */
  collection?: string;
  reversedReceipt?: string;
}

/**
 * Status answers of "no such payout" after which it never reached M-Pesa: the sweep may then
 * send it again under the same OriginatorConversationID, which Daraja refuses as a duplicate
 * (500.002.1001) should the first have arrived after all, so money still moves at most once.
 */
export const MISSES_FOR_NOT_FOUND = 2;

export const memoKey = (payOrderId: string) => `daraja:${payOrderId}`;

/** The first query waits 30 s, each next one twice as long, up to an hour. */
export const backoffMs = (queries: number) => Math.min(30_000 * 2 ** queries, 3_600_000);

export interface DarajaContext {
  readonly settings: DarajaSettings;
  readonly callbacks: CallbackSettings;
  readonly client: DarajaClient;
  readonly memory: RailMemory;
  readonly clock: () => number;
}

/** The URL Daraja posts `purpose`'s result of `payOrderId` to. */
export function callbackUrl(ctx: DarajaContext, purpose: string, payOrderId: string): string {
  const token = callbackToken(ctx.callbacks.secret, purpose, payOrderId);
  return `${ctx.callbacks.baseUrl}/rails/daraja/${purpose}/${encodeURIComponent(payOrderId)}/${token}`;
}

/** MSISDN without the plus: 2547XXXXXXXX. */
export const msisdn = (account: string) => account.replace(/^\+/, '');

export function credential(ctx: DarajaContext) {
  return securityCredential(ctx.settings.initiatorPassword, ctx.settings.certificate);
}

/** Sends Transaction Status for a payment; its answer comes to the order's `status` path. */
export async function askStatus(ctx: DarajaContext, payOrderId: string, receipt?: string) {
  const s = ctx.settings;
  await ctx.client.post('/mpesa/transactionstatus/v1/query', 'daraja/transaction-status.request', {
    Initiator: s.initiatorName,
    SecurityCredential: credential(ctx),
    CommandID: 'TransactionStatusQuery',
    ...(receipt ? { TransactionID: receipt } : { OriginalConversationID: payOrderId }),
    PartyA: s.shortCode,
    IdentifierType: '4',
    ResultURL: callbackUrl(ctx, 'status', payOrderId),
    QueueTimeOutURL: callbackUrl(ctx, 'status-timeout', payOrderId),
    Remarks: 'status',
  });
}

/** B2C: our payOrderId is the OriginatorConversationID, so Daraja refuses a second sending. */
export async function b2c(ctx: DarajaContext, request: RailRequest) {
  const s = ctx.settings;
  try {
    const ack = expectShape<AsyncAck>(
      'daraja/async-ack.response',
      await ctx.client.post('/mpesa/b2c/v3/paymentrequest', 'daraja/b2c.request', {
        OriginatorConversationID: request.payOrderId,
        InitiatorName: s.initiatorName,
        SecurityCredential: credential(ctx),
        CommandID: 'BusinessPayment',
        Amount: request.amount,
        PartyA: s.shortCode,
        PartyB: msisdn(request.account),
        Remarks: 'Loan payout',
        QueueTimeOutURL: callbackUrl(ctx, 'timeout', request.payOrderId),
        ResultURL: callbackUrl(ctx, 'result', request.payOrderId),
        Occassion: request.payOrderId,
      }),
    );
    await ctx.memory.put(memoKey(request.payOrderId), { conversationId: ack.ConversationID });
    return { providerRef: ack.ConversationID };
  } catch (error) {
    // Our id was used already: Daraja has this payout; its fate is a status query's to tell.
    if (error instanceof DarajaRefusal && error.code === DUPLICATE_ORIGINATOR)
      return { providerRef: request.payOrderId };
    if (error instanceof DarajaRefusal && error.status < 500) {
      await ctx.memory.put(memoKey(request.payOrderId), { refused: error.message });
      return { providerRef: request.payOrderId };
    }
    throw error instanceof DarajaRefusal ? new RailUnavailable(error.message) : error;
  }
}

/** STK push: the borrower approves the collection with their PIN. */
export async function stkPush(ctx: DarajaContext, request: RailRequest) {
  const s = ctx.settings;
  const timestamp = darajaTimestamp(ctx.clock());
  const reference = accountReference(request.payOrderId);
  await ctx.memory.put(`daraja:ref:${reference}`, { payOrderId: request.payOrderId });
  try {
    const answer = expectShape<StkPushAnswer>(
      'daraja/stkpush.response',
      await ctx.client.post('/mpesa/stkpush/v1/processrequest', 'daraja/stkpush.request', {
        BusinessShortCode: s.shortCode,
        Password: stkPassword(s.shortCode, s.passkey, timestamp),
        Timestamp: timestamp,
        TransactionType: 'CustomerPayBillOnline',
        Amount: request.amount,
        PartyA: msisdn(request.account),
        PartyB: s.shortCode,
        PhoneNumber: msisdn(request.account),
        CallBackURL: callbackUrl(ctx, 'stk', request.payOrderId),
        AccountReference: reference,
        TransactionDesc: 'Loan payment',
      }),
    );
    await ctx.memory.put(memoKey(request.payOrderId), {
      checkoutRequestId: answer.CheckoutRequestID,
    });
    return { providerRef: answer.CheckoutRequestID };
  } catch (error) {
    if (error instanceof DarajaRefusal && error.status < 500) {
      await ctx.memory.put(memoKey(request.payOrderId), { refused: error.message });
      return { providerRef: request.payOrderId };
    }
    throw error instanceof DarajaRefusal ? new RailUnavailable(error.message) : error;
  }
}

/** STK query: 0 paid, another code failed; "being processed" (HTTP 500) is still pending. */
export async function stkQuery(ctx: DarajaContext, checkoutRequestId: string) {
  const s = ctx.settings;
  const timestamp = darajaTimestamp(ctx.clock());
  try {
    const answer = expectShape<StkQueryAnswer>(
      'daraja/stkquery.response',
      await ctx.client.post('/mpesa/stkpushquery/v1/query', 'daraja/stkquery.request', {
        BusinessShortCode: s.shortCode,
        Password: stkPassword(s.shortCode, s.passkey, timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      }),
    );
    return stkReport(Number(answer.ResultCode));
  } catch (error) {
    if (error instanceof DarajaRefusal && error.code === BEING_PROCESSED) return 'pending';
    throw error;
  }
}

/** What is known of a payment; a status query is sent when its backoff allows. */
export async function queryPayment(
  ctx: DarajaContext,
  payOrderId: string,
): Promise<ProviderReport | 'notFound'> {
  const memo = await ctx.memory.get<DarajaMemo>(memoKey(payOrderId));
  // Never sent by this adapter: the sweep may send it (the same id, so never twice).
  if (!memo) return 'notFound';
  if (memo.final) return memo.final;
  if (memo.refused) return 'failed';
  const missable = memo.kind === 'payout' || memo.kind === 'reversal';
  if (missable && (memo.statusMisses ?? 0) >= MISSES_FOR_NOT_FOUND) {
    await ctx.memory.put(memoKey(payOrderId), { statusMisses: 0, queries: 0, nextQueryAt: 0 });
    return 'notFound';
  }
  const now = ctx.clock();
  if (memo.nextQueryAt && memo.nextQueryAt > now) return 'pending';
  const queries = (memo.queries ?? 0) + 1;
  await ctx.memory.put(memoKey(payOrderId), { queries, nextQueryAt: now + backoffMs(queries) });
  try {
    if (memo.kind === 'payout') await askStatus(ctx, payOrderId);
    // A reversal is asked about by the receipt it reverses: Reversed or not.
    else if (memo.kind === 'reversal' && memo.reversedReceipt)
      await askStatus(ctx, payOrderId, memo.reversedReceipt);
    // A paybill payment is asked about once its confirmation named the receipt.
    else if (memo.kind === 'c2b' && memo.receipt) await askStatus(ctx, payOrderId, memo.receipt);
    // An STK push with no CheckoutRequestID never reached a phone we know of; it expires unpaid.
    else if (memo.kind === 'stk' && memo.checkoutRequestId) {
      const report = await stkQuery(ctx, memo.checkoutRequestId);
      if (report !== 'pending') await ctx.memory.put(memoKey(payOrderId), { final: report });
      return report;
    }
  } catch (error) {
    if (!(error instanceof RailUnavailable || error instanceof DarajaRefusal)) throw error;
  }
  return 'pending';
}

/** Asks for the float; the answer comes to the `balance` path (inbound.ts remembers it). */
export async function requestBalance(ctx: DarajaContext): Promise<void> {
  const s = ctx.settings;
  await ctx.client.post('/mpesa/accountbalance/v1/query', 'daraja/account-balance.request', {
    Initiator: s.initiatorName,
    SecurityCredential: credential(ctx),
    CommandID: 'AccountBalance',
    PartyA: s.shortCode,
    IdentifierType: '4',
    Remarks: 'float',
    QueueTimeOutURL: callbackUrl(ctx, 'status-timeout', s.shortCode),
    ResultURL: callbackUrl(ctx, 'balance', s.shortCode),
  });
}

/** Registers the paybill's validation and confirmation URLs (once per deployment). */
export async function registerC2B(ctx: DarajaContext): Promise<string> {
  const s = ctx.settings;
  const answer = expectShape<{ ResponseCode: string }>(
    'daraja/c2b-register.response',
    await ctx.client.post('/mpesa/c2b/v2/registerurl', 'daraja/c2b-register.request', {
      ShortCode: s.shortCode,
      // When our validation does not answer in time, M-Pesa cancels: never money we cannot place.
      ResponseType: 'Cancelled',
      ConfirmationURL: callbackUrl(ctx, 'c2b-confirmation', s.shortCode),
      ValidationURL: callbackUrl(ctx, 'c2b-validation', s.shortCode),
    }),
  );
  return answer.ResponseCode;
}

/**
 * Registers the short code for Pull Transactions, once (Daraja answers 1001 when it already is):
 * the nominated number is the organisation's Safaricom number from its M-Pesa KYC.
 */
export async function registerPull(ctx: DarajaContext, nominatedNumber: string): Promise<string> {
  const s = ctx.settings;
  const answer = expectShape<PullRegisterAnswer>(
    'daraja/pull-register.response',
    await ctx.client.post('/pulltransactions/v1/register', 'daraja/pull-register.request', {
      ShortCode: s.shortCode,
      RequestType: 'Pull',
      NominatedNumber: nominatedNumber,
      CallBackURL: callbackUrl(ctx, 'pull', s.shortCode),
    }),
  );
  return answer.ResponseStatus;
}
