/**
 * Finance's and admin's day in the console at a 1366×768 desk, over a seeded book: each screen
 * photographed in English and in Kiswahili and read for raw JSON, journal account keys, locale keys
 * or failure text. Finance reviews a proof beside its image and books it, is not offered a check of
 * its own role's write-off, reads the rails and the audit; admin invites a member, raises their
 * role with a second admin, approves finance's write-off, verifies the audit chain and disables a
 * leaver, whose open page returns to sign-in with a message.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { disbursementEntry, penaltyEntry } from '../../src/server/domain/journal';
import { businessDay } from '../../src/server/domain/business-date';
import { feedbackFiles, type loanOrders } from '../../src/server/db/schema';
import { addStaff } from '../../src/server/features/ops-console/auth-service';
import { STAFF_ROLES, type StaffRole } from '../../src/server/features/ops-console/permissions';
import { totp } from '../../src/server/features/ops-console/totp';
import { saveImage } from '../../src/server/features/feedback/storage';
import { JPEG } from '../server/feedback/upload-helper';
import { aBorrower, anOrder, aPersonalForm } from '../support/factories';
import { snap } from './browser';
import { setUpBrowserTest } from './server';
import { bookAlone } from '../support/book-alone';

const ctx = setUpBrowserTest();
const DESK = { width: 1366, height: 768 };

/** Words the console's locale files hold under these names: one showing is a key, not words. */
const KEY =
  /\b(?:proofs|staff|audit|checks|rails|book|col|login|nav|role|orderStatus|time|account|auditAction|list|error|portfolio|money|order|borrower)\.[a-zA-Z_.]+\b/;

/** Reads the page as staff would: no raw JSON, no account keys, no locale keys, no failure text. */
async function readable(page: Page): Promise<string> {
  const text = (await page.locator('body').innerText()).replace(/\S+@\S+/g, '');
  expect(text, 'raw JSON').not.toMatch(/\{"|":\s/);
  expect(text, 'a journal account key').not.toMatch(/\b(receivable|liability|income|expense):/);
  expect(text.match(KEY)?.[0] ?? null, 'a locale key').toBeNull();
  expect(text).not.toMatch(/Something went wrong|Hitilafu imetokea|undefined|NaN|\[object/);
  return text;
}

/** Photographs the page in English, then in Kiswahili, each read; back in English after. */
async function both(page: Page, name: string, shots: string[]) {
  const en = await readable(page);
  shots.push(await snap(page, `console-${name}-en`));
  await page.getByText('Kiswahili', { exact: true }).click();
  await page.getByRole('button', { name: 'Toka' }).waitFor();
  const sw = await readable(page);
  expect(sw).not.toBe(en);
  shots.push(await snap(page, `console-${name}-sw`));
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

async function signedIn(browser: Browser, email: string, role: StaffRole) {
  const account = await addStaff(ctx.server, email, role);
  const page = await (await browser.newContext({ viewport: DESK })).newPage();
  await page.goto(`${ctx.server.url}/ops/`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByLabel('Authenticator code').fill(totp(account.totpSecret, ctx.server.clock()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}

/** A named Tanzanian repaying `amount` (with `penalty` charged) who uploaded a proof of payment. */
async function borrowerWithProof(name: [string, string], amount: number, penalty: number) {
  const { db, clock, config } = ctx.server;
  const now = clock();
  const user = await aBorrower(db, { country: 'TZ', createdAt: new Date(now) });
  await aPersonalForm(db, user, { firstName: name[0], lastName: name[1] });
  const order: typeof loanOrders.$inferSelect = await anOrder(db, user, {
    status: penalty > 0 ? 3 : 2,
    amount,
    creditLimit: amount,
    days: 91,
    dueDay: businessDay(now, 'TZ') + (penalty > 0 ? -20 : 30),
    createdAt: new Date(now),
    updatedAt: new Date(now),
  });
  await bookAlone(
    db,
    order.id,
    `payout:${order.orderNo}`,
    disbursementEntry({ loanAmount: amount, fee: 0, feeTax: 0 }),
    now,
  );
  if (penalty > 0)
    await bookAlone(db, order.id, `penalty:${order.orderNo}`, penaltyEntry(penalty), now);
  const storedName = await saveImage(config, user.id, JPEG, 'jpg');
  await db.insert(feedbackFiles).values({
    userId: user.id,
    kind: 'credential',
    storedName,
    mimeType: 'image/jpeg',
    size: JPEG.length,
    orderNo: order.orderNo,
    // Uploaded three and a half days ago: the 48-hour review is late.
    createdAt: new Date(now - 84 * 3_600_000),
  });
  return order;
}

describe("finance's and admin's day in the console", () => {
  it('finance and admin work their day in English and Kiswahili, every screen in words', async () => {
    const shots: string[] = [];
    const steps = { finance: 0, admin: 0 };
    const proofLoan = await borrowerWithProof(['Neema', 'Kileo'], 20_000, 0);
    const lateLoan = await borrowerWithProof(['Baraka', 'Mushi'], 30_000, 6_000);

    // Finance: the proofs, each beside its image, with name, loan, owed and the late clock.
    const finance = await signedIn(ctx.browser, 'finance@walk.test', 'finance');
    await finance.getByRole('link', { name: 'Repayment proofs' }).click();
    steps.finance += 1;
    const card = finance
      .getByText('Neema Kileo')
      .locator('xpath=ancestor::div[contains(@class,"Paper")]');
    await finance.getByText('Neema Kileo', { exact: false }).waitFor();
    await finance.getByText('Review late by 1 day 12 hours').first().waitFor();
    expect(await finance.getByText('Owed today: TZS 20,000').count()).toBe(1);
    expect(await finance.getByRole('img', { name: 'The uploaded proof of payment' }).count()).toBe(
      2,
    );
    await both(finance, 'finance-1-proofs', shots);
    await card.getByLabel('Amount on the proof').fill('5000');
    await card.getByRole('button', { name: 'Approve' }).click();
    steps.finance += 2;
    const booked = finance
      .getByRole('alert')
      .or(finance.getByRole('status'))
      .filter({ hasText: 'Booked' });
    await booked.waitFor();
    expect(await booked.innerText()).toContain('Principal owed TZS 5,000');
    await both(finance, 'finance-2-proof-booked', shots);

    // Finance writes off the late loan: above TZS 5,000 alone, so it waits for another role.
    await finance.goto(`${ctx.server.url}/ops/#/order/${lateLoan.orderNo}`);
    await finance.getByLabel('Reason (kept with the entry)').fill('borrower deceased');
    finance.once('dialog', (d) => void d.accept());
    await finance.getByRole('button', { name: 'Write off' }).click();
    steps.finance += 3;
    await finance.getByText(/waits for a checker/).waitFor();
    await finance.getByRole('link', { name: 'Checks' }).click();
    steps.finance += 1;
    await finance.getByText('Your request: another role checks it.').waitFor();
    expect(await finance.getByRole('button', { name: 'Approve and book' }).count()).toBe(0);
    await both(finance, 'finance-3-checks', shots);
    await finance.getByRole('link', { name: 'Payment disputes' }).click();
    steps.finance += 1;
    await finance.getByText('Float per rail').waitFor();
    await both(finance, 'finance-4-rails', shots);
    await finance.getByRole('link', { name: 'Audit log' }).click();
    steps.finance += 1;
    await finance.getByRole('cell', { name: 'Proof approved' }).first().waitFor();
    await both(finance, 'finance-5-audit', shots);

    // Admin: invite a member, raise their role with a second admin, approve finance's write-off.
    const admin = await signedIn(ctx.browser, 'admin@walk.test', 'admin');
    await admin.getByRole('link', { name: 'Staff' }).click();
    steps.admin += 1;
    await admin.getByLabel('Email').fill('amina@walk.test');
    await admin.getByLabel(/^Role/).first().click();
    await admin.getByRole('option', { name: 'Support' }).click();
    await admin.getByRole('button', { name: 'Invite' }).click();
    steps.admin += 3;
    await admin.getByText('amina@walk.test is invited as Support').waitFor();
    await both(admin, 'admin-1-invited', shots);
    const amina = admin.getByRole('row', { name: /amina@walk\.test/ });
    await amina.getByLabel('New role for amina@walk.test').first().click();
    await admin.getByRole('option', { name: 'Finance' }).click();
    await amina.getByRole('button', { name: 'Change role' }).click();
    steps.admin += 3;
    await admin.getByText('Role changes waiting for a second admin').waitFor();
    await admin.getByText('You asked: another admin decides.').waitFor();
    await both(admin, 'admin-2-role-waiting', shots);
    const second = await signedIn(ctx.browser, 'admin2@walk.test', 'admin');
    await second.getByRole('link', { name: 'Staff' }).click();
    await second.getByRole('button', { name: 'Approve' }).click();
    await second.getByText("amina@walk.test's new role applies").waitFor();
    await second.context().close();
    await admin.getByRole('link', { name: 'Checks' }).click();
    await admin.getByRole('button', { name: 'Approve and book' }).click();
    steps.admin += 2;
    await admin.getByText(/approved and booked/).waitFor();
    await admin.getByRole('link', { name: 'Audit log' }).click();
    await admin.getByRole('combobox', { name: 'Action' }).fill('Role raise app');
    await admin.getByRole('option', { name: 'Role raise approved' }).click();
    await admin.getByRole('button', { name: 'Filter' }).click();
    await admin.getByRole('cell', { name: 'Role raise approved' }).waitFor();
    await admin.getByRole('button', { name: 'Verify the chain' }).click();
    steps.admin += 5;
    await admin.getByText(/The chain holds/).waitFor();
    const audit = await readable(admin);
    expect(audit).toContain('Role raise approved');
    expect(audit).toContain('Before: Support');
    expect(audit).toContain('After: Finance');
    await both(admin, 'admin-3-audit', shots);

    // A leaver: their open page returns to sign-in with a message once admin disables them.
    const leaver = await signedIn(ctx.browser, 'leaver@walk.test', 'support');
    await admin.getByRole('link', { name: 'Staff' }).click();
    admin.once('dialog', (d) => void d.accept());
    await admin
      .getByRole('row', { name: /leaver@walk\.test/ })
      .getByRole('button', { name: 'Disable' })
      .click();
    steps.admin += 2;
    await admin.getByText('leaver@walk.test is disabled').waitFor();
    await leaver.getByRole('link', { name: 'Borrower requests' }).click();
    await leaver.getByText('Your session has ended').waitFor();
    await leaver.getByRole('button', { name: 'Sign in' }).waitFor();
    shots.push(await snap(leaver, 'console-admin-4-leaver-signed-out-en'));
    await readable(leaver);

    // The loan book's filters as pickers: statuses in words (the written-off loan is finished).
    await admin.getByRole('link', { name: 'Loan book' }).click();
    await admin
      .getByLabel('Status', { exact: true })
      .filter({ visible: true })
      .click({ force: true });
    await admin.getByRole('option', { name: 'Finished' }).click();
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: 'Filter' }).click();
    steps.admin += 3;
    await admin.getByRole('cell', { name: lateLoan.orderNo }).waitFor();
    expect(await admin.getByRole('cell', { name: proofLoan.orderNo }).count()).toBe(0);
    await both(admin, 'admin-5-book-filtered', shots);

    console.log(
      `finance: a proof booked, a write-off to a checker, rails, audit — ${steps.finance} steps`,
    );
    console.log(
      `admin: invite, role raised, write-off approved, audit, leaver — ${steps.admin} steps`,
    );
    console.log(`photographs:\n${shots.join('\n')}`);
  });

  it('the pages are one line at a 1366 px desk for every role, in English and Kiswahili', async () => {
    const heights: string[] = [];
    for (const role of STAFF_ROLES) {
      const page = await signedIn(ctx.browser, `${role}@nav.test`, role);
      for (const [language, signOut] of [
        ['English', 'Sign out'],
        ['Kiswahili', 'Toka'],
      ] as const) {
        await page.getByText(language, { exact: true }).click();
        const button = page.getByRole('button', { name: signOut });
        const line = (await button.boundingBox())?.height ?? 0;
        const header = (await page.locator('header').boundingBox())?.height ?? Infinity;
        heights.push(`${role} ${language} ${Math.round(header)} px`);
        // One line is as tall as its tallest item; a second line would double it.
        expect(header, `${role} in ${language}`).toBeLessThan(line * 1.5);
      }
      if (role === 'finance') {
        await page.getByRole('button', { name: 'Zaidi' }).click();
        await page.getByRole('menuitem', { name: 'Sera za mikopo' }).waitFor();
        await snap(page, 'console-nav-finance-more-sw');
        await page.keyboard.press('Escape');
        await page.getByText('English', { exact: true }).click();
        await page.getByRole('button', { name: 'More' }).click();
        await page.getByRole('menuitem', { name: 'Credit policies' }).waitFor();
        await snap(page, 'console-nav-finance-more-en');
      }
      await page.context().close();
    }
    console.log(`the console's header at 1366 px: ${heights.join(', ')}`);
  });
});
