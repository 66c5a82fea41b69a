/**
 * The cashier (docs/product.md §4, §5): a retried confirm returns the open cashier order instead of charging
 * twice; an unpaid one times out after 30 minutes and the next confirm opens a new one; a timed-out
 * order cannot be approved any more.
 */
import { describe, expect, it } from 'vitest';
import { call, setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, codeOf, runJobs, submitAndDisburse } from '../loan/steps';

const ctx = setUpTestApp({ perTest: false, reset: false, dataDir: true });

describe('cashier', () => {
  it('offers the country channels from data, and a bill payment gets its reference', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715000002');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 5_000);
    const { channels } = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
    expect(channels.map((c) => c.channelId)).toEqual([
      'wallet',
      'mpesa-lipa',
      'airtel-lipa',
      'bank-instapay',
    ]);
    expect(channels[1]).toMatchObject({ kind: 'bill', businessNumber: '555000' });
    const input = { orderNo, channelId: 'mpesa-lipa', purpose: 'repay', amount: 2_000 };
    const bill = await api(ctx.t, 'repaymentConfirm', input, token);
    expect(bill.billReference).toBe(bill.payOrderId);
    const unknown = { ...input, channelId: 'cash-at-office' };
    expect(codeOf(await call(ctx.t.app, 'repaymentConfirm', unknown, { token }))).toBe(32003);
  });

  it('reuses the open cashier order on retry and opens a new one after it times out', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715000001');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 5_000);
    const input = { orderNo, channelId: 'wallet', purpose: 'repay', amount: 2_000 };
    const first = await api(ctx.t, 'repaymentConfirm', input, token);
    const retry = await api(ctx.t, 'repaymentConfirm', input, token);
    expect(retry.payOrderId).toBe(first.payOrderId);
    expect(first.expiresAt - Math.floor(ctx.t.clock.now() / 1000)).toBeLessThanOrEqual(30 * 60);
    const state = async (payOrderId: string) =>
      (await api(ctx.t, 'repaymentStatus', { orderNo, payOrderId }, token)).status;
    expect(await state(first.payOrderId)).toBe('pending');

    ctx.t.clock.advance(31 * 60_000);
    await runJobs(ctx.t, ctx.testDb);
    const late = await ctx.t.app.inject({ method: 'POST', url: `${first.payUrl}/approve` });
    expect(late.body).toContain('This order has timed out, please try again');
    expect(await state(first.payOrderId)).toBe('expired');
    const fresh = await api(ctx.t, 'repaymentConfirm', input, token);
    expect(fresh.payOrderId).not.toBe(first.payOrderId);
    expect((await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(0);

    const page = await ctx.t.app.inject({ method: 'GET', url: fresh.payUrl ?? '' });
    expect(page.body).toContain('Approve');
    await ctx.t.app.inject({ method: 'POST', url: `${fresh.payUrl}/approve` });
    expect((await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(2_000);
    expect(await state(fresh.payOrderId)).toBe('paid');
  });
});
