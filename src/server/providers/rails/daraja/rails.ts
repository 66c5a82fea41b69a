/**
 * The Daraja rail behind WalletRails (adapter.ts sends and asks, reversal.ts gives back): the
 * payment kinds as the product asks for them, and Pull Transactions read as the statement.
 */
import type { StatementLine } from '../../../domain/reconciliation';
import type { WalletRails } from '../../wallet';
import { b2c, DARAJA_RAIL, memoKey, queryPayment, stkPush, type DarajaContext } from './adapter';
import { pullTransactions } from './pull';
import { REVERSAL_LINE, reversalOfKey, reverse } from './reversal';
import { shillings } from './rules';

/** Pull Transactions of [from, to) as statement lines, each under our payOrderId. */
async function statement(ctx: DarajaContext, from: number, to: number): Promise<StatementLine[]> {
  const lines: StatementLine[] = [];
  const ours = async (key: string, fallback: string) =>
    (await ctx.memory.get<{ payOrderId: string }>(key))?.payOrderId ?? fallback;
  for (const line of await pullTransactions(ctx, from, to)) {
    const ref = line.billreference;
    const amount = shillings(line.amount);
    if (line.transactiontype === 'BusinessPayment')
      lines.push({ payOrderId: ref, kind: 'payout', amount });
    // Money given back leaves like a payout, under the reversal's own payment order.
    else if (line.transactiontype === REVERSAL_LINE)
      lines.push({ payOrderId: await ours(reversalOfKey(ref), ref), kind: 'payout', amount });
    else lines.push({ payOrderId: await ours(`daraja:ref:${ref}`, ref), kind: 'collect', amount });
  }
  return lines;
}

export function darajaRails(ctx: DarajaContext): WalletRails {
  return {
    name: DARAJA_RAIL,
    async payout(request) {
      const { payOrderId, amount, account } = request;
      await ctx.memory.put(memoKey(payOrderId), { kind: 'payout', amount, account });
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
