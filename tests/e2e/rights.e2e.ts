/**
 * The borrower's rights in Chromium, at 360×740 against the real server: a borrower
 * consents to credit reporting when applying, takes a loan and pays part of it, files a complaint,
 * disputes the loan's bureau data, reads and downloads their data, and opens and downloads the
 * loan's statement of account; every figure of the statement is checked against the journal.
 * Then staff at 1280×800 open the console's requests queue and see each request's deadline.
 * The new screens are photographed in English and Kiswahili (tests/e2e/screenshots/rights-*).
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bureauConsents, loanOrders, rightsRequests, users } from '../../src/server/db/schema';
import { totalOwed } from '../../src/server/domain/allocation';
import { orderBalances, orderOwed } from '../../src/server/features/ledger/repo';
import { PHONE, snap, snapChecked } from './browser';
import {
  awaitAutomaticPayout,
  idCardToConfirm,
  payInSandbox,
  saveProfileByApi,
  see,
} from './loan-phone';
import { staffPage } from './console-page';
import { setUpBrowserTest } from './server';
import { openPhone, register, switchLanguage } from './service-phone';

const env = setUpBrowserTest({ sandboxClock: true });

/** Waits for reads to land, then checks nothing is wider than the phone, and photographs it. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(250);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${name} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
  await snapChecked(page, `rights-${name}`);
}

/** What a click saved: the file's name and text. */
async function saved(page: Page, click: () => Promise<void>) {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** A Tanzanian borrower, profile saved, at the confirm screen. */
async function borrowerAtConfirm(page: Page) {
  const { server } = env;
  const number = await register(page, server);
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.waitForURL((url) => url.hash === '#/auth/personal_infomation');
  await saveProfileByApi(page, server.url);
  await idCardToConfirm(page, server, number);
  const [user] = await server.db.select().from(users).where(eq(users.mobile, number.e164));
  return user!;
}

/** Files a request on My requests and waits for it in the list. */
async function fileRequest(page: Page, kind: string, body: string, loan?: string) {
  await page.getByRole('combobox', { name: 'Request' }).selectOption({ label: kind });
  if (loan) {
    const choose = page.getByRole('combobox', { name: 'Loan' });
    await expect.poll(() => choose.locator('option', { hasText: loan }).count()).toBe(1);
    await choose.selectOption(loan);
  }
  await page.getByRole('textbox', { name: 'What happened' }).fill(body);
  await page.getByRole('button', { name: 'Send' }).click();
}

describe("the borrower's rights, in Chromium", () => {
  it('consents, complains, disputes, downloads data and a statement; staff see the deadline', async () => {
    const { page, errors } = await openPhone(env.browser);
    const { server } = env;
    const db = server.db;

    // 1. Consent at apply: its own box beside the agreement, written with the order.
    const user = await borrowerAtConfirm(page);
    await page.getByRole('checkbox', { name: /agree to the loan agreement/ }).check();
    await page.getByRole('checkbox', { name: /consent to credit reporting/ }).check();
    await page.getByRole('textbox', { name: /Sign with your full name/ }).fill('Asha Juma');
    await page.getByRole('button', { name: 'Confirm and sign' }).click();
    await page.waitForURL((url) => url.hash === '#/auth/review_tips');
    const [order] = await db.select().from(loanOrders).where(eq(loanOrders.userId, user.id));
    const consents = await db
      .select()
      .from(bureauConsents)
      .where(eq(bureauConsents.userId, user.id));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ orderId: order!.id, lang: 'en' });

    // Assessed and paid out; a part payment of 2,000 through the sandbox wallet.
    server.advance(10 * 60_000);
    await page.getByRole('button', { name: 'Check now' }).click();
    await see(page, 'Your loan is approved', 30_000);
    await awaitAutomaticPayout(page, server);
    await page.getByRole('textbox', { name: /Amount to pay now/ }).fill('2000');
    await page.getByRole('button', { name: 'Repay' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/repay/cashier'));
    await payInSandbox(page, server);
    await page.waitForURL((url) => url.hash.startsWith('#/repay/repay_detail'));
    await see(page, 'TZS 2,000', 30_000);

    // 2. The statement of account, from Repayment details: the payment's split, the balance the
    // books hold, and the same lines in the CSV and text files.
    await page.getByRole('link', { name: 'Statement of account' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/repay/statement?orderNo='));
    await see(page, 'Sent to your wallet');
    const owed = totalOwed(await orderOwed(db, order!.id));
    const books = await orderBalances(db, order!.id);
    const tzs = (n: number) => `TZS ${n.toLocaleString('en')}`;
    await see(page, '−TZS 2,000');
    await see(page, 'To loan amount');
    expect(await page.getByText(tzs(owed), { exact: true }).count()).toBeGreaterThan(0);
    await shot(page, 'statement-en');
    await page.getByText('To loan amount').scrollIntoViewIfNeeded();
    await snap(page, 'rights-statement-payment-en');
    const csv = await saved(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
    expect(csv.name).toBe(`statement-${order!.orderNo}.csv`);
    const rows = csv.text.trim().split('\r\n');
    expect(rows[0]).toMatch(/^"Date","Item","Reference","Amount"/);
    expect(rows.find((r) => r.includes('"Loan amount"'))).toContain(tzs(order!.amount ?? 0));
    expect(rows.find((r) => r.includes('"Sent to your wallet"'))).toContain(
      tzs(-(books.get('cash') ?? 0) + 2_000),
    );
    expect(rows.find((r) => r.includes('"Payment"'))).toContain('"TZS 2,000"');
    expect(rows.at(-1)).toMatch(new RegExp(`"${tzs(owed)}"$`));
    const text = await saved(page, () =>
      page.getByRole('button', { name: 'Download text' }).click(),
    );
    expect(text.text).toContain(`Loan: ${order!.orderNo}`);
    expect(text.text).toContain(`Owed now: ${tzs(owed)}`);

    // 3. A complaint, and a dispute of the loan's bureau data, each with its deadline.
    await page.goto(`${server.url}/#/user_center/my_requests`);
    await fileRequest(page, 'Complaint', 'An agent called me at night.');
    await see(page, /^Complaint · C-\d{8}$/);
    await fileRequest(page, 'Dispute of credit bureau data', 'I repaid on time.', order!.orderNo);
    await see(page, /^Dispute of credit bureau data · D-\d{8}$/);
    await expect.poll(() => page.getByText(/^Answer due by \d\d\/\d\d\/\d{4}$/).count()).toBe(2);
    await shot(page, 'my-requests-en');

    // 4. My data: readable under its headings, and the download holds the same.
    await page.getByRole('link', { name: 'See my data' }).click();
    await page.waitForURL((url) => url.hash === '#/user_center/my_data');
    for (const heading of ['Profile', 'Forms', 'Wallets', 'Loans', 'Consents', 'Requests'])
      await expect.poll(() => page.getByRole('heading', { name: heading }).count()).toBe(1);
    await see(page, 'Asha');
    await see(page, `${order!.orderNo} · Repaying`);
    await shot(page, 'my-data-en');
    const json = await saved(page, () =>
      page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    );
    const data = JSON.parse(json.text) as {
      consents: unknown[];
      requests: { reference: string }[];
      loans: { orderNo: string }[];
    };
    expect(data.consents).toHaveLength(1);
    expect(data.loans.map((l) => l.orderNo)).toEqual([order!.orderNo]);
    expect(data.requests.map((r) => r.reference[0]).sort()).toEqual(['C', 'D']);

    // The same screens in Kiswahili.
    await switchLanguage(page, 'sw_KE');
    await page.goto(`${server.url}/#/repay/statement?orderNo=${order!.orderNo}`);
    await see(page, 'Imetumwa kwenye pochi yako');
    await shot(page, 'statement-sw');
    await page.getByText('Kwa kiasi cha mkopo').scrollIntoViewIfNeeded();
    await snap(page, 'rights-statement-payment-sw');
    await page.goto(`${server.url}/#/user_center/my_requests`);
    await see(page, /^Lalamiko · C-\d{8}$/);
    await shot(page, 'my-requests-sw');
    await page.goto(`${server.url}/#/user_center/my_data`);
    await expect.poll(() => page.getByRole('heading', { name: 'Wasifu' }).count()).toBe(1);
    await shot(page, 'my-data-sw');
    expect(errors).toEqual([]);
    await page.context().close();

    // 5. Staff at a desk: the queue lists both requests with the deadline the borrower was given.
    const filed = await db.select().from(rightsRequests).where(eq(rightsRequests.userId, user.id));
    expect(filed).toHaveLength(2);
    const ops = await staffPage(env, 'care@lender.test', 'support');
    await ops.getByRole('link', { name: 'Borrower requests' }).click();
    // Columns by their headings, so a new column does not move what is read.
    await ops.getByRole('columnheader', { name: 'Answer by' }).waitFor();
    // A heading's words without the sort arrow it may carry.
    const headings = (await ops.getByRole('columnheader').allTextContents()).map((h) =>
      h.replace(/[▲▼]/g, '').trim(),
    );
    const answerBy = headings.indexOf('Answer by');
    expect(answerBy).toBeGreaterThan(0);
    for (const r of filed) {
      const row = ops.getByRole('row').filter({ hasText: r.reference });
      await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells[answerBy]).toBe(r.resolveDueAt.toISOString().slice(0, 10));
      expect(cells[answerBy + 1]).toMatch(/^\d+ days? left$/);
      expect(cells[answerBy - 1]).toMatch(/^Acknowledge by \d{4}-\d{2}-\d{2}/);
    }
    await snap(ops, 'rights-ops-queue');
    await ops.context().close();
  }, 300_000);
});
