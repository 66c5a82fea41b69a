/**
 * Rules the server holds on its own (issue: rollover was offered 70 days late by URL, with a new
 * due date in the past and a fee on a total including penalty; the web could roll over; a
 * fractional repayment got a generic code).
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, pay, relogin, submitAndDisburse } from '../loan/steps';

const ctx = setUpTestApp({ dataDir: true });
const DAY = 86_400_000;

const refusal = (res: LightMyRequestResponse) => res.json() as { code: number; msg: string };

describe('repayment and rollover rules on the server', () => {
  it('answers a fraction and an amount below the minimum with the §5 messages', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715200001');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 60_000);
    const confirm = (amount: number) =>
      call(
        ctx.t.app,
        'repaymentConfirm',
        { orderNo, channelId: 'wallet', purpose: 'repay', amount },
        { token },
      );
    expect(refusal(await confirm(1500.5))).toMatchObject({
      code: 32007,
      msg: 'please enter an amount with no more decimals than the currency has',
    });
    expect(refusal(await confirm(999))).toMatchObject({
      code: 32006,
      msg: "The amount is below this loan's minimum repayment",
    });
    expect(refusal(await confirm(1000)).code).toBe(0);
  });

  it('rolls over only in the app, on the principal outstanding, and never once overdue', async () => {
    const mobile = '0715200002';
    const { token: first, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, mobile);
    let token = first;
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 60_000);
    ctx.t.clock.advance(10 * DAY);

    // 5 % of the 60,000 principal, not of the 60,493 due with ten days of interest.
    const terms = await api(ctx.t, 'getExtensionData', { orderNo }, token);
    expect(terms.amountDue).toBe(60_493);
    expect(terms.extensionFee).toBe(3_000);
    expect(terms.newDueDate - terms.dueDate).toBe(7 * 86_400);

    const fee = { orderNo, channelId: 'wallet', purpose: 'extension', amount: 0 };
    const web = { token, platform: 'web' };
    expect(refusal(await call(ctx.t.app, 'repaymentConfirm', fee, web))).toMatchObject({
      code: 30013,
      msg: 'To avoid misuse, please apply in the APP',
    });
    const paid = await pay(ctx.t, token, orderNo, 'extension', 0);
    const complete = { orderNo, payOrderId: paid.payOrderId };
    expect(refusal(await call(ctx.t.app, 'confirmExtensionOrder', complete, web)).code).toBe(30013);
    const moved = await api(ctx.t, 'confirmExtensionOrder', complete, token);
    expect(moved.dueDate).toBe(terms.newDueDate);

    // 70 days past the new due date, by URL: no rollover, no fee order, not offered.
    ctx.t.clock.advance(81 * DAY + 7 * DAY + 70 * DAY);
    token = await relogin(ctx.t, mobile);
    const detail = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
    expect(detail.status).toBe(3);
    expect(detail.canExtend).toBe(false);
    expect(refusal(await call(ctx.t.app, 'getExtensionData', { orderNo }, { token })).code).toBe(
      32009,
    );
    expect(refusal(await call(ctx.t.app, 'repaymentConfirm', fee, { token })).code).toBe(32009);
  });
});
