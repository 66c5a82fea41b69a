/**
 * The whole API journey of a borrower (docs/architecture.md §1, §6): register → forms → KYC → wallet → confirm →
 * submit → assessed → disbursed → partial repay → rollover → full repay → finished → apply again
 * with a higher offered limit. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { loanOrders } from '../../../src/server/db/schema';
import { journalTotal } from '../../../src/server/features/ledger/repo';
import { businessDay, startOfBusinessDay } from '../../../src/server/domain/business-date';
import { buildTestApp, call, setUpTestApp, signIn } from '../helpers';
import {
  api,
  bindWallet,
  BUREAU_CONSENT,
  borrowerAtConfirm,
  codeOf,
  passKyc,
  pay,
  relogin,
  runJobs,
  saveForms,
  SIGNATURE,
  signedQuote,
  submitAndDisburse,
} from './steps';
import { HANG_GUARD_MS } from '../../support/bounded-work';

/** Uploads go to a throw-away folder, never the repo's .data. */
const ctx = setUpTestApp({ dataDir: true });

describe('loan journey', () => {
  it('goes from registration to a second, larger offer', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712345678');

    // Confirm: the key facts match the hand-computed pricing example (tests/server/domain/pricing.test.ts).
    const confirm = await api(
      ctx.t,
      'confirmProductInfo',
      { orderNo, amount: 60_000, days: 91 },
      token,
    );
    expect(confirm.quote).toMatchObject({
      loanAmount: 60_000,
      fee: 3_000,
      feeTax: 540,
      disbursalAmount: 56_460,
      interest: 4_488,
      repayAmount: 64_488,
      totalCostOfCredit: 8_028,
      apr: 57.03,
    });
    expect(confirm.product.maxAmount).toBe(60_000);

    // Submit twice (the finish_loading retry): one order, assessing.
    const signing = {
      orderNo,
      quoteId: confirm.quoteId,
      amount: 60_000,
      days: 91,
      agreed: true,
      signature: SIGNATURE,
      bureauConsent: BUREAU_CONSENT,
    };
    expect(await api(ctx.t, 'submit', signing, token)).toEqual({ orderNo, status: 1 });
    expect(await api(ctx.t, 'submit', signing, token)).toEqual({ orderNo, status: 1 });
    const [signed] = await ctx.testDb.db
      .select({ esign: loanOrders.esign })
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo));
    expect(signed?.esign).toMatchObject({ name: SIGNATURE, ip: '127.0.0.1' });
    expect((await api(ctx.t, 'loanOrderListMarket', {}, token)).total).toBe(1);

    ctx.t.clock.advance(ctx.t.config.assessmentDelaySeconds * 1000);
    await runJobs(ctx.t, ctx.testDb);
    expect((await api(ctx.t, 'loanOrderLatest', {}, token)).order?.status).toBe(18);
    const times = await api(ctx.t, 'getMoneyTime', { orderNo }, token);
    expect(times.expiresAt - times.now).toBe(24 * 3600);

    expect((await api(ctx.t, 'getMoney', { orderNo }, token)).status).toBe(7);
    ctx.t.clock.advance(3 * 60_000);
    await runJobs(ctx.t, ctx.testDb);
    ctx.t.clock.advance(3 * 60_000);
    await runJobs(ctx.t, ctx.testDb);
    const paidOut = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
    expect(paidOut).toMatchObject({
      status: 2,
      amountDue: 60_000,
      disbursalAmount: 56_460,
      repayAmount: 64_488,
      minRepayAmount: 1_000,
      canExtend: true,
    });

    // 29 days later: 60,000 × 0.30 × 29 / 365 = 1,430.14 → 1,430 interest.
    ctx.t.clock.advance(29 * 86_400_000);
    await runJobs(ctx.t, ctx.testDb);
    expect((await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountDue).toBe(61_430);

    // Below the minimum and above what is due are refused.
    expect(
      codeOf(
        await call(
          ctx.t.app,
          'repaymentConfirm',
          { orderNo, channelId: 'wallet', purpose: 'repay', amount: 999 },
          { token },
        ),
      ),
    ).toBe(32006);
    expect(
      codeOf(
        await call(
          ctx.t.app,
          'repaymentConfirm',
          { orderNo, channelId: 'wallet', purpose: 'repay', amount: 70_000 },
          { token },
        ),
      ),
    ).toBe(32008);

    // Part payment of 20,000: interest 1,430 first, then 18,570 of principal.
    await pay(ctx.t, token, orderNo, 'repay', 20_000);
    const afterPart = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
    expect(afterPart).toMatchObject({ amountDue: 41_430, amountRepaid: 20_000 });

    // Rollover: 5 % of 41,430 = 2,071.5 → 2,072; the due date moves 7 days, the debt does not.
    const terms = await api(ctx.t, 'getExtensionData', { orderNo }, token);
    expect(terms).toMatchObject({
      extensionFee: 2_072,
      days: 7,
      amountDue: 41_430,
      feePaid: false,
    });
    const fee = await pay(ctx.t, token, orderNo, 'extension', 1);
    expect(fee.amount).toBe(2_072);
    expect((await api(ctx.t, 'getExtensionData', { orderNo }, token)).feePaid).toBe(true);
    const moved = await api(
      ctx.t,
      'confirmExtensionOrder',
      { orderNo, payOrderId: fee.payOrderId },
      token,
    );
    expect(moved.dueDate - terms.dueDate).toBe(7 * 86_400);
    expect(
      (await api(ctx.t, 'confirmExtensionOrder', { orderNo, payOrderId: fee.payOrderId }, token))
        .dueDate,
    ).toBe(moved.dueDate);
    expect((await api(ctx.t, 'repaymentDetail', { orderNo }, token)).amountDue).toBe(41_430);

    // Full repayment finishes the loan on time.
    await pay(ctx.t, token, orderNo, 'repay', 41_430);
    expect((await api(ctx.t, 'loanOrderLatest', {}, token)).order?.status).toBe(4);
    expect(await journalTotal(ctx.testDb.db)).toBe(0);

    // Apply again: the profile is complete, so straight to confirm, with the next ladder level offered.
    const credit = await api(ctx.t, 'getCreditInfo', {}, token);
    expect(credit).toMatchObject({ creditLimit: 150_000, level: 2, nextLevelLimit: 300_000 });
    const again = await api(ctx.t, 'loanOrderApplyMarketAgain', { productId: 'TZ-CASH' }, token);
    expect(again.status).toBe(14);
    expect(again.orderNo).not.toBe(orderNo);
    const steps = await api(ctx.t, 'productStepAmount', { productId: 'TZ-CASH' }, token);
    expect(steps.amounts.at(-1)).toBe(150_000);
    expect(steps.terms).toEqual([91, 120, 180]);
    // The higher limit is offered, not chosen: confirm starts from the last loan's amount and term.
    const offered = await api(ctx.t, 'confirmProductInfo', { orderNo: again.orderNo }, token);
    expect(offered.quote).toMatchObject({ loanAmount: 60_000, days: 91 });
    expect(offered.previousLimit).toBe(60_000);
    expect(offered.product.maxAmount).toBe(150_000);
  });

  it('refuses a second application while one is open; an approval may be cancelled before the payout', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712345679');
    expect(
      codeOf(
        await call(ctx.t.app, 'loanOrderApplyMarketAgain', { productId: 'TZ-CASH' }, { token }),
      ),
    ).toBe(30004);
    expect(
      (await api(ctx.t, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, token)).orderNo,
    ).toBe(orderNo);
    await api(ctx.t, 'submit', await signedQuote(ctx.t, token, orderNo, 10_000), token);
    ctx.t.clock.advance(ctx.t.config.assessmentDelaySeconds * 1000);
    await runJobs(ctx.t, ctx.testDb);
    expect((await api(ctx.t, 'loanOrderLatest', {}, token)).order?.status).toBe(18);
    expect((await api(ctx.t, 'cancelDrawMoney', { orderNo }, token)).status).toBe(8);
    expect(codeOf(await call(ctx.t.app, 'getMoney', { orderNo }, { token }))).toBe(30003);
    expect((await api(ctx.t, 'loanOrderLatest', {}, token)).order?.status).toBe(8);
  });

  it('rejects an applicant under 18 and tells them when to apply again', async () => {
    const token = await signIn(ctx.t, '0712345682');
    const userId = Number((await api(ctx.t, 'getUserInfo', {}, token)).userId);
    const { orderNo } = await api(ctx.t, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, token);
    await saveForms(ctx.t, ctx.testDb, userId, { personal: { inputBirthday: '01-06-2010' } });
    await passKyc(ctx.t, token);
    ctx.t.clock.advance(61_000);
    await bindWallet(ctx.t, token);
    await api(ctx.t, 'submit', await signedQuote(ctx.t, token, orderNo, 5_000), token);
    expect((await api(ctx.t, 'isRejectRecommendation', {}, token)).show).toBe(false);
    ctx.t.clock.advance(ctx.t.config.assessmentDelaySeconds * 1000);
    await runJobs(ctx.t, ctx.testDb);
    expect((await api(ctx.t, 'loanOrderLatest', {}, token)).order?.status).toBe(9);
    const advice = await api(ctx.t, 'isRejectRecommendation', {}, token);
    expect(advice).toMatchObject({ show: true, products: [] });
    expect(advice.reapplyAt).toBe(Math.floor(ctx.t.clock.now() / 1000) + 30 * 86_400);
    expect(
      codeOf(
        await call(ctx.t.app, 'loanOrderApplyMarketAgain', { productId: 'TZ-CASH' }, { token }),
      ),
    ).toBe(30009);
  });

  it('cancels an approved order not paid out within 24 h', async () => {
    // An app of its own whose automatic payout waits past the 24 h limit.
    const t = await buildTestApp(ctx.testDb, {
      config: { dataDir: ctx.dataDir, autoDisburseDelaySeconds: 48 * 3600 },
    });
    onTestFinished(() => t.app.close());
    const { token, orderNo } = await borrowerAtConfirm(t, ctx.testDb, '0712345681');
    await api(t, 'submit', await signedQuote(t, token, orderNo, 10_000), token);
    t.clock.advance(t.config.assessmentDelaySeconds * 1000);
    await runJobs(t, ctx.testDb);
    t.clock.advance(24 * 3_600_000 - 1_000);
    await runJobs(t, ctx.testDb);
    expect((await api(t, 'loanOrderLatest', {}, token)).order?.status).toBe(18);
    t.clock.advance(1_000);
    await runJobs(t, ctx.testDb);
    expect((await api(t, 'loanOrderLatest', {}, token)).order?.status).toBe(8);
  });

  it('sends each reminder before the due date once, in the morning: 3 days and 1 day before, and on the day', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712345681');
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 10_000);
    const due = (await api(ctx.t, 'repaymentDetail', { orderNo }, token)).dueDate * 1000;
    const texts = () =>
      ctx.t.sms
        .recentTexts()
        .filter((m) => m.mobile === '+255712345681' && m.template.startsWith('reminder.'))
        .map((m) => m.text);
    // 09:00 in Dar es Salaam: reminders wait for the end of the quiet hours (20:00 to 08:00).
    const morning = (day: number) => startOfBusinessDay(day, 'TZ') + 9 * 3_600_000;
    const dueDay = businessDay(due, 'TZ');
    ctx.t.clock.advance(morning(dueDay - 4) - ctx.t.clock.now());
    await runJobs(ctx.t, ctx.testDb);
    expect(texts()).toEqual([]);
    for (const daysLeft of [3, 1, 0]) {
      ctx.t.clock.advance(morning(dueDay - daysLeft) - ctx.t.clock.now());
      await runJobs(ctx.t, ctx.testDb);
      await runJobs(ctx.t, ctx.testDb); // a second sweep the same day sends nothing more
      expect(texts()[0]).toContain(
        daysLeft === 0 ? 'unapaswa kulipwa leo' : 'unapaswa kulipwa tarehe',
      );
    }
    expect(texts()).toHaveLength(3);
  });

  it(
    'accrues the penalty day by day when overdue and stops at the principal (in duplum)',
    async () => {
      const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712345680');
      await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 10_000);
      const start = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
      const due = start.dueDate * 1000;
      // The last minute of the due date is still on time.
      ctx.t.clock.advance(due - ctx.t.clock.now() - 10 * 60_000);
      let session = await relogin(ctx.t, '0712345680');
      ctx.t.clock.advance(due - ctx.t.clock.now() - 60_000);
      await runJobs(ctx.t, ctx.testDb);
      const onDue = await api(ctx.t, 'repaymentDetail', { orderNo }, session);
      // 10,000 × 0.30 × 91 / 365 = 747.95 → 748 interest, no penalty yet.
      expect(onDue).toMatchObject({ status: 2, amountDue: 10_748, penalty: 0, overdueDays: 0 });
      const seen: number[] = [];
      for (let day = 1; day <= 55; day++) {
        ctx.t.clock.advance(86_400_000);
        await runJobs(ctx.t, ctx.testDb);
        if (day % 20 === 0) session = await relogin(ctx.t, '0712345680');
        seen.push((await api(ctx.t, 'repaymentDetail', { orderNo }, session)).penalty);
      }
      expect(seen.slice(0, 3)).toEqual([200, 400, 600]); // 2 % of 10,000 a day
      expect(seen[49]).toBe(10_000); // day 50 reaches the cap
      expect(seen[54]).toBe(10_000);
      const overdue = await api(ctx.t, 'repaymentDetail', { orderNo }, session);
      expect(overdue).toMatchObject({ status: 3, amountDue: 20_748 });
      expect(overdue.overdueDays).toBe(
        businessDay(ctx.t.clock.now(), 'TZ') - businessDay(due, 'TZ'),
      );
    },
    HANG_GUARD_MS,
  );
});
