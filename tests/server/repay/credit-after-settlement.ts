/**
 * A settled loan with an overpayment credit, as it happens: a payment order left open while the
 * loan was repaid in full, reported paid by the rail afterwards.
 */
import { receiveCallback } from '../../../src/server/features/ledger/callbacks';
import type { TestApp, TestDb } from '../helpers';
import { api, borrowerAtConfirm, pay, submitAndDisburse } from '../loan/steps';

export async function creditAfterSettlement(
  ctx: { readonly t: TestApp; readonly testDb: TestDb },
  mobile: string,
  credit: number,
): Promise<{ token: string; orderNo: string }> {
  const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, mobile);
  await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 5_000);
  const stale = await api(
    ctx.t,
    'repaymentConfirm',
    { orderNo, channelId: 'wallet', purpose: 'repay', amount: credit },
    token,
  );
  await pay(ctx.t, token, orderNo, 'repay', 5_000);
  const { payOrderId } = stale;
  const late = { provider: 'sandbox', eventId: `${payOrderId}:late`, payOrderId } as const;
  await receiveCallback(ctx.testDb.db, { ...late, report: 'succeeded' }, ctx.t.clock.now());
  return { token, orderNo };
}
