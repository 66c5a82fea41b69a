/**
 * Money on its way (issue: after "I have paid" on a push the wallet reports late, Repayment
 * details said "Amount repaid 0" and Receipts "No payments yet", an invitation to pay twice):
 * a push the rail has not settled shows as pending on the repayment screen, the receipts and
 * the Home/records summaries, with the borrower's wallet; it goes once the rail reports, and a
 * bill payment (not pushed) or a push left unsettled for a day is not money on its way.
 */
import { describe, expect, it } from 'vitest';
import { call, setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, submitAndDisburse } from '../loan/steps';

const ctx = setUpTestApp({ dataDir: true });
const HOUR = 3_600_000;

async function shown(orderNo: string, token: string) {
  const detail = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
  const receipts = await api(ctx.t, 'repaymentReceipts', { orderNo }, token);
  const records = await api(ctx.t, 'loanOrderListMarket', {}, token);
  const home = (await call(ctx.t.app, 'homepageData', {}, { token })).json() as {
    data: { order?: { pending?: unknown } };
  };
  return {
    detail: detail.pending,
    receipts: receipts.pending,
    record: records.list.find((o) => o.orderNo === orderNo)?.pending,
    home: home.data.order?.pending,
  };
}

const open = (token: string, orderNo: string, channelId: string, amount: number) =>
  api(ctx.t, 'repaymentConfirm', { orderNo, channelId, purpose: 'repay', amount }, token);

describe('a repayment on its way', () => {
  it('shows everywhere until the rail reports, and never for a bill payment or a day-old push', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715200001');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 30_000);
    expect(await shown(orderNo, token)).toEqual({
      detail: undefined,
      receipts: undefined,
      record: undefined,
      home: undefined,
    });

    // A bill payment waits for the borrower to pay, not for the wallet: nothing on its way.
    await open(token, orderNo, 'mpesa-lipa', 4_000);
    expect((await shown(orderNo, token)).detail).toBeUndefined();

    // A push approved on the phone but reported late: 5,000 on its way from the M-Pesa wallet.
    const push = await open(token, orderNo, 'wallet', 5_000);
    const late = await ctx.t.app.inject({ method: 'POST', url: `${push.payUrl}/approve-late` });
    expect(late.statusCode, late.body).toBe(200);
    const pending = { amount: 5_000, bankCode: 'mpesa' };
    expect(await shown(orderNo, token)).toEqual({
      detail: pending,
      receipts: pending,
      record: pending,
      home: pending,
    });
    const detail = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
    expect(detail.amountRepaid).toBe(0);

    // A second push adds up while both wait.
    const second = await open(token, orderNo, 'wallet', 2_000);
    expect((await shown(orderNo, token)).detail).toEqual({ amount: 7_000, bankCode: 'mpesa' });

    // The rail reports the second: it is repaid, the first still waits.
    await ctx.t.app.inject({ method: 'POST', url: `${second.payUrl}/approve` });
    expect((await shown(orderNo, token)).detail).toEqual(pending);
    expect((await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(2_000);

    // Unsettled for a day: no longer shown as on its way.
    ctx.t.clock.advance(25 * HOUR);
    expect((await shown(orderNo, token)).detail).toBeUndefined();
  });
});
