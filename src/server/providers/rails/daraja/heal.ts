/**
 * Healing from Daraja's own statement: a paybill confirmation or an STK callback that never came
 * leaves a collection open with no receipt to ask about. Pull Transactions lists the C2B payments
 * M-Pesa settled; each line of an open collection of ours is asked about by its receipt
 * (Transaction Status), whose answer books it as any other. Nothing is booked from the statement
 * itself. Payouts and reversals are not in it: they are asked about by our own ids (adapter.ts).
 */
import { askStatus, memoKey, type DarajaContext, type DarajaMemo } from './adapter';
import { pullTransactions } from './pull';

/** Asks about every open collection the statement of [from, to) shows; returns how many. */
export async function healFromStatement(ctx: DarajaContext, from: number, to: number) {
  let asked = 0;
  for (const line of await pullTransactions(ctx, from, to)) {
    const ref = await ctx.memory.get<{ payOrderId: string }>(`daraja:ref:${line.billreference}`);
    const payOrderId = ref?.payOrderId ?? line.billreference;
    const memo = await ctx.memory.get<DarajaMemo>(memoKey(payOrderId));
    if (!memo || memo.final || memo.refused) continue;
    if (memo.kind !== 'c2b' && memo.kind !== 'stk') continue;
    await ctx.memory.put(memoKey(payOrderId), { receipt: line.transactionId });
    await askStatus(ctx, payOrderId, line.transactionId);
    asked++;
  }
  return asked;
}
