/**
 * Tanzania through Selcom behind WalletRails: payouts by wallet cash-in with the wallet's utility
 * code (VMCASHIN, AMCASHIN, TPCASHIN, HPCASHIN), collections by a minimal checkout order and a
 * USSD push to the borrower's wallet. Our payOrderId is both the order id and the transid, so a
 * transid is never reused for another payment; an ambiguous answer (999), a timeout or one in
 * progress (111 / 927) is settled only by querying, spaced further apart each time, never by
 * sending again. Webhooks are signed and verified (inbound.ts).
 */
import type { ProviderReport } from '../../../domain/payment-intent';
import type { StatementLine } from '../../../domain/reconciliation';
import { RailUnavailable, type RailRequest, type WalletRails } from '../../wallet';
import type { RailMemory } from '../memory';
import { schemaProblem } from '../schemas';
import type { CallbackSettings, SelcomSettings } from '../settings';
import { AMBIGUOUS, IN_PROGRESS, SUCCESS, type SelcomAnswer, type SelcomClient } from './client';

export const SELCOM_RAIL = 'selcom';

export interface SelcomMemo extends Record<string, unknown> {
  kind: 'payout' | 'collect';
  amount: number;
  account: string;
  refused?: string;
  final?: 'succeeded' | 'failed';
  /** Selcom's reference of the money that moved. */
  receipt?: string;
  queries?: number;
  nextQueryAt?: number;
}

export interface SelcomContext {
  readonly settings: SelcomSettings;
  readonly callbacks: CallbackSettings;
  readonly client: SelcomClient;
  readonly memory: RailMemory;
  readonly clock: () => number;
  /** The currency of the country Selcom serves (country.json). */
  readonly currency: string;
  /** The cash-in utility code of the wallet that number belongs to (from country.json). */
  readonly utilityCode: (account: string) => string | undefined;
}

export const selcomKey = (payOrderId: string) => `selcom:${payOrderId}`;
const backoffMs = (queries: number) => Math.min(30_000 * 2 ** queries, 3_600_000);
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

const ORDER_REPORT: Readonly<Record<string, ProviderReport>> = {
  COMPLETED: 'succeeded',
  CANCELLED: 'failed',
  USERCANCELED: 'failed',
  REJECTED: 'failed',
};

async function query(ctx: SelcomContext, id: string): Promise<ProviderReport | 'notFound'> {
  const memo = await ctx.memory.get<SelcomMemo>(selcomKey(id));
  if (!memo) return 'notFound';
  if (memo.final) return memo.final;
  if (memo.refused) return 'failed';
  const now = ctx.clock();
  if (memo.nextQueryAt && memo.nextQueryAt > now) return 'pending';
  const queries = (memo.queries ?? 0) + 1;
  await ctx.memory.put(selcomKey(id), { queries, nextQueryAt: now + backoffMs(queries) });
  let report: ProviderReport = 'pending';
  try {
    if (memo.kind === 'payout') {
      const answer = await ctx.client.get('/v1/walletcashin/query', { transid: id });
      const line = answer.data?.[0];
      const status =
        line && !schemaProblem('selcom/cashin-status.line', line) ? String(line.status) : '';
      report = status === 'SUCCESS' ? 'succeeded' : status === 'FAIL' ? 'failed' : 'pending';
      if (report === 'succeeded')
        await ctx.memory.put(selcomKey(id), { receipt: String(line?.reference ?? '') });
    } else {
      const answer = await ctx.client.get('/v1/checkout/order-status', { order_id: id });
      const line = answer.data?.[0];
      const ok = line && !schemaProblem('selcom/order-status.line', line);
      report = (ok && ORDER_REPORT[String(line.payment_status)]) || 'pending';
      if (report === 'succeeded')
        await ctx.memory.put(selcomKey(id), { receipt: String(line?.transid ?? '') });
    }
  } catch (error) {
    if (!(error instanceof RailUnavailable)) throw error;
  }
  if (report !== 'pending') await ctx.memory.put(selcomKey(id), { final: report });
  return report;
}

/** The vendor's own lists: checkout orders paid and cash-ins done in [from, to). */
async function statement(ctx: SelcomContext, from: number, to: number): Promise<StatementLine[]> {
  const window = { fromdate: new Date(from).toISOString(), todate: new Date(to).toISOString() };
  const [orders, cashins] = await Promise.all([
    ctx.client.get('/v1/checkout/list-orders', window),
    ctx.client.get('/v1/walletcashin/list', window),
  ]);
  const lines: StatementLine[] = [];
  for (const o of orders.data ?? [])
    if (!schemaProblem('selcom/order-status.line', o) && o.payment_status === 'COMPLETED')
      lines.push({ payOrderId: String(o.order_id), kind: 'collect', amount: Number(o.amount) });
  for (const c of cashins.data ?? [])
    if (!schemaProblem('selcom/cashin-status.line', c) && c.status === 'SUCCESS')
      lines.push({ payOrderId: String(c.transid), kind: 'payout', amount: Number(c.amount) });
  return lines;
}

export function selcomRails(ctx: SelcomContext): WalletRails {
  return {
    name: SELCOM_RAIL,
    async payout(request) {
      const { payOrderId, amount, account } = request;
      const before = await ctx.memory.get<SelcomMemo>(selcomKey(payOrderId));
      // Sent before (even without an answer): only a query may tell; the transid is spent.
      if (before) return { providerRef: payOrderId };
      await ctx.memory.put(selcomKey(payOrderId), { kind: 'payout', amount, account });
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
    statement: (from, to) => statement(ctx, from, to),
  };
}
