/**
 * Selcom's checkout webhook: its signature is verified (sign.ts) before anything is read, then
 * reported keyed by Selcom's transid, so a repeated or late webhook changes nothing.
 */
import type { CallbackEvent } from '../../wallet';
import { schemaProblem } from '../schemas';
import { selcomKey, SELCOM_RAIL, type SelcomContext, type SelcomMemo } from './adapter';
import { signatureProblem, type HeaderBag } from './sign';

const REPORT = {
  COMPLETED: 'succeeded',
  CANCELLED: 'failed',
  USERCANCELED: 'failed',
  REJECTED: 'failed',
} as const;

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
  const hook = call.body as {
    order_id: string;
    transid: string;
    payment_status: string;
    amount?: string | number;
  };
  const ok = { status: 200, body: { resultcode: '000', result: 'SUCCESS', message: 'received' } };
  const report = REPORT[hook.payment_status as keyof typeof REPORT];
  const memo = await ctx.memory.get<SelcomMemo>(selcomKey(hook.order_id));
  if (!report || !memo || memo.final) return ok;
  await ctx.memory.put(selcomKey(hook.order_id), { final: report, receipt: hook.transid });
  await deliver({
    provider: SELCOM_RAIL,
    eventId: `webhook:${hook.transid}:${hook.payment_status}`,
    payOrderId: hook.order_id,
    report,
    amount: Number(hook.amount ?? memo.amount),
  });
  return ok;
}
