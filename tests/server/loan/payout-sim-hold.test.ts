/**
 * The SIM check asked again at the payout (decision 0053): a wallet number whose SIM was just
 * swapped, or that the operator does not know or does not answer for, holds the payout as the
 * country's policy says; the console reads why, two different members release it with their
 * words, and the money then moves once, however often the payout or the release is asked again.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders, paymentIntents } from '../../../src/server/db/schema';
import { startDisbursement } from '../../../src/server/features/loans/disburse';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { anOrderAtPayout } from '../../support/approved-orders';
import { aBorrower } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { signedInStaff } from '../ops-console/staff-session';
import { serverDeps } from './steps';

const ctx = setUpTestApp();
const DAY_MS = 86_400_000;

/** A Kenyan borrower whose wallet is `account`, with an approved order whose payout is due. */
async function approved(account: string) {
  const db = ctx.testDb.db;
  const now = ctx.t.clock.now();
  const user = await aBorrower(db, { country: 'KE', mobile: account, createdAt: new Date(0) });
  return anOrderAtPayout(db, user, { account, now, expiresAt: now + DAY_MS });
}

const payouts = (orderId: number) =>
  ctx.testDb.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId));

async function release(orderNo: string, headers: Record<string, string>, reason: string) {
  return ctx.t.app.inject({
    method: 'POST',
    url: `/ops/api/orders/${orderNo}/payout-hold/release`,
    headers,
    payload: { reason },
  });
}

describe('the SIM check at the payout', () => {
  it('pays a wallet whose SIM was not swapped, with no hold', async () => {
    const order = await approved('+254712340123');
    const result = await startDisbursement(serverDeps(ctx.t, ctx.testDb), order.id, 'test');
    expect(result).toEqual({ status: ORDER_STATUS.lending });
    expect(await payouts(order.id)).toHaveLength(1);
  });

  it('holds a fresh swap until two members release it, then pays once', async () => {
    const deps = serverDeps(ctx.t, ctx.testDb);
    const order = await approved('+254712341000');
    const now = ctx.t.clock.now();
    expect(await startDisbursement(deps, order.id, 'test')).toEqual({
      status: ORDER_STATUS.getMoney,
      held: 'swapped',
    });
    // Asked again (the job, the borrower's tap): still held, nothing sent.
    expect((await startDisbursement(deps, order.id, 'again')).held).toBe('swapped');
    expect(await payouts(order.id)).toHaveLength(0);
    const [row] = await ctx.testDb.db.select().from(loanOrders).where(eq(loanOrders.id, order.id));
    expect(row!.expiresAt!.getTime()).toBeGreaterThanOrEqual(now + 7 * DAY_MS);

    const a = await signedInStaff(ctx, 'risk-a@lender.test', 'finance');
    const b = await signedInStaff(ctx, 'risk-b@lender.test', 'admin');
    const read = await ctx.t.app.inject({
      method: 'GET',
      url: `/ops/api/orders/${order.orderNo}/payout-hold`,
      headers: a.session.headers,
    });
    expect(read.json()).toMatchObject({ held: true, answer: 'swapped', account: '+254712341000' });

    const first = await release(order.orderNo, a.session.headers, 'Called the borrower on file');
    expect(first.json()).toMatchObject({ step: 'checked', status: ORDER_STATUS.getMoney });
    expect((await release(order.orderNo, a.session.headers, 'Again')).statusCode).toBe(403);
    expect(await payouts(order.id)).toHaveLength(0);

    const second = await release(order.orderNo, b.session.headers, 'ID photo matches');
    expect(second.json()).toMatchObject({ step: 'released', status: ORDER_STATUS.lending });
    expect(await payouts(order.id)).toHaveLength(1);
    // A release or a payout asked again moves no money twice.
    expect((await release(order.orderNo, b.session.headers, 'Twice')).statusCode).toBe(409);
    await startDisbursement(deps, order.id, 'late job');
    expect(await payouts(order.id)).toHaveLength(1);
  });

  it('holds as the policy says when the operator does not know the number or does not answer', async () => {
    const deps = serverDeps(ctx.t, ctx.testDb);
    for (const [account, answer] of [
      ['+254712340000', 'notFound'],
      ['+254712348888', 'timeout'],
      ['+254712349999', 'down'],
    ] as const) {
      const order = await approved(account);
      expect((await startDisbursement(deps, order.id, 'test')).held).toBe(answer);
      expect(await payouts(order.id)).toHaveLength(0);
    }
  });
});
