/**
 * Healing from Daraja's own statement: a paybill confirmation or a result that never came
 * leaves a payment open with no receipt to ask about. Pull Transactions lists what M-Pesa
 * settled; each line of an open payment of ours is asked about by its receipt (Transaction
 * Status), whose answer books it as any other. Nothing is booked from the statement itself.
 */
import { askStatus, memoKey, type DarajaContext, type DarajaMemo } from './adapter';
import { pullTransactions } from './pull';
import { REVERSAL_LINE, reversalOfKey } from './reversal';

/** Asks about our open reversal of `receipt`, if any; returns how many were asked about. */
async function healReversal(ctx: DarajaContext, receipt: string): Promise<number> {
  const ref = await ctx.memory.get<{ payOrderId: string }>(reversalOfKey(receipt));
  const memo = ref && (await ctx.memory.get<DarajaMemo>(memoKey(ref.payOrderId)));
  if (!ref || !memo || memo.final || memo.refused) return 0;
  await askStatus(ctx, ref.payOrderId, receipt);
  return 1;
}

/** Asks about every open payment the statement of [from, to) shows; returns how many. */
export async function healFromStatement(ctx: DarajaContext, from: number, to: number) {
  let asked = 0;
  for (const line of await pullTransactions(ctx, from, to)) {
    // A reversal's line names the receipt it reversed; that receipt's status tells.
    if (line.transactiontype === REVERSAL_LINE) {
      asked += await healReversal(ctx, line.billreference);
      continue;
    }
    const ref = await ctx.memory.get<{ payOrderId: string }>(`daraja:ref:${line.billreference}`);
    const payOrderId = ref?.payOrderId ?? line.billreference;
    const memo = await ctx.memory.get<DarajaMemo>(memoKey(payOrderId));
    if (!memo || memo.final || memo.refused) continue;
    await ctx.memory.put(memoKey(payOrderId), { receipt: line.transactionId });
    await askStatus(ctx, payOrderId, line.transactionId);
    asked++;
  }
  return asked;
}
