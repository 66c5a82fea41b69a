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
import { coupons, loanOrders, users } from '../../src/server/db/schema';
import { totalOwed } from '../../src/server/domain/allocation';
import {
  orderBalances,
  orderOwed,
  paymentTotals,
  penaltyTotals,
} from '../../src/server/features/ledger/repo';
import { noticesOf } from '../../src/server/features/bureau/repo';
import { snap, snapChecked } from './browser';
import {
  approveInSandbox,
  awaitAutomaticPayout,
  openPayment,
  idCardToConfirm,
  payInSandbox,
  saveProfileByApi,
  see,
} from './loan-phone';
import {
  everyMoneyScreenSays,
  moveBudgetMs,
  moveClock,
  seeBureauNotice,
  row,
  seeAfterReload,
  shillings,
  shownDate,
  textOf,
  tzs,
} from './money-screens';
import { setUpBrowserTest } from './server';
import product from '../../schemas/tz/product.json';
import { openPhone, register, signIn, switchLanguage } from './service-phone';

const env = setUpBrowserTest({ sandboxClock: true });
const DAY = 86_400_000;
/**
 * The walk's own time, and the move to three days past the due date of the term it borrows for
 * (the product's first): a move takes a pass of the jobs for each day, so its budget grows with
 * the term, not a guess of the whole.
 */
const WALK_MS = 240_000;
const TIMEOUT_MS = WALK_MS + moveBudgetMs(product.terms[0]! + 3);

describe('money the borrower can follow, in Chromium', () => {
  it(
    'shows a coupon, overdue days, a receipt and a late payment exactly as the books hold them',
    async () => {
      const { page, errors } = await openPhone(env.browser);
      const { server } = env;
      const db = server.db;

      // A borrower with a complete profile and an interest coupon of 20 % from the draw.
      const number = await register(page, server);
      await page.getByRole('button', { name: 'Apply now' }).click();
      await page.waitForURL((url) => url.hash === '#/auth/personal_infomation');
      await saveProfileByApi(page, server.url);
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
      await idCardToConfirm(page, server, number);

      // 1. Confirm: the coupon lowers the interest, the total, the key facts and the agreement.
      await see(page, 'Key facts');
      const repayWithout = shillings(await textOf(page, /^You repay TZS [\d,]+ by/));
      await page
        .getByRole('combobox', { name: 'Coupon' })
        .selectOption({ label: '20% off the interest' });
      const saved = shillings(await textOf(page, /^This coupon saves TZS [\d,]+/));
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
      await page.getByRole('checkbox', { name: /agree to the loan agreement/ }).check();
      await page.getByRole('checkbox', { name: /consent to credit reporting/ }).check();
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

      // 2. Assessed and approved; the approved screen is left open across the automatic payout,
      // and moves by itself to the repayment screen (it follows the order while it waits).
      server.advance(10 * 60_000);
      // The borrower taps Check now; the screen also moves on by itself at its next read of the
      // order, which on a busy machine may come first and take the button away.
      await Promise.race([
        see(page, 'Your loan is approved', 30_000),
        page
          .getByRole('button', { name: 'Check now' })
          .click()
          .catch(() => undefined),
      ]);
      await see(page, 'Your loan is approved', 30_000);
      await snap(page, 'money-approved-en');
      await awaitAutomaticPayout(page, server);
      const [paidOut] = await db.select().from(loanOrders).where(eq(loanOrders.id, order!.id));
      const dueDay = paidOut!.dueDay!;
      // Paid out today: nothing accrued yet, so closing today costs the principal; by the due date
      // the signed total. Both named, on every money screen, as the journal holds them.
      await everyMoneyScreenSays(
        page,
        server.url,
        [
          `To repay by ${shownDate(dueDay)}: ${tzs(repay)}`,
          `To close the loan today: ${tzs(totalOwed(await orderOwed(db, orderId)))}`,
        ],
        'paid-out',
      );

      // 3. Three days past the due date on the sandbox clock: overdue, with the journal's penalty.
      expect(errors).toEqual([]);
      await moveClock(page, env.server.url, `+${Number(order!.days) + 3}d`);
      // Months later the session has lapsed, as it would on the phone: the borrower logs in again.
      await page.goto(`${server.url}/#/user/login`);
      await signIn(page, server, number, /^Log in$/);
      await page.waitForURL((url) => !url.hash.startsWith('#/user/login'));
      // The lapsed session's reads were refused (Chromium logs each refused resource), nothing else.
      const lapsed = errors.splice(0);
      expect(lapsed.filter((e) => !e.includes('status of 401 (Unauthorized)'))).toEqual([]);
      await page.goto(`${server.url}/#/repay/repay_detail`);
      await seeAfterReload(page, /^3 days overdue since/);
      let owed = await orderOwed(db, orderId);
      expect(owed.penalty).toBeGreaterThan(0);
      expect((await penaltyTotals(db, orderId)).charged).toBe(owed.penalty);
      expect(await row(page, 'Penalty')).toBe(owed.penalty);
      // Past the due date the whole term's interest is due: the coupon-lowered figure signed for.
      expect(await row(page, 'Interest to date')).toBe(repay - Number(order!.amount));
      await snap(page, 'money-overdue-en');
      // Overdue: one amount, since the first day late, on every money screen.
      const overdueLine = async () => [
        `Overdue since ${shownDate(dueDay + 1)}: ${tzs(totalOwed(await orderOwed(db, orderId)))}`,
      ];
      await everyMoneyScreenSays(page, server.url, await overdueLine(), 'overdue');
      // A day late the pre-listing notice went out; Home and Records show it with the amount it named.
      const [notice] = await noticesOf(db, [orderId]);
      expect(notice?.kind).toBe('pre-listing');
      await seeBureauNotice(
        page,
        server.url,
        tzs(notice!.amount),
        'This loan may be reported',
        'en',
      );
      await switchLanguage(page, 'sw_TZ');
      await seeBureauNotice(page, server.url, tzs(notice!.amount), 'Mkopo huu unaweza', 'sw_TZ');
      await switchLanguage(page, 'en');
      await page.goto(`${server.url}/#/repay/repay_detail`);

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
      await everyMoneyScreenSays(page, server.url, await overdueLine(), 'part-paid');

      // 5. A push of 1,000 the borrower confirms on the phone, which the wallet reports only hours
      // later; meanwhile the loan is repaid in full from another payment order.
      await page.goto(`${server.url}/#/repay/repay_detail`);
      await page.getByRole('textbox', { name: /Amount to pay now/ }).fill('1000');
      await page.getByRole('button', { name: 'Repay' }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/repay/cashier'));
      await approveInSandbox(page, await openPayment(page, server), { late: true });
      // The cashier said what to do on the phone, naming the borrower's own wallet (schemas/tz/cashier.json
      // says what its online channel asks).
      await see(
        page,
        'Look at your phone: M-Pesa asks you to confirm TZS 1,000. Enter your wallet PIN in the prompt to pay. No prompt? Check that your phone is on and has signal.',
      );
      // The 1,000 is on its way: Repayment details, Receipts and Home say so, from the wallet's name.
      const onItsWay =
        'TZS 1,000 on its way from your wallet, we are waiting for M-Pesa to confirm';
      await page.goto(`${server.url}/#/repay/repay_detail`);
      await see(page, onItsWay, 60_000);
      await snap(page, 'money-pending-repay-en');
      await page.getByRole('link', { name: 'Payments and receipts' }).click();
      await see(page, onItsWay, 60_000);
      await snap(page, 'money-pending-receipts-en');
      await page.goto(`${server.url}/#/`);
      await see(page, onItsWay, 60_000);
      await snap(page, 'money-pending-home-en');
      // The same screens in Kiswahili, photographed for a person to look at (360×740).
      const njiani =
        'TZS 1,000 ziko njiani kutoka kwenye pochi yako, tunasubiri M-Pesa kuthibitisha';
      await switchLanguage(page, 'sw_KE');
      await see(page, njiani, 60_000);
      await see(page, /^Imechelewa tangu \S+: TZS [\d,]+$/);
      await snap(page, 'money-pending-home-sw');
      await page.goto(`${server.url}/#/repay/repay_detail`);
      await see(page, /^Imechelewa tangu \S+: TZS [\d,]+$/);
      await snap(page, 'money-pending-repay-sw');
      await page.goto(`${server.url}/#/repay/receipts`);
      await see(page, njiani, 60_000);
      await snap(page, 'money-pending-receipts-sw');
      await switchLanguage(page, 'en');
      // The money on its way is not repaid yet: the screens still name the journal's amount.
      await everyMoneyScreenSays(page, server.url, await overdueLine(), 'pending');
      // Paying again while it is on its way asks first.
      await page.getByRole('button', { name: 'Repay' }).click();
      await see(page, /you may pay twice/);
      // The question photographed in both languages with its answers in view, axe checking their
      // contrast.
      await page.getByRole('button', { name: 'Pay again anyway' }).scrollIntoViewIfNeeded();
      await snapChecked(page, 'money-pay-twice-warning-en');
      await switchLanguage(page, 'sw_KE');
      await page.getByRole('button', { name: 'Lipa', exact: true }).click();
      await see(page, 'Lipa tena hata hivyo');
      await page.getByRole('button', { name: 'Lipa tena hata hivyo' }).scrollIntoViewIfNeeded();
      await snapChecked(page, 'money-pay-twice-warning-sw');
      await switchLanguage(page, 'en');
      await page.getByRole('button', { name: 'Repay' }).click();
      await page.getByRole('button', { name: 'Pay again anyway' }).click();
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
    },
    TIMEOUT_MS,
  );
});
