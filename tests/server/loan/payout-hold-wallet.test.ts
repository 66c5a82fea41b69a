/**
 * A held payout and the borrower's wallet (decision 0053): the borrower reads the hold by SMS in
 * their language, and a wallet changed after the hold is asked about again before the release
 * pays it, so the money never goes to a number no check has seen.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders, paymentIntents, smsOutbox, wallets } from '../../../src/server/db/schema';
import { startDisbursement } from '../../../src/server/features/loans/disburse';
import { openValues } from '../../../src/server/features/sms/values';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { anOrderAtPayout } from '../../support/approved-orders';
import { aBorrower } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { signedInStaff } from '../ops-console/staff-session';
import { serverDeps } from './steps';

const ctx = setUpTestApp();
const DAY_MS = 86_400_000;

/** A Kenyan borrower reading `lang`, paid to `account`, with an approved order due to pay out. */
async function approved(account: string, lang = 'en') {
  const db = ctx.testDb.db;
  const now = ctx.t.clock.now();
  const user = await aBorrower(db, {
    country: 'KE',
    mobile: account,
    lang,
    createdAt: new Date(0),
  });
  return anOrderAtPayout(db, user, { account, now, expiresAt: now + DAY_MS });
}

const payouts = (orderId: number) =>
  ctx.testDb.db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId));

const messages = (orderId: number) =>
  ctx.testDb.db.select().from(smsOutbox).where(eq(smsOutbox.orderId, orderId));

/** Two different members release the order's hold, each with their words. */
async function releaseByTwo(orderNo: string, round: number) {
  for (const [i, role] of [
    [0, 'finance'],
    [1, 'admin'],
  ] as const) {
    const staff = await signedInStaff(ctx, `risk-${round}-${i}@lender.test`, role);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/ops/api/orders/${orderNo}/payout-hold/release`,
      headers: staff.session.headers,
      payload: { reason: `Checked the number, round ${round}` },
    });
    expect(res.statusCode).toBe(200);
  }
}

/** The borrower moves the payout to `account` (bound and past any cooling-off). */
async function moveWallet(userId: number, account: string) {
  await ctx.testDb.db
    .update(wallets)
    .set({ account, updatedAt: new Date(ctx.t.clock.now()), coolingUntil: null })
    .where(eq(wallets.userId, userId));
}

describe('a held payout and the wallet', () => {
  it('tells the borrower of the hold by SMS in their language, once', async () => {
    const deps = serverDeps(ctx.t, ctx.testDb);
    const swapped = await approved('+254712343000', 'sw_KE');
    await startDisbursement(deps, swapped.id, 'test');
    await startDisbursement(deps, swapped.id, 'again');
    const [sms, ...more] = await messages(swapped.id);
    expect(more).toHaveLength(0);
    expect(sms).toMatchObject({ template: 'payout.heldSwapped', lang: 'sw_KE' });
    expect(openValues(ctx.t, sms!.key, sms!.sealed ?? '')).toEqual({
      orderNo: swapped.orderNo,
      wallet: '***000',
    });

    const unknown = await approved('+254712348888');
    await startDisbursement(deps, unknown.id, 'test');
    expect(await messages(unknown.id)).toMatchObject([
      { template: 'payout.heldUnchecked', lang: 'en' },
    ]);
  });

  it('asks about a wallet changed after the hold before the release pays it', async () => {
    const deps = serverDeps(ctx.t, ctx.testDb);
    const order = await approved('+254712344000');
    expect((await startDisbursement(deps, order.id, 'test')).held).toBe('swapped');
    // The new number's SIM was just swapped too: the release does not pay it.
    await moveWallet(order.userId, '+254712345000');
    await releaseByTwo(order.orderNo, 1);
    expect(await payouts(order.id)).toHaveLength(0);
    const read = await ctx.t.app.inject({
      method: 'GET',
      url: `/ops/api/orders/${order.orderNo}/payout-hold`,
      headers: (await signedInStaff(ctx, 'risk-read@lender.test', 'admin')).session.headers,
    });
    expect(read.json()).toMatchObject({ held: true, account: '+254712345000', checkedBy: null });
    expect((await messages(order.id)).map((m) => m.template)).toEqual([
      'payout.heldSwapped',
      'payout.heldSwapped',
    ]);
    // Two members check the new number: then it is paid, once.
    await releaseByTwo(order.orderNo, 2);
    const paid = await payouts(order.id);
    expect(paid).toMatchObject([{ account: '+254712345000' }]);
    const [row] = await ctx.testDb.db.select().from(loanOrders).where(eq(loanOrders.id, order.id));
    expect(row!.status).toBe(ORDER_STATUS.lending);
  });

  it('pays a changed wallet whose SIM is clear at the release, with no second hold', async () => {
    const deps = serverDeps(ctx.t, ctx.testDb);
    const order = await approved('+254712346000');
    await startDisbursement(deps, order.id, 'test');
    await moveWallet(order.userId, '+254712346123');
    await releaseByTwo(order.orderNo, 3);
    expect(await payouts(order.id)).toMatchObject([{ account: '+254712346123' }]);
  });
});
