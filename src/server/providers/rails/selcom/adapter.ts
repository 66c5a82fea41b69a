/**
 * Tanzania through Selcom behind WalletRails: payouts by wallet cash-in with the wallet's utility
 * code (VMCASHIN, AMCASHIN, TPCASHIN, HPCASHIN), collections by a minimal checkout order and a
 * USSD push to the borrower's wallet. Our payOrderId is both the order id and the transid, so a
 * transid is never reused for another payment; an ambiguous answer (999), a timeout or one in
 * progress (111 / 927) is settled only by querying, never by sending again: a cash-in is first
 * asked about 3 minutes after it was sent, as Selcom asks, then further apart each time
 * (https://developers.selcommobile.com/#handling-inprogress-and-ambiguous-status-codes).
 * Webhooks are signed and verified (inbound.ts); the statement is statement.ts.
 */
import type { ProviderReport } from '../../../domain/payment-intent';
import { RailUnavailable, type RailRequest, type WalletRails } from '../../wallet';
import { schemaProblem } from '../schemas';
import type { SelcomAnswer } from './client';
import { SELCOM_RAIL, selcomKey, type SelcomContext, type SelcomMemo } from './context';
import {
  AMBIGUOUS,
  cashInReceipt,
  cashInReport,
  IN_PROGRESS,
  orderReport,
  SUCCESS,
} from './outcome';
import { selcomStatement } from './statement';

export { SELCOM_RAIL, selcomKey, type SelcomContext, type SelcomMemo } from './context';

/** Selcom: wait 3 minutes before asking about a cash-in, then ask again at 3-minute intervals. */
export const FIRST_CASHIN_QUERY_MS = 180_000;
const backoffMs = (kind: SelcomMemo['kind'], queries: number) =>
  Math.min(
    kind === 'payout' ? FIRST_CASHIN_QUERY_MS * 2 ** (queries - 1) : 30_000 * 2 ** queries,
    3_600_000,
  );
const msisdn = (account: string) => account.replace(/^\+/, '');

/** What an answer means for the payment: settled, still open, or unknown (throws). */
async function settle(ctx: SelcomContext, id: string, answer: SelcomAnswer, done: boolean) {
  if (answer.resultcode === AMBIGUOUS) throw new RailUnavailable(`Selcom 999 for ${id}`);
  if (answer.resultcode === SUCCESS && done)
    await ctx.memory.put(selcomKey(id), { final: 'succeeded', receipt: answer.reference ?? '' });
  else if (answer.resultcode !== SUCCESS && !IN_PROGRESS.has(answer.resultcode))
    await ctx.memory.put(selcomKey(id), { refused: `${answer.resultcode} ${answer.message}` });
  return { providerRef: answer.reference ?? id };
}

async function cashIn(ctx: SelcomContext, request: RailRequest) {
  const code = ctx.utilityCode(request.account);
  if (!code) {
    await ctx.memory.put(selcomKey(request.payOrderId), { refused: 'no cash-in for this wallet' });
    return { providerRef: request.payOrderId };
  }
  const answer = await ctx.client.post(
    '/v1/walletcashin/process',
    'selcom/walletcashin-process.request',
    {
      transid: request.payOrderId,
      utilitycode: code,
      utilityref: msisdn(request.account),
      amount: request.amount,
      vendor: ctx.settings.vendor,
      pin: ctx.settings.pin,
      msisdn: msisdn(request.account),
    },
  );
  return settle(ctx, request.payOrderId, answer, true);
}

async function ussdPush(ctx: SelcomContext, request: RailRequest) {
  const id = request.payOrderId;
  const webhook = Buffer.from(`${ctx.callbacks.baseUrl}/rails/selcom/webhook`).toString('base64');
  const order = await ctx.client.post(
    '/v1/checkout/create-order-minimal',
    'selcom/create-order-minimal.request',
    {
      vendor: ctx.settings.vendor,
      order_id: id,
      buyer_email: 'payments@mkopo.example',
      buyer_name: 'Mkopo borrower',
      buyer_phone: msisdn(request.account),
      amount: request.amount,
      currency: ctx.currency,
      webhook,
      no_of_items: 1,
    },
  );
  if (order.resultcode !== SUCCESS) return settle(ctx, id, order, false);
  const push = await ctx.client.post(
    '/v1/checkout/wallet-payment',
    'selcom/wallet-payment.request',
    {
      transid: id,
      order_id: id,
      msisdn: msisdn(request.account),
    },
  );
  // 000 here means the push was sent; the order is paid only when order-status says so.
  return settle(ctx, id, push, false);
}

/** An order as order-status gives it: its report, amount and the wallet's transid. */
export async function orderStatus(ctx: SelcomContext, id: string) {
  const answer = await ctx.client.get('/v1/checkout/order-status', { order_id: id });
  const line = answer.data?.[0];
  if (answer.httpStatus !== 200 || !line || schemaProblem('selcom/order-status.line', line))
    return { report: 'pending' as const };
  return {
    report: orderReport(line.payment_status),
    amount: Number(line.amount),
    receipt: typeof line.transid === 'string' ? line.transid : '',
  };
}

/** Asks Selcom about a payment now; remembers a final answer. */
async function ask(ctx: SelcomContext, id: string, kind: SelcomMemo['kind']) {
  let report: ProviderReport = 'pending';
  let receipt = '';
  try {
    if (kind === 'payout') {
      const answer = await ctx.client.get('/v1/walletcashin/query', { transid: id });
      report = cashInReport(answer);
      if (report === 'succeeded') receipt = cashInReceipt(answer);
      if (report === 'failed')
        await ctx.memory.put(selcomKey(id), { refused: `${answer.resultcode} ${answer.message}` });
    } else ({ report, receipt = '' } = await orderStatus(ctx, id));
  } catch (error) {
    if (!(error instanceof RailUnavailable)) throw error;
  }
  if (report === 'succeeded') await ctx.memory.put(selcomKey(id), { final: report, receipt });
  else if (report === 'failed') await ctx.memory.put(selcomKey(id), { final: report });
  return report;
}

async function query(ctx: SelcomContext, id: string): Promise<ProviderReport | 'notFound'> {
  const memo = await ctx.memory.get<SelcomMemo>(selcomKey(id));
  if (!memo) return 'notFound';
  if (memo.final) return memo.final;
  if (memo.refused) return 'failed';
  const now = ctx.clock();
  if (memo.nextQueryAt && memo.nextQueryAt > now) return 'pending';
  const queries = (memo.queries ?? 0) + 1;
  await ctx.memory.put(selcomKey(id), {
    queries,
    nextQueryAt: now + backoffMs(memo.kind, queries),
  });
  return ask(ctx, id, memo.kind);
}

export function selcomRails(ctx: SelcomContext): WalletRails {
  return {
    name: SELCOM_RAIL,
    async payout(request) {
      const { payOrderId, amount, account } = request;
      const before = await ctx.memory.get<SelcomMemo>(selcomKey(payOrderId));
      // Sent before (even without an answer): only a query may tell; the transid is spent.
      if (before) return { providerRef: payOrderId };
      await ctx.memory.put(selcomKey(payOrderId), {
        kind: 'payout',
        amount,
        account,
        nextQueryAt: ctx.clock() + FIRST_CASHIN_QUERY_MS,
      });
      return cashIn(ctx, request);
    },
    async collect(request) {
      const { payOrderId, amount, account } = request;
      const before = await ctx.memory.get<SelcomMemo>(selcomKey(payOrderId));
      if (before) return { providerRef: payOrderId };
      await ctx.memory.put(selcomKey(payOrderId), { kind: 'collect', amount, account });
      return ussdPush(ctx, request);
    },
    query: (id) => query(ctx, id),
    statement: (from, to) => selcomStatement(ctx, from, to, (id) => query(ctx, id)),
  };
}
