/**
 * Payment orders die with their purpose (issue: a 1,000 order left open before a full repayment
 * was approved afterwards, "Amount repaid 61,000" on a 60,000 loan, no credit, no refund). The
 * settled loan closes its open orders; a payment the rail still reports is booked as the
 * borrower's credit, shown, and refunded or carried to the next loan; never kept.
 */
import { describe, expect, it } from 'vitest';
import { receiveCallback } from '../../../src/server/features/ledger/callbacks';
import { journalTotal } from '../../../src/server/features/ledger/repo';
import { call, setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, codeOf, pay, runJobs, submitAndDisburse } from '../loan/steps';

const ctx = setUpTestApp({ dataDir: true });

/** The rail reports a payment the borrower approved just as the loan was settled. */
const lateSuccess = (payOrderId: string) =>
  receiveCallback(
    ctx.testDb.db,
    { provider: 'sandbox', eventId: `${payOrderId}:late`, payOrderId, report: 'succeeded' },
    ctx.t.clock.now(),
  );

async function settledWithStaleOrder(mobile: string) {
  const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, mobile);
  await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 5_000);
  const stale = await api(
    ctx.t,
    'repaymentConfirm',
    { orderNo, channelId: 'wallet', purpose: 'repay', amount: 1_000 },
    token,
  );
  await pay(ctx.t, token, orderNo, 'repay', 5_000);
  return { token, orderNo, stale };
}

describe('a payment after settlement', () => {
  it('closes the open order, books a late payment as credit with a receipt, and refunds it once', async () => {
    const { token, orderNo, stale } = await settledWithStaleOrder('0715300001');
    const page = await ctx.t.app.inject({ method: 'POST', url: `${stale.payUrl}/approve` });
    expect(page.body).toContain('This order has timed out, please try again');
    const status = { orderNo, payOrderId: stale.payOrderId };
    expect((await api(ctx.t, 'repaymentStatus', status, token)).status).toBe('expired');

    expect(await lateSuccess(stale.payOrderId)).toBe('applied');
    const detail = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
    expect(detail).toMatchObject({ status: 4, amountRepaid: 5_000, amountDue: 0, credit: 1_000 });
    const receipts = await api(ctx.t, 'repaymentReceipts', { orderNo }, token);
    expect(receipts.list.map((r) => [r.amount, r.principal, r.credit, r.balanceAfter])).toEqual([
      [5_000, 5_000, 0, 0],
      [1_000, 0, 1_000, 0],
    ]);
    expect(receipts.credit).toEqual({ credit: 1_000, refunding: 0, refunded: 0, carried: 0 });

    const refund = await api(ctx.t, 'repaymentCredit', { orderNo, choice: 'refund' }, token);
    expect(refund).toMatchObject({ credit: 0, refunding: 1_000 });
    expect(
      codeOf(await call(ctx.t.app, 'repaymentCredit', { orderNo, choice: 'refund' }, { token })),
    ).toBe(32011);
    for (let i = 0; i < 3; i++) {
      ctx.t.clock.advance(3 * 60_000);
      await runJobs(ctx.t, ctx.testDb);
    }
    const after = await api(ctx.t, 'repaymentReceipts', { orderNo }, token);
    expect(after.credit).toEqual({ credit: 0, refunding: 0, refunded: 1_000, carried: 0 });
    expect(await journalTotal(ctx.testDb.db)).toBe(0);
  });

  it('books a rollover fee paid after the loan was settled as credit, never as rollover income', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715300003');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 5_000);
    const fee = await api(
      ctx.t,
      'repaymentConfirm',
      { orderNo, channelId: 'wallet', purpose: 'extension', amount: 0 },
      token,
    );
    await pay(ctx.t, token, orderNo, 'repay', 5_000);
    await lateSuccess(fee.payOrderId);
    const receipts = await api(ctx.t, 'repaymentReceipts', { orderNo }, token);
    expect(receipts.list.at(-1)).toMatchObject({ rolloverFee: 0, credit: fee.amount });
    expect(receipts.credit.credit).toBe(fee.amount);
    // No rollover left to complete on a repaid loan.
    expect(codeOf(await call(ctx.t.app, 'getExtensionData', { orderNo }, { token }))).toBe(32009);
  });

  it('books a push approved before the full repayment but reported hours later as credit', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715300004');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 5_000);
    const early = await api(
      ctx.t,
      'repaymentConfirm',
      { orderNo, channelId: 'wallet', purpose: 'repay', amount: 1_000 },
      token,
    );
    const page = await ctx.t.app.inject({
      method: 'POST',
      url: `${early.payUrl}/approve-late`,
    });
    // The wallet took the money; the server has not heard of it yet.
    expect(page.body).toContain('Status: submitted');
    await pay(ctx.t, token, orderNo, 'repay', 5_000);
    expect((await api(ctx.t, 'repaymentDetail', { orderNo }, token)).credit).toBe(0);
    ctx.t.clock.advance(6 * 3_600_000 + 60_000);
    await runJobs(ctx.t, ctx.testDb);
    const detail = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
    expect(detail).toMatchObject({ amountRepaid: 5_000, amountDue: 0, credit: 1_000 });
    expect(await journalTotal(ctx.testDb.db)).toBe(0);
  });

  it('carries the credit to the next loan at the borrower choice', async () => {
    const { token, orderNo, stale } = await settledWithStaleOrder('0715300002');
    await lateSuccess(stale.payOrderId);
    const carried = await api(ctx.t, 'repaymentCredit', { orderNo, choice: 'nextLoan' }, token);
    expect(carried).toMatchObject({ credit: 0, carried: 1_000 });

    const again = await api(ctx.t, 'loanOrderApplyMarketAgain', { productId: 'TZ-CASH' }, token);
    await submitAndDisburse(ctx.t, ctx.testDb, token, again.orderNo, 5_000);
    const next = await api(ctx.t, 'repaymentDetail', { orderNo: again.orderNo }, token);
    expect(next).toMatchObject({ amountRepaid: 1_000, amountDue: 4_000 });
    const receipts = await api(ctx.t, 'repaymentReceipts', { orderNo: again.orderNo }, token);
    expect(receipts.list).toMatchObject([{ kind: 'carriedCredit', principal: 1_000 }]);
    const old = await api(ctx.t, 'repaymentReceipts', { orderNo }, token);
    expect(old.credit).toMatchObject({ credit: 0, carried: 0 });
  });
});
