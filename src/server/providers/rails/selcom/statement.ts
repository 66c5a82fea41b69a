/**
 * Selcom's side of the daily reconciliation. Selcom publishes one list: the checkout orders of a
 * range of days (GET /v1/checkout/list-orders?fromdate=YYYY-MM-DD&todate=YYYY-MM-DD,
 * https://developers.selcommobile.com/#list-all-orders), so collections come from it. It has no
 * list of cash-ins: payouts come from Selcom's own answers we stored (a 000 to the cash-in, or its
 * status query), and a payout still open is asked about now (the query keeps its spacing).
 */
import type { StatementLine } from '../../../domain/reconciliation';
import { schemaProblem } from '../schemas';
import type { SelcomContext, SelcomMemo } from './context';

const EAT_MS = 3 * 3_600_000;

/** The East Africa Time calendar day of `ms`, as list-orders takes it. */
export const eatDate = (ms: number): string => new Date(ms + EAT_MS).toISOString().slice(0, 10);

/** An order's creation_date ("2019-06-06 22:00:00", East Africa Time) in ms; NaN if unreadable. */
export const eatDateTime = (text: string): number =>
  Date.parse(`${text.trim().replace(' ', 'T')}+03:00`);

/** Completed checkout orders created in [from, to). */
async function collections(ctx: SelcomContext, from: number, to: number) {
  // Whether todate is inclusive is not documented: ask one day more and keep [from, to) by
  // creation_date, right under either reading.
  const answer = await ctx.client.get('/v1/checkout/list-orders', {
    fromdate: eatDate(from),
    todate: eatDate(to),
  });
  const lines: StatementLine[] = [];
  for (const o of answer.data ?? []) {
    if (schemaProblem('selcom/list-orders.line', o) || o.payment_status !== 'COMPLETED') continue;
    const created = typeof o.creation_date === 'string' ? eatDateTime(o.creation_date) : NaN;
    if (Number.isFinite(created) && (created < from || created >= to)) continue;
    lines.push({ payOrderId: String(o.order_id), kind: 'collect', amount: Number(o.amount) });
  }
  return lines;
}

/** Payouts sent in [from, to) that Selcom said were paid (asking now about the open ones). */
async function payouts(
  ctx: SelcomContext,
  from: number,
  to: number,
  ask: (id: string) => Promise<unknown>,
) {
  const lines: StatementLine[] = [];
  for (const [key, memo] of await ctx.memory.firstWritten('selcom:', from, to)) {
    const sent = memo as SelcomMemo;
    if (sent.kind !== 'payout') continue;
    const id = key.slice('selcom:'.length);
    if (!sent.final && !sent.refused) await ask(id);
    const now = await ctx.memory.get<SelcomMemo>(key);
    if (now?.final === 'succeeded')
      lines.push({ payOrderId: id, kind: 'payout', amount: now.amount });
  }
  return lines;
}

export async function selcomStatement(
  ctx: SelcomContext,
  from: number,
  to: number,
  ask: (id: string) => Promise<unknown>,
): Promise<StatementLine[]> {
  const [orders, cashIns] = await Promise.all([
    collections(ctx, from, to),
    payouts(ctx, from, to, ask),
  ]);
  return [...orders, ...cashIns];
}
