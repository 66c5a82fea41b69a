/**
 * One quote, booked to the shilling (issue: an interest coupon "saved 449" on screen while the
 * order booked interest 4,488 and repay 64,488). Asserts against the stored order and its journal,
 * never the quote against itself; and that a stale, altered or expired quote is refused.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loanOrders } from '../../../src/server/db/schema';
import { orderBalances } from '../../../src/server/features/ledger/repo';
import { buildTestApp, call, setUpTestApp, type TestApp } from '../helpers';
import {
  api,
  borrowerAtConfirm,
  codeOf,
  disburse,
  giveCoupon,
  ok,
  pay,
  relogin,
  runJobs,
  signedQuote,
} from './steps';

const ctx = setUpTestApp({ dataDir: true });
const DAY = 86_400_000;

async function storedOrder(orderNo: string) {
  const [row] = await ctx.testDb.db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.orderNo, orderNo));
  if (!row) throw new Error('order not stored');
  return row;
}

describe('the quote booked', () => {
  it('books an interest coupon on the order and in the journal, to the shilling', async () => {
    const { token, userId, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712000001');
    const couponId = await giveCoupon(ctx.t, ctx.testDb, userId, { kind: 'interest', percent: 10 });
    const shown = await api(
      ctx.t,
      'confirmProductInfo',
      { orderNo, amount: 60_000, days: 91, couponId },
      token,
    );
    // 10 % of 4,488 = 448.8 → 449 off the interest; the APR counts it (57.03 % without).
    expect(shown.couponId).toBe(couponId);
    expect(shown.quote).toMatchObject({
      fee: 3_000,
      feeTax: 540,
      interest: 4_039,
      interestOff: 449,
      feeOff: 0,
      disbursalAmount: 56_460,
      repayAmount: 64_039,
      totalCostOfCredit: 7_579,
      apr: 53.84,
    });
    await api(
      ctx.t,
      'submit',
      await signedQuote(ctx.t, token, orderNo, 60_000, 91, couponId),
      token,
    );

    const order = await storedOrder(orderNo);
    expect(order.quote).toMatchObject({
      quoteId: shown.quoteId,
      interest: 4_039,
      interestOff: 449,
      repayAmount: 64_039,
      aprBp: 5_384,
    });
    expect(order.couponId).toBe(couponId);

    await disburse(ctx.t, ctx.testDb, token, orderNo);
    ctx.t.clock.advance(91 * DAY);
    const again = await relogin(ctx.t, '0712000001');
    const due = await api(ctx.t, 'repaymentDetail', { orderNo }, again);
    expect(due.amountDue).toBe(64_039);
    const books = await orderBalances(ctx.testDb.db, order.id);
    expect(books.get('receivable:interest')).toBe(4_039);
    expect(books.get('income:interest')).toBe(-4_039);
    expect(books.get('receivable:principal')).toBe(60_000);

    await pay(ctx.t, again, orderNo, 'repay', 64_039);
    expect((await storedOrder(orderNo)).status).toBe(4);
  });

  it('books a fee coupon: less fee and tax kept back, more paid out', async () => {
    const { token, userId, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712000002');
    const couponId = await giveCoupon(ctx.t, ctx.testDb, userId, { kind: 'fee', amount: 500 });
    const submit = await signedQuote(ctx.t, token, orderNo, 60_000, 91, couponId);
    const shown = await api(
      ctx.t,
      'confirmProductInfo',
      { orderNo, amount: 60_000, days: 91, couponId },
      token,
    );
    // Fee 3,000 − 500 = 2,500, its tax 450; 60,000 − 2,950 reaches the wallet.
    expect(shown.quote).toMatchObject({
      fee: 2_500,
      feeOff: 500,
      feeTax: 450,
      disbursalAmount: 57_050,
      interest: 4_488,
      repayAmount: 64_488,
      apr: 52.29,
    });
    expect(shown.quoteId).toBe(submit.quoteId);
    await api(ctx.t, 'submit', submit, token);
    await disburse(ctx.t, ctx.testDb, token, orderNo);
    const order = await storedOrder(orderNo);
    expect(order.status).toBe(2);
    const books = await orderBalances(ctx.testDb.db, order.id);
    expect(books.get('income:fee')).toBe(-2_500);
    expect(books.get('liability:tax')).toBe(-450);
    expect(books.get('cash')).toBe(-57_050);
    expect(books.get('receivable:principal')).toBe(60_000);
  });
});

describe('the quote refused', () => {
  it('books only the last quote shown, unaltered and unexpired', async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712000003');
    const chosen = await signedQuote(ctx.t, token, orderNo, 30_000);
    const later = await signedQuote(ctx.t, token, orderNo, 20_000);
    // The screen moved to 20,000 after 30,000 was shown: the older quote is not the one confirmed.
    expect(codeOf(await call(ctx.t.app, 'submit', chosen, { token }))).toBe(30014);
    // The last quote's id with another amount (an altered request) is refused too.
    expect(codeOf(await call(ctx.t.app, 'submit', { ...later, amount: 60_000 }, { token }))).toBe(
      30014,
    );
    ctx.t.clock.advance(31 * 60_000);
    expect(codeOf(await call(ctx.t.app, 'submit', later, { token }))).toBe(30015);
    expect((await storedOrder(orderNo)).status).toBe(14);

    const fresh = await signedQuote(ctx.t, token, orderNo, 20_000);
    await api(ctx.t, 'submit', fresh, token);
    const order = await storedOrder(orderNo);
    expect(order).toMatchObject({ amount: 20_000, days: 91, status: 1 });
    expect(order.quote?.quoteId).toBe(fresh.quoteId);
  });

  it("refuses a signature that is not the profile's name; forgives case, spacing and accents", async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712000004');
    const submit = await signedQuote(ctx.t, token, orderNo, 10_000);
    const res = await call(
      ctx.t.app,
      'submit',
      { ...submit, signature: 'Mickey Mouse' },
      { token },
    );
    expect(codeOf(res)).toBe(30016);
    expect(
      (await api(ctx.t, 'submit', { ...submit, signature: '  ásha   MWITA ' }, token)).status,
    ).toBe(1);
    expect((await storedOrder(orderNo)).esign).toMatchObject({ name: 'ásha   MWITA' });
  });
});

describe('the loan agreement', () => {
  it("is this quote's document in the borrower's language, and its hash is kept with the signature", async () => {
    const { token, userId, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712000009');
    const couponId = await giveCoupon(ctx.t, ctx.testDb, userId, { kind: 'interest', percent: 10 });
    const submit = await signedQuote(ctx.t, token, orderNo, 60_000, 91, couponId);
    const res = await call(ctx.t.app, 'loanAgreement', { orderNo }, { token, lang: 'sw_KE' });
    const doc = ok(res, 'loanAgreement');
    expect(doc).toMatchObject({ orderNo, quoteId: submit.quoteId, lang: 'sw_KE' });
    expect(doc.text).toContain('Mkataba wa mkopo');
    expect(doc.text).toContain('Asha Mwita');
    expect(doc.text).toContain('Riba: TZS 4,039 (baada ya kuponi ya TZS 449)');
    expect(doc.text).toContain('Jumla ya kulipa: TZS 64,039');
    expect(doc.text).toContain('53.84%');
    // The English document has another hash; a hash of no document of this quote is refused.
    const english = await api(ctx.t, 'loanAgreement', { orderNo }, token);
    expect(english.sha256).not.toBe(doc.sha256);
    const wrong = { ...submit, agreementSha256: 'f'.repeat(64) };
    expect(codeOf(await call(ctx.t.app, 'submit', wrong, { token, lang: 'sw_KE' }))).toBe(30014);

    const signed = { ...submit, agreementSha256: doc.sha256 };
    expect(
      ok(await call(ctx.t.app, 'submit', signed, { token, lang: 'sw_KE' }), 'submit').status,
    ).toBe(1);
    expect((await storedOrder(orderNo)).esign).toMatchObject({
      name: 'Asha Mwita',
      agreementSha256: doc.sha256,
      lang: 'sw_KE',
    });
  });
});

describe('an agreement read in one language, sent in another', () => {
  it('books the document the borrower read, in its own language', async () => {
    // Read in English, then the app was switched to Kiswahili before the kept submit went out.
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712000019');
    const submit = await signedQuote(ctx.t, token, orderNo, 60_000, 91);
    const english = await api(ctx.t, 'loanAgreement', { orderNo }, token);
    const res = await call(
      ctx.t.app,
      'submit',
      { ...submit, agreementSha256: english.sha256 },
      { token, lang: 'sw_KE' },
    );
    expect(ok(res, 'submit').status).toBe(1);
    expect((await storedOrder(orderNo)).esign).toMatchObject({
      agreementSha256: english.sha256,
      lang: 'en',
    });
    // The signed document is shown again as it was read, kept word for word with the order.
    const again = await call(ctx.t.app, 'loanAgreement', { orderNo }, { token, lang: 'sw_KE' });
    expect(ok(again, 'loanAgreement')).toMatchObject({ sha256: english.sha256, lang: 'en' });
    const kept = (await storedOrder(orderNo)).esign;
    expect(kept?.agreementText).toBe(english.text);
    // Even if the stored terms behind it were to change, the signed text is what is shown.
    await ctx.testDb.db
      .update(loanOrders)
      .set({ esign: { ...kept!, agreementText: `${english.text}\n(kept)` } })
      .where(eq(loanOrders.orderNo, orderNo));
    const shown = ok(
      await call(ctx.t.app, 'loanAgreement', { orderNo }, { token }),
      'loanAgreement',
    );
    expect(shown.text.endsWith('(kept)')).toBe(true);
  });
});

describe('where confirm starts', () => {
  it("starts in the middle, then from the borrower's last choice", async () => {
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712000005');
    const first = await api(ctx.t, 'confirmProductInfo', { orderNo }, token);
    expect(first.quote).toMatchObject({ loanAmount: 30_000, days: 91 });
    await api(ctx.t, 'confirmProductInfo', { orderNo, amount: 12_000, days: 91 }, token);
    const back = await api(ctx.t, 'confirmProductInfo', { orderNo }, token);
    expect(back.quote.loanAmount).toBe(12_000);
  });
});

describe('a coupon spent on an order that never became a loan', () => {
  async function spentOnApproval(t: TestApp, mobile: string) {
    const { token, userId, orderNo } = await borrowerAtConfirm(t, ctx.testDb, mobile);
    const couponId = await giveCoupon(ctx.t, ctx.testDb, userId, { kind: 'fee', amount: 500 });
    await api(t, 'submit', await signedQuote(t, token, orderNo, 60_000, 91, couponId), token);
    t.clock.advance(t.config.assessmentDelaySeconds * 1000);
    await runJobs(t, ctx.testDb);
    expect((await storedOrder(orderNo)).status).toBe(18);
    expect(await usableIds(t, token)).not.toContain(couponId);
    return { token, orderNo, couponId };
  }

  async function usableIds(t: TestApp, token: string, status: 'usable' | 'used' = 'usable') {
    const list = await api(t, 'lotteryDrawCoupons', { status }, token);
    return list.list.map((c) => c.couponId);
  }

  it('is usable again after the borrower cancels the order', async () => {
    const { token, orderNo, couponId } = await spentOnApproval(ctx.t, '0712000006');
    await api(ctx.t, 'cancelDrawMoney', { orderNo }, token);
    expect(await usableIds(ctx.t, token)).toContain(couponId);
  });

  it('is usable again after the approval expires unpaid (24 h)', async () => {
    // An app of its own whose automatic payout waits past the 24 h limit.
    const t = await buildTestApp(ctx.testDb, {
      config: { dataDir: ctx.dataDir, autoDisburseDelaySeconds: 48 * 3600 },
    });
    onTestFinished(() => t.app.close());
    const { orderNo, couponId } = await spentOnApproval(t, '0712000007');
    t.clock.advance(24 * 3_600_000);
    await runJobs(t, ctx.testDb);
    expect((await storedOrder(orderNo)).status).toBe(8);
    expect(await usableIds(t, await relogin(t, '0712000007'))).toContain(couponId);
  });

  it('stays spent once the loan is paid out', async () => {
    const { token, orderNo, couponId } = await spentOnApproval(ctx.t, '0712000008');
    await disburse(ctx.t, ctx.testDb, token, orderNo);
    expect((await storedOrder(orderNo)).status).toBe(2);
    expect(await usableIds(ctx.t, token, 'used')).toContain(couponId);
  });
});
