/**
 * Reversal (POST /mpesa/reversal/v1/request): a collection booked in error given back whole to
 * the wallet it came from. It names the collection's M-Pesa receipt (from its callback, else
 * found in Pull Transactions); its result is only a claim, and a Transaction Status on that
 * receipt saying Reversed is what books it. M-Pesa refuses a second reversal of one receipt
 * (R000001), and we send none while another reversal of it may still succeed, so a reversal sent
 * again after status queries found the payment not reversed still gives money back at most once.
 */
import { RailUnavailable, type ReversalRequest } from '../../wallet';
import { expectShape } from '../schemas';
import {
  askStatus,
  callbackUrl,
  credential,
  memoKey,
  type DarajaContext,
  type DarajaMemo,
} from './adapter';
import { DarajaRefusal } from './client';
import { PULL_WINDOW_MS, pullTransactions } from './pull';
import { accountReference, shillings } from './rules';
import type { AsyncAck } from './types';

/** Where the reversal of receipt `receipt` is remembered (its status is asked by the receipt). */
export const reversalOfKey = (receipt: string) => `daraja:reversal-of:${receipt}`;

/** The M-Pesa receipt of a settled collection of ours, from memory or the statement. */
async function receiptOf(ctx: DarajaContext, collection: string, memo: DarajaMemo) {
  if (memo.receipt) return memo.receipt;
  const billRef = memo.kind === 'stk' ? accountReference(collection) : collection;
  const from = memo.at ?? ctx.clock() - PULL_WINDOW_MS;
  // Pull Transactions lists only C2B payments: a line of the reference and amount is the payment.
  const lines = await pullTransactions(ctx, from, from + PULL_WINDOW_MS);
  const line = lines.find(
    (l) => l.billreference === billRef && shillings(l.amount) === memo.amount,
  );
  return line?.transactionId;
}

/** Whether another reversal of `receipt` than `payOrderId` may still give it back. */
async function reversedElsewhere(ctx: DarajaContext, receipt: string, payOrderId: string) {
  const other = await ctx.memory.get<{ payOrderId: string }>(reversalOfKey(receipt));
  if (!other || other.payOrderId === payOrderId) return false;
  const memo = await ctx.memory.get<DarajaMemo>(memoKey(other.payOrderId));
  return !!memo && !memo.refused && memo.final !== 'failed';
}

/** Sends the reversal; a refusal before M-Pesa acted fails it, no answer leaves it unknown. */
export async function reverse(ctx: DarajaContext, request: ReversalRequest) {
  const { payOrderId, collection, amount, account } = request;
  const key = memoKey(payOrderId);
  await ctx.memory.put(key, { kind: 'reversal', amount, account, collection });
  const refuse = async (why: string) => {
    await ctx.memory.put(key, { refused: why });
    return { providerRef: payOrderId };
  };
  const original = await ctx.memory.get<DarajaMemo>(memoKey(collection));
  // Only money that arrived can be given back, and only all of it.
  if (!original || original.kind === 'payout' || original.kind === 'reversal')
    return refuse('not a collection');
  if (original.final !== 'succeeded' || original.amount !== amount)
    return refuse('no such settled collection');
  const s = ctx.settings;
  try {
    const receipt =
      (await ctx.memory.get<DarajaMemo>(key))?.reversedReceipt ??
      (await receiptOf(ctx, collection, original));
    if (!receipt) return await refuse('collection not on the statement');
    if (await reversedElsewhere(ctx, receipt, payOrderId)) return await refuse('being reversed');
    await ctx.memory.put(key, { reversedReceipt: receipt });
    await ctx.memory.put(reversalOfKey(receipt), { payOrderId });
    const ack = expectShape<AsyncAck>(
      'daraja/async-ack.response',
      await ctx.client.post('/mpesa/reversal/v1/request', 'daraja/reversal.request', {
        Initiator: s.initiatorName,
        SecurityCredential: credential(ctx),
        CommandID: 'TransactionReversal',
        TransactionID: receipt,
        Amount: amount,
        ReceiverParty: s.shortCode,
        RecieverIdentifierType: '11',
        ResultURL: callbackUrl(ctx, 'reversal', payOrderId),
        QueueTimeOutURL: callbackUrl(ctx, 'timeout', payOrderId),
        Remarks: 'Payment returned',
        Occasion: collection,
      }),
    );
    await ctx.memory.put(key, { conversationId: ack.ConversationID });
    return { providerRef: ack.ConversationID };
  } catch (error) {
    if (error instanceof DarajaRefusal && error.status < 500) return refuse(error.message);
    throw error instanceof DarajaRefusal ? new RailUnavailable(error.message) : error;
  }
}

/** A reversal's result: a claim only, checked by Transaction Status on the receipt reversed. */
export async function onReversalResult(ctx: DarajaContext, payOrderId: string) {
  const memo = await ctx.memory.get<DarajaMemo>(memoKey(payOrderId));
  if (!memo || memo.kind !== 'reversal' || memo.final || !memo.reversedReceipt) return;
  await askStatus(ctx, payOrderId, memo.reversedReceipt).catch(() => undefined);
}
