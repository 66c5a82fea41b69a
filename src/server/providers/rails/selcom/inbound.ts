/**
 * Selcom's checkout webhook (https://developers.selcommobile.com/#webhook-callback), sent for
 * successful payments only. Its signature is verified (sign.ts) before anything is read, but the
 * sender chooses Signed-Fields, and Selcom's own example signs no amount: a webhook is booked on
 * its own word only when its signature covers the money fields (outcome.ts MONEY_FIELDS);
 * otherwise it is a prompt to ask order-status, whose answer to our signed request is booked. A
 * repeated or late webhook changes nothing: the first answer is remembered as final.
 */
import type { ProviderReport } from '../../../domain/payment-intent';
import type { CallbackEvent } from '../../wallet';
import { schemaProblem } from '../schemas';
import {
  orderStatus,
  selcomKey,
  SELCOM_RAIL,
  type SelcomContext,
  type SelcomMemo,
} from './adapter';
import { coversMoney, orderReport } from './outcome';
import { signatureProblem, signedFieldNames, type HeaderBag } from './sign';

interface Hook {
  order_id: string;
  transid: string;
  payment_status: string;
  amount?: string | number;
}

interface Settled {
  readonly report: ProviderReport;
  readonly amount: number;
  readonly receipt: string;
  readonly eventId: string;
}

/** What the webhook settles: its own word when fully signed, else order-status's answer. */
async function settledBy(
  ctx: SelcomContext,
  hook: Hook,
  signed: readonly string[],
  memo: SelcomMemo,
): Promise<Settled | null> {
  if (coversMoney(signed)) {
    const report = orderReport(hook.payment_status);
    if (report === 'pending') return null;
    const amount = Number(hook.amount ?? memo.amount);
    const eventId = `webhook:${hook.transid}:${hook.payment_status}`;
    return { report, amount, receipt: hook.transid, eventId };
  }
  const order = await orderStatus(ctx, hook.order_id).catch(() => ({ report: 'pending' as const }));
  if (order.report === 'pending' || !('amount' in order)) return null;
  const eventId = `order-status:${hook.order_id}:${order.report}`;
  return { report: order.report, amount: order.amount, receipt: order.receipt, eventId };
}

export async function selcomWebhook(
  ctx: SelcomContext,
  deliver: (event: CallbackEvent) => Promise<unknown>,
  call: { headers: HeaderBag; body: unknown },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const fields = (call.body ?? {}) as Record<string, unknown>;
  // Signatures carry wall time, whatever the business clock says (the sandbox moves it).
  const problem = signatureProblem(ctx.settings, call.headers, fields, Date.now());
  if (problem)
    return { status: 401, body: { resultcode: '403', result: 'FAIL', message: problem } };
  if (schemaProblem('selcom/webhook.callback', call.body))
    return { status: 400, body: { resultcode: '400', result: 'FAIL', message: 'bad webhook' } };
  const hook = call.body as Hook;
  const ok = { status: 200, body: { resultcode: '000', result: 'SUCCESS', message: 'received' } };
  const memo = await ctx.memory.get<SelcomMemo>(selcomKey(hook.order_id));
  if (!memo || memo.final || memo.kind !== 'collect') return ok;
  const settled = await settledBy(ctx, hook, signedFieldNames(call.headers), memo);
  // Not settled yet (or order-status unreachable): the status sweep asks again later.
  if (!settled) return ok;
  await ctx.memory.put(selcomKey(hook.order_id), {
    final: settled.report,
    receipt: settled.receipt,
  });
  await deliver({
    provider: SELCOM_RAIL,
    eventId: settled.eventId,
    payOrderId: hook.order_id,
    report: settled.report,
    amount: settled.amount,
  });
  return ok;
}
