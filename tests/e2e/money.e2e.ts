/**
 * Money the borrower can follow, in Chromium at 360×740 against the real server on its sandbox
 * clock: an interest coupon lowers the amount to repay in the table, the key facts, the agreement,
 * the signed order and the journal alike; time moved at /sandbox/clock makes the loan overdue with
 * the penalty the journal holds; a part payment shows its receipt and allocation; a payment order
 * left open and paid after the loan is settled comes back as a credit refunded to the wallet.
 * Every figure read on a screen is checked against the books, never the books against themselves.
 */
import { QUERY_AFTER_MS } from '../../src/server/features/ledger/intents';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { coupons, loanOrders, users } from '../../src/server/db/schema';
import { totalOwed } from '../../src/server/domain/allocation';
import {
  orderBalances,
  orderOwed,
  paymentTotals,
  penaltyTotals,
} from '../../src/server/features/ledger/repo';
import { snap } from './browser';
import { apiCall, PROFILE } from './journey-api';
import {
  approveInSandbox,
  openPayment,
  payInSandbox,
  saveWallet,
  see,
  uploadKyc,
} from './loan-phone';
import { setUpBrowserTest } from './server';
import { openPhone, register, signIn } from './service-phone';

const env = setUpBrowserTest({ sandboxClock: true });
const DAY = 86_400_000;

/** The first amount in a text such as "TZS 64,039", "− TZS 449" or "You repay TZS 64,039 by …". */
const shillings = (text: string | null) =>
  Number((/\d[\d,]*/.exec(text ?? '')?.[0] ?? 'NaN').replace(/,/g, ''));

/** The value beside a label in a money summary (DetailRows: two paragraphs in one row). */
async function row(page: Page, label: string): Promise<number> {
  const value = page
    .locator(`xpath=//p[normalize-space()="${label}"]/following-sibling::p[1]`)
    .first();
  await expect.poll(() => value.count()).toBe(1);
  return shillings(await value.textContent());
}

/** The text of the first element matching `pattern`, once it is on the screen. */
async function textOf(page: Page, pattern: RegExp): Promise<string> {
  await see(page, pattern);
  return (await page.getByText(pattern).first().textContent()) ?? '';
}

/**
 * Reloads until `text` shows: what the server knows changes with its clock and its jobs, and the
 * screen learns it the way a borrower would, by opening it again.
 */
async function seeAfterReload(page: Page, text: string | RegExp, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.reload();
    try {
      await page.getByText(text).first().waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** Moves the server's time forward on the sandbox clock page, as a tester would. */
async function moveClock(page: Page, by: string): Promise<void> {
  const clock = await page.context().newPage();
  await clock.goto(`${env.server.url}/sandbox/clock`);
  await clock.getByRole('textbox', { name: 'Other:' }).fill(by);
  await clock.getByRole('button', { name: 'Move' }).click();
  await clock.waitForURL((url) => url.pathname === '/sandbox/clock');
  await clock.close();
}

describe('money the borrower can follow, in Chromium', () => {
  it('shows a coupon, overdue days, a receipt and a late payment exactly as the books hold them', async () => {
    const { page, errors } = await openPhone(env.browser);
    const { server } = env;
    const db = server.db;

    // A borrower with a complete profile and an interest coupon of 20 % from the draw.
    const number = await register(page, server);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL((url) => url.hash === '#/auth/personal_infomation');
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('token') ?? '{}').Authorization as string,
    );
    await apiCall(server.url, token, 'saveBasicInfoMarket', PROFILE.personal);
    await apiCall(server.url, token, 'saveAdditionInfoMarket', PROFILE.addition);
    await apiCall(server.url, token, 'saveQuestionnaire', PROFILE.questionnaire);
    const [user] = await db.select().from(users).where(eq(users.mobile, number.e164));
    const userId = user!.id;
    await db.insert(coupons).values({
      userId,
      name: 'Interest 20% off',
      kind: 'interest',
      percent: 20,
      expiresAt: new Date(server.clock() + 30 * DAY),
      source: 'draw',
      createdAt: new Date(server.clock()),
    });
    await page.goto(`${server.url}/#/auth/id_card_authentication`);
    await page.getByRole('button', { name: 'Allow camera and continue' }).click();
    await uploadKyc(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.hash === '#/bank_account/add_bankcard');
    await saveWallet(page, server, number);

    // 1. Confirm: the coupon lowers the interest, the total, the key facts and the agreement.
    await page.waitForURL((url) => url.hash === '#/borrow/confirm_borrow');
    await see(page, 'Key facts');
    const repayWithout = shillings(await textOf(page, /^You repay TZS [\d,]+ by/));
    await page
      .getByRole('combobox', { name: 'Coupon' })
      .selectOption({ label: 'Interest 20% off' });
    const saved = shillings(await textOf(page, /^This coupon saves [\d,]+/));
    expect(saved).toBeGreaterThan(0);
    await expect
      .poll(async () => shillings(await textOf(page, /^You repay TZS [\d,]+ by/)))
      .toBe(repayWithout - saved);
    const repay = repayWithout - saved;
    expect(await row(page, 'Coupon discount')).toBe(saved);
    await snap(page, 'money-confirm-coupon-en');
    await page.getByRole('button', { name: 'loan agreement' }).click();
    await see(page, `Total to repay: TZS ${repay.toLocaleString('en')}`);
    await see(page, `(after a coupon of TZS ${saved.toLocaleString('en')})`);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('checkbox').check();
    await page.getByRole('textbox', { name: /Sign with your full name/ }).fill('Asha Juma');
    await page.getByRole('button', { name: 'Confirm and sign' }).click();
    await page.waitForURL((url) => url.hash === '#/auth/review_tips');

    // The order books what was shown and signed, to the shilling.
    const [order] = await db.select().from(loanOrders).where(eq(loanOrders.userId, userId));
    expect(order!.quote).toMatchObject({ interestOff: saved, repayAmount: repay });
    expect(order!.esign?.agreementText).toContain(
      `Total to repay: TZS ${repay.toLocaleString('en')}`,
    );
    const orderId = order!.id;

    // 2. Assessed, taken, paid out.
    server.advance(10 * 60_000);
    await page.getByRole('button', { name: 'Check now' }).click();
    await see(page, 'Your loan is approved', 30_000);
    await page.getByRole('button', { name: 'Get money now' }).click();
    server.advance(60 * 60_000);
    await page.waitForURL((url) => url.hash === '#/repay/repay_detail', { timeout: 60_000 });
    await see(page, 'Amount due');

    // 3. Three days past the due date on the sandbox clock: overdue, with the journal's penalty.
    await moveClock(page, `+${Number(order!.days) + 3}d`);
    // Months later the session has lapsed, as it would on the phone: the borrower logs in again.
    await page.goto(`${server.url}/#/user/login`);
    await signIn(page, server, number, /^Log in$/);
    await page.waitForURL((url) => !url.hash.startsWith('#/user/login'));
    await page.goto(`${server.url}/#/repay/repay_detail`);
    await seeAfterReload(page, /^3 days overdue since/);
    let owed = await orderOwed(db, orderId);
    expect(owed.penalty).toBeGreaterThan(0);
    expect((await penaltyTotals(db, orderId)).charged).toBe(owed.penalty);
    expect(await row(page, 'Penalty')).toBe(owed.penalty);
    // Past the due date the whole term's interest is due: the coupon-lowered figure signed for.
    expect(await row(page, 'Interest to date')).toBe(repay - Number(order!.amount));
    expect(await row(page, 'Amount due')).toBe(totalOwed(owed));
    await snap(page, 'money-overdue-en');

    // 4. A part payment: its receipt shows the split, penalty first, and what is left.
    await page.getByRole('textbox', { name: /Amount to pay now/ }).fill('5000');
    await page.getByRole('button', { name: 'Repay' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/repay/cashier'));
    await payInSandbox(page, server);
    await page.waitForURL((url) => url.hash.startsWith('#/repay/repay_detail'));
    await expect.poll(() => row(page, 'Amount repaid'), { timeout: 30_000 }).toBe(5_000);
    await page.getByRole('link', { name: 'Payments and receipts' }).click();
    await see(page, 'Repayment: TZS 5,000');
    const penaltyPaid = await row(page, 'Penalty');
    expect(penaltyPaid).toBe(Math.min(5_000, owed.penalty));
    owed = await orderOwed(db, orderId);
    expect(await row(page, 'Left to pay after this payment')).toBe(totalOwed(owed));
    await snap(page, 'money-receipt-en');

    // 5. A push of 1,000 the borrower confirms on the phone, which the wallet reports only hours
    // later; meanwhile the loan is repaid in full from another payment order.
    await page.goto(`${server.url}/#/repay/repay_detail`);
    await page.getByRole('textbox', { name: /Amount to pay now/ }).fill('1000');
    await page.getByRole('button', { name: 'Repay' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/repay/cashier'));
    await approveInSandbox(page, await openPayment(page, server), { late: true });
    await page.goto(`${server.url}/#/repay/repay_detail`);
    await page.getByRole('button', { name: 'Repay' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/repay/cashier'));
    await payInSandbox(page, server);
    await see(page, 'Loan repaid', 30_000);
    // What the whole loan cost: the amount signed for plus the penalty the journal charged.
    const owedInAll = repay + (await penaltyTotals(db, orderId)).charged;
    expect((await paymentTotals(db, orderId)).paid).toBe(owedInAll);

    // 6. The wallet's report arrives: the 1,000 is the borrower's, shown and refunded, never kept.
    server.advance(6 * 3_600_000 + 60_000);
    await page.getByRole('link', { name: 'Payments and receipts' }).click();
    await seeAfterReload(page, 'You paid TZS 1,000 more than you owed. It is yours.');
    await snap(page, 'money-credit-en');
    // Home says it too, until the borrower chooses.
    await page.goto(`${server.url}/#/`);
    await see(page, 'You paid TZS 1,000 more than you owed on your last loan. It is yours.');
    await snap(page, 'money-credit-home-en');
    await page.getByRole('link', { name: 'Refund it or use it on your next loan' }).click();
    await page.getByRole('button', { name: 'Refund to my wallet' }).click();
    await see(page, /TZS 1,000 (is on its way to|was returned to) your wallet/);
    // The rail's callback may come twice, hours late or never (the sandbox's odds): the server's
    // status query after QUERY_AFTER_MS settles the refund either way.
    server.advance(QUERY_AFTER_MS + 60_000);
    await seeAfterReload(page, 'TZS 1,000 was returned to your wallet.');
    await snap(page, 'money-refunded-en');
    const books = await orderBalances(db, orderId);
    expect(books.get('liability:borrower-credit') ?? 0).toBe(0);
    expect(books.get('liability:refund-payable') ?? 0).toBe(0);
    expect(totalOwed(await orderOwed(db, orderId))).toBe(0);
    // Collected 1,000 beyond the debt and returned it: kept is exactly what was owed.
    const { paid, excess } = await paymentTotals(db, orderId);
    expect([paid, excess]).toEqual([owedInAll + 1_000, 1_000]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
