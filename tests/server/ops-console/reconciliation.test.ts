/**
 * Daily reconciliation in the console: a loan paid out and a repayment collected through the
 * sandbox rail match its statement; a payout the rail never received is listed for finance; a
 * payment proof staff approved is not the rail's and is left out.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders, paymentIntents } from '../../../src/server/db/schema';
import { DAY_MS, businessDay } from '../../../src/shared/business-calendar';
import { buildTestApp, setUpTestApp } from '../helpers';
import { api, borrowerAtConfirm, pay, submitAndDisburse } from '../loan/steps';
import { makeStaff, staffLogin } from './staff-session';

const ctx = setUpTestApp({ dataDir: true });

describe('daily reconciliation', () => {
  it('matches what the rail settled and lists a payout it never confirmed', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715400001');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 20_000);
    await pay(ctx.t, token, orderNo, 'repay', 5_000);
    const [order] = await ctx.testDb.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo));
    // A refund the books sent that never reached the rail (a timeout before the request left).
    await ctx.testDb.db.insert(paymentIntents).values({
      payOrderId: 'FLOST1',
      orderId: order!.id,
      purpose: 'refund',
      amount: 1_000,
      status: 'unknown',
      provider: 'sandbox',
      account: '+255715400001',
      createdAt: new Date(ctx.t.clock.now()),
    });

    // A payment proof staff approved: paid outside the rail, so not the rail's to confirm.
    await ctx.testDb.db.insert(paymentIntents).values({
      payOrderId: 'MPROOF1',
      orderId: order!.id,
      purpose: 'repay',
      amount: 2_000,
      status: 'succeeded',
      provider: 'manual-proof',
      account: '+255715400001',
      createdAt: new Date(ctx.t.clock.now()),
    });

    const account = await makeStaff(
      { db: ctx.testDb.db, clock: ctx.t.clock.now },
      'fin@lender.test',
      'finance',
    );
    const s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
    const today = new Date(businessDay(ctx.t.clock.now(), 'TZ') * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const res = await ctx.t.app.inject({
      url: `/ops/api/reconciliation?day=${today}`,
      headers: s.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      day: string;
      payments: number;
      statementLines: number;
      differences: { payOrderId: string; problem: string }[];
    };
    expect(body).toMatchObject({ day: today, payments: 3, statementLines: 2 });
    expect(body.differences).toEqual([
      {
        payOrderId: 'FLOST1',
        kind: 'payout',
        problem: 'unconfirmed',
        books: { amount: 1_000, status: 'unknown' },
        rail: null,
        // The loan's country comes along: finance reads the amount in its currency.
        country: 'TZ',
      },
    ]);

    const bad = await ctx.t.app.inject({
      url: '/ops/api/reconciliation?day=yesterday',
      headers: s.headers,
    });
    expect(bad.json()).toEqual({ error: 'badDay' });
    // A date-shaped text that is no calendar day is refused too, not rolled over to March.
    for (const day of ['2026-02-30', '2026-13-01', '2025-02-29']) {
      const impossible = await ctx.t.app.inject({
        url: `/ops/api/reconciliation?day=${day}`,
        headers: s.headers,
      });
      expect(impossible.statusCode, day).toBe(400);
      expect(impossible.json()).toEqual({ error: 'badDay' });
    }
    const leap = await ctx.t.app.inject({
      url: '/ops/api/reconciliation?day=2028-02-29',
      headers: s.headers,
    });
    expect(leap.json()).toMatchObject({ day: '2028-02-29', payments: 0 });
  });

  it('heals a repayment whose callback never came and lists nothing unexplained', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0715400002');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 20_000);
    const push = { orderNo, channelId: 'wallet', purpose: 'repay', amount: 3_000 };
    const cashier = await api(ctx.t, 'repaymentConfirm', push, token);
    // The wallet takes the money; its report would come hours later (and here never does).
    const taken = await ctx.t.app.inject({
      method: 'POST',
      url: `${cashier.payUrl}/approve-late`,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(0);

    const account = await makeStaff(
      { db: ctx.testDb.db, clock: ctx.t.clock.now },
      'fin3@lender.test',
      'finance',
    );
    const s = await staffLogin(ctx.t.app, ctx.t.clock.now, account);
    const today = new Date(businessDay(ctx.t.clock.now(), 'TZ') * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const run = async () =>
      (
        await ctx.t.app.inject({ url: `/ops/api/reconciliation?day=${today}`, headers: s.headers })
      ).json<{ healed: string[]; differences: unknown[] }>();
    const first = await run();
    expect(first.healed).toEqual([cashier.payOrderId]);
    expect(first.differences).toEqual([]);
    expect((await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(3_000);
    // Run again: nothing left to heal, nothing booked twice.
    expect(await run()).toMatchObject({ healed: [], differences: [] });
    expect((await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountRepaid).toBe(3_000);
  });

  it('answers a clear error when no wallet rail is configured', async () => {
    const t = await buildTestApp(ctx.testDb, { config: { sandbox: false } });
    try {
      const account = await makeStaff(
        { db: ctx.testDb.db, clock: t.clock.now },
        'fin2@lender.test',
        'finance',
      );
      const s = await staffLogin(t.app, t.clock.now, account);
      const res = await t.app.inject({ url: '/ops/api/reconciliation', headers: s.headers });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'noRail' });
    } finally {
      await t.app.close();
    }
  });
});
