/**
 * A property over screens and books: for random journeys (amount, interest coupon, part payments,
 * rollovers, days late, cashier orders left open and paid after the loan is settled), what the
 * borrower's endpoints answer (repay detail, records, receipts) equals what the journal derives,
 * what they promise is owed on the due date is what the journal says that day, and the money kept (collected minus refunded) never exceeds what was owed. Everything the
 * borrower does goes through buildApp + app.inject; only the payout and a rail's late report are
 * written directly. JOURNEYS sets the count (100 when CI=true, 25 otherwise;
 * `JOURNEYS=1000` for the long run).
 */
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentIntents, sessions, wallets } from '../../../src/server/db/schema';
import { totalOwed } from '../../../src/server/domain/allocation';
import { owedFrom } from '../../../src/server/domain/journal';
import { quote } from '../../../src/server/domain/pricing';
import { hashToken } from '../../../src/server/features/auth/secrets';
import { applyReport, receiveCallback } from '../../../src/server/features/ledger/callbacks';
import { orderBalances } from '../../../src/server/features/ledger/repo';
import { productOf } from '../../../src/server/features/products';
import { call, setUpTestApp } from '../helpers';
import { api, runJobs } from '../loan/steps';
import { aPayoutUnderWay } from '../../support/factories';
import { propertyRuns } from '../../support/property-depth';

const JOURNEYS = Number(process.env.JOURNEYS ?? propertyRuns(25, 100));
const DAY = 86_400_000;
const product = productOf('TZ');

type Step =
  | { kind: 'wait'; days: number }
  | { kind: 'part'; share: number }
  | { kind: 'rollover' }
  | { kind: 'stale'; amount: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 120 }) }),
  fc.record({
    kind: fc.constant('part' as const),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('rollover' as const) }),
  fc.record({
    kind: fc.constant('stale' as const),
    amount: fc.integer({ min: 1_000, max: 3_000 }),
  }),
);

const journey = fc.record({
  thousands: fc.integer({ min: 1, max: 60 }),
  couponShare: fc.constantFrom(0, 0, 0.1, 0.5, 1),
  steps: fc.array(step, { maxLength: 6 }),
});

const ctx = setUpTestApp({ perTest: false, reset: false, dataDir: true });
let seq = 0;

/** A borrower with a wallet, a session and a loan just paid out (the payout rail said yes). */
async function paidOutLoan(amount: number, couponShare: number) {
  const db = ctx.testDb.db;
  const now = ctx.t.clock.now();
  seq++;
  const gross = quote(product, amount, 91, now);
  const off = { feeOff: 0, interestOff: Math.floor(gross.interest * couponShare) };
  const { user, order, payout } = await aPayoutUnderWay(db, { amount, now, country: 'TZ', off });
  const at = new Date(now);
  await db
    .insert(wallets)
    .values({ userId: user.id, bankCode: 'mpesa', account: user.mobile, updatedAt: at });
  const token = `property-${seq}-${now}`;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: at,
    expiresAt: new Date(now + 100 * 365 * DAY),
  });
  expect(await applyReport(db, payout.payOrderId, 'succeeded', now)).toBe('applied');
  return { token, orderNo: order.orderNo, orderId: order.id };
}

/** Money in and out of one order at the rails, from the payment intents. */
async function moneyAtRails(orderId: number) {
  const rows = await ctx.testDb.db
    .select({ purpose: paymentIntents.purpose, total: sql<string>`sum(${paymentIntents.amount})` })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.orderId, orderId),
        eq(paymentIntents.status, 'succeeded'),
        inArray(paymentIntents.purpose, ['repay', 'extension', 'refund']),
      ),
    )
    .groupBy(paymentIntents.purpose);
  const of = (p: string) => Number(rows.find((r) => r.purpose === p)?.total ?? 0);
  return { collected: of('repay') + of('extension'), refunded: of('refund') };
}

/** Everything the borrower's endpoints say equals what the journal derives. */
/** `full`: records and the single receipt too (at the end of a journey, to keep CI time down). */
async function screensMatchBooks(token: string, orderNo: string, orderId: number, full = false) {
  const detail = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
  const balances = await orderBalances(ctx.testDb.db, orderId);
  const owed = owedFrom(balances);
  expect(detail.amountDue).toBe(totalOwed(owed));
  expect(detail.credit).toBe(0 - (balances.get('liability:borrower-credit') ?? 0));

  if (full) {
    const records = await api(ctx.t, 'loanOrderListMarket', {}, token);
    const row = records.list.find((o) => o.orderNo === orderNo);
    // The list names both amounts as the detail does; repayAmount stays the signed total.
    if (detail.status === 2 || detail.status === 3)
      expect(row).toMatchObject({
        repayAmount: detail.repayAmount,
        amountDue: detail.amountDue,
        owedOnDueDate: detail.owedOnDueDate,
      });
  }
  if (detail.status === 3) {
    expect(detail.owedOnDueDate).toBe(detail.amountDue);
    expect(detail.overdueSince).toBeGreaterThan(detail.dueDate);
  }

  const { list, credit } = await api(ctx.t, 'repaymentReceipts', { orderNo }, token);
  for (const r of list)
    expect(r.penalty + r.fee + r.interest + r.principal + r.rolloverFee + r.credit).toBe(r.amount);
  const last = list.at(-1);
  if (last) {
    if (full)
      expect(
        await api(ctx.t, 'repaymentReceipt', { orderNo, payOrderId: last.payOrderId }, token),
      ).toEqual(last);
    // Only interest and penalty are booked between payments: the debt never shrinks unpaid.
    expect(last.balanceAfter).toBeLessThanOrEqual(detail.amountDue);
  }
  const { collected, refunded } = await moneyAtRails(orderId);
  expect(list.reduce((s, r) => s + r.amount, 0)).toBe(collected);
  expect(
    list.filter((r) => r.kind === 'repayment').reduce((s, r) => s + r.amount - r.credit, 0),
  ).toBe(detail.amountRepaid);
  // What was owed: principal, interest and penalty charged, and the rollover fees.
  const charged =
    detail.loanAmount +
    detail.interest +
    detail.penalty +
    list.reduce((s, r) => s + r.rolloverFee, 0);
  expect(collected - refunded - credit.credit - credit.refunding).toBeLessThanOrEqual(charged);
  return { detail, credit, collected, refunded, charged };
}

async function confirmAndApprove(
  token: string,
  orderNo: string,
  purpose: 'repay' | 'extension',
  amount: number,
) {
  const res = await call(
    ctx.t.app,
    'repaymentConfirm',
    { orderNo, channelId: 'wallet', purpose, amount },
    { token },
  );
  const body = res.json() as { code: number; data: { payOrderId: string; payUrl?: string } };
  expect(body.code, res.body).toBe(0);
  return body.data;
}

/**
 * How many journeys share the books before they are emptied: a journey still runs beside the
 * loans of others, but its day closes, bureau files and jobs no longer read every loan of all the
 * journeys before it (a third of the deep run's time went there).
 */
const JOURNEYS_PER_BOOK = 10;
let played = 0;

async function play(j: { thousands: number; couponShare: number; steps: Step[] }) {
  if (played++ % JOURNEYS_PER_BOOK === 0) await ctx.testDb.reset();
  const { token, orderNo, orderId } = await paidOutLoan(j.thousands * 1_000, j.couponShare);
  const stale: string[] = [];
  let s = await screensMatchBooks(token, orderNo, orderId, true);
  for (const [i, st] of j.steps.entries()) {
    const due = s.detail.amountDue;
    if (st.kind === 'wait') ctx.t.clock.advance(st.days * DAY);
    else if (st.kind === 'part' && due > 0) {
      const amount =
        due <= 1_000 ? due : Math.min(due, Math.max(1_000, Math.floor(due * st.share)));
      const c = await confirmAndApprove(token, orderNo, 'repay', amount);
      await ctx.t.app.inject({ method: 'POST', url: `${c.payUrl}/approve` });
    } else if (st.kind === 'rollover' && s.detail.canExtend) {
      const c = await confirmAndApprove(token, orderNo, 'extension', 0);
      await ctx.t.app.inject({ method: 'POST', url: `${c.payUrl}/approve` });
      await api(ctx.t, 'confirmExtensionOrder', { orderNo, payOrderId: c.payOrderId }, token);
    } else if (st.kind === 'stale' && due >= 1_000) {
      stale.push(
        (await confirmAndApprove(token, orderNo, 'repay', Math.min(due, st.amount))).payOrderId,
      );
    }
    s = await screensMatchBooks(token, orderNo, orderId, i === j.steps.length - 1);
  }
  // What the screens said would be owed on the due date is what the books say that day.
  if (s.detail.status === 2) {
    const promised = s.detail.owedOnDueDate;
    ctx.t.clock.advance(s.detail.dueDate * 1000 - 1000 - ctx.t.clock.now());
    s = await screensMatchBooks(token, orderNo, orderId);
    expect(s.detail.status).toBe(2);
    expect(s.detail.amountDue).toBe(promised);
  }
  if (s.detail.amountDue > 0) {
    const c = await confirmAndApprove(token, orderNo, 'repay', s.detail.amountDue);
    await ctx.t.app.inject({ method: 'POST', url: `${c.payUrl}/approve` });
  }
  // The rail reports the orders left open, after the loan was settled: booked as credit.
  for (const payOrderId of stale) {
    const db = ctx.testDb.db;
    await receiveCallback(
      db,
      { provider: 'sandbox', eventId: `${payOrderId}:late`, payOrderId, report: 'succeeded' },
      ctx.t.clock.now(),
    );
  }
  s = await screensMatchBooks(token, orderNo, orderId);
  expect(s.detail.status).toBe(4);
  if (s.credit.credit > 0) {
    await api(ctx.t, 'repaymentCredit', { orderNo, choice: 'refund' }, token);
    for (let i = 0; i < 4; i++) {
      ctx.t.clock.advance(7 * 3_600_000);
      await runJobs(ctx.t, ctx.testDb);
    }
  }
  s = await screensMatchBooks(token, orderNo, orderId, true);
  expect(s.credit).toMatchObject({ credit: 0, refunding: 0 });
  // Settled and refunded: kept exactly what was owed, not a shilling more.
  expect(s.collected - s.refunded).toBe(s.charged);
}

describe('screens and books', () => {
  it(
    'agree over random journeys, and nothing is kept beyond what was owed',
    { timeout: 3_600_000 },
    async () => {
      const started = Date.now();
      await fc.assert(fc.asyncProperty(journey, play), {
        numRuns: JOURNEYS,
        // Found by a deep run: a part payment leaves too little for a fee, and the free rollover
        // booked an entry with no lines, which the journal refuses.
        examples: [
          [
            {
              thousands: 2,
              couponShare: 0,
              steps: [{ kind: 'part', share: 0.9955 }, { kind: 'rollover' }],
            },
          ],
        ],
      });
      console.log(
        `screens-and-books property: ${JOURNEYS} journeys in ${Math.round((Date.now() - started) / 1000)} s`,
      );
    },
  );
});
