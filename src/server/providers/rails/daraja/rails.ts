/**
 * The Daraja rail behind WalletRails (adapter.ts sends and asks, reversal.ts gives back): the
 * payment kinds as the product asks for them, and the statement. Pull Transactions lists only C2B
 * payments (paybill and STK); money out (B2C payouts and reversals) is listed from the results
 * and Transaction Status answers we stored for each payment we sent in the period.
 */
import type { StatementLine } from '../../../domain/reconciliation';
import { RailUnavailable, type WalletRails } from '../../wallet';
import { railFault } from '../floats';
import {
  b2c,
  DARAJA_RAIL,
  memoKey,
  queryPayment,
  stkPush,
  type DarajaContext,
  type DarajaMemo,
} from './adapter';
import { pullTransactions } from './pull';
import { reverse } from './reversal';
import { shillings } from './rules';

/** The line of money out that a stored answer shows moved, if any. */
function outLine(payOrderId: string, memo: DarajaMemo): StatementLine | undefined {
  if (memo.kind !== 'payout' && memo.kind !== 'reversal') return undefined;
  if (memo.refused || memo.final === 'failed') return undefined;
  // Confirmed by Transaction Status, or claimed by a B2C result (a query then settles it).
  const amount = memo.final === 'succeeded' ? (memo.settled ?? memo.amount) : memo.claimed;
  return amount === undefined ? undefined : { payOrderId, kind: 'payout', amount };
}

/** The statement of [from, to): C2B from Pull Transactions, money out from stored answers. */
async function statement(ctx: DarajaContext, from: number, to: number): Promise<StatementLine[]> {
  const lines: StatementLine[] = [];
  for (const line of await pullTransactions(ctx, from, to)) {
    const ref = line.billreference;
    // An STK payment carries the order's 12-character reference, a paybill payment the order.
    const ours = await ctx.memory.get<{ payOrderId: string }>(`daraja:ref:${ref}`);
    lines.push({
      payOrderId: ours?.payOrderId ?? ref,
      kind: 'collect',
      amount: shillings(line.amount),
    });
  }
  for (const [key, value] of await ctx.memory.firstWritten(memoKey(''), from, to)) {
    const line = outLine(key.slice(memoKey('').length), value as DarajaMemo);
    if (line) lines.push(line);
  }
  return lines;
}

export function darajaRails(ctx: DarajaContext): WalletRails {
  return {
    name: DARAJA_RAIL,
    async payout(request) {
      const { payOrderId, amount, account } = request;
      // Our initiator is refused: nothing is sent (and nothing remembered, so the sweep sends it
      // once the alarm is cleared).
      const fault = await railFault(ctx.memory, DARAJA_RAIL);
      if (fault)
        throw new RailUnavailable(`payouts paused: Daraja initiator refused (${fault.code})`);
      await ctx.memory.put(memoKey(payOrderId), {
        kind: 'payout',
        amount,
        account,
        at: ctx.clock(),
      });
      return b2c(ctx, request);
    },
    async collect(request) {
      const { payOrderId, amount, account } = request;
      const at = ctx.clock();
      // A paybill order: the borrower pays from their phone with the order as account number.
      if (request.channelId && request.channelId !== 'wallet') {
        await ctx.memory.put(memoKey(payOrderId), { kind: 'c2b', amount, account, at });
        return { providerRef: payOrderId };
      }
      await ctx.memory.put(memoKey(payOrderId), { kind: 'stk', amount, account, at });
      return stkPush(ctx, request);
    },
    reverse: (request) => reverse(ctx, request),
    query: (payOrderId) => queryPayment(ctx, payOrderId),
    statement: (from, to) => statement(ctx, from, to),
  };
}
