/**
 * Languages by data, in Chromium at 360×740: in a copy of the repository, a right-to-left language
 * the app has never had is added by files alone (a folder of words and an entry in
 * locales/languages.json) and Tanzania's country.json offers it (`npm run gen` carries the
 * country's data into code, as for any change of a country). `npm start` builds and serves it. A
 * visitor chooses it with the register screen's language switch, and every borrower screen from
 * register to Repay, Records and Me, the three profile forms, the ID card, the wallet, the loan
 * agreement and the approved and paid-out screens read right to left in its words, with none of
 * the English they replace; the SMS the borrower receives are its texts. The same form in
 * Tanzanian Kiswahili, chosen on the language screen, reads left to right. The screenshots are
 * for a person to look at.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { QUERY_AFTER_MS } from '../../src/server/features/ledger/intents';
import { flattenTexts } from '../../src/server/domain/sms-words';
import { launchBrowser, snap } from './browser';
import { startCopy, type CopyServer } from './copy-server';
import { PROFILE, apiCall } from './journey-api';
import { approveInSandbox, tokenOf } from './loan-phone';
import { copyRepository } from './repository-copy';
import { openPhone, see } from './service-phone';
import {
  RTL,
  H,
  addRightToLeftLanguage,
  offerInTanzania,
  inHebrew,
  registerInHebrew,
  uploadKycInHebrew,
  awaitPayout,
  readsLeftToRight,
  messagesTo,
  fixedParts,
  labelGaps,
  arrowSide,
} from './languages-rtl';
import { freshNumber, latestSmsCode } from './server';

const run = promisify(execFile);

let root = '';
let server: CopyServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  root = copyRepository();
  addRightToLeftLanguage(root);
  offerInTanzania(root);
  await run('npm', ['run', 'gen'], { cwd: root });
  server = await startCopy(root);
  browser = await launchBrowser();
}, 600_000);

/** The server and browser beforeAll started. */
function started(): { server: CopyServer; browser: Browser } {
  if (!server || !browser) throw new Error('the copy has not started');
  return { server, browser };
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('languages by data', () => {
  it('takes a borrower through every screen, the agreement and the SMS in a right-to-left language added by files alone', async () => {
    const { server: copy } = started();
    const { url } = copy;
    const { page } = await openPhone(started().browser);

    // 1. The visitor chooses the language on the register screen's own switch.
    await page.goto(`${url}/#/user/register`);
    await page.getByRole('button', { name: 'עברית', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await inHebrew(page, 'register', ['Create your account', 'Mobile number', 'Get code']);
    expect(await readsLeftToRight(page, /^\+\d+$/)).toBe(true); // the calling code
    const number = await registerInHebrew(page, url);

    // 2. Home, then the profile forms: the first on Apply, the others once the steps before are
    // saved (through the API, as the app saves them; the forms have their own browser tests).
    await inHebrew(page, 'home', ['Apply now']);
    // The greeting's masked number keeps its order inside the right-to-left sentence.
    expect(await readsLeftToRight(page, /\d{4}\*+\d{3}/)).toBe(true);
    await page.getByRole('button', { name: H('Apply now') }).click();
    await page.waitForURL((u) => u.hash === '#/auth/personal_infomation');
    // The first visit to a form loads its engine and the country's served form file.
    await expect
      .poll(() => page.getByRole('textbox', { name: H('First name') }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await inHebrew(page, 'personal', [
      'Personal information',
      'First name',
      'Gender',
      'Date of birth',
    ]);
    const gaps = await labelGaps(page);
    expect(gaps.right).toBeLessThan(gaps.left);
    expect(await arrowSide(page)).toBe('left');
    const token = await tokenOf(page);
    await apiCall(url, token, 'saveBasicInfoMarket', PROFILE.personal);
    await page.goto(`${url}/#/auth/additionalInfomation`);
    await inHebrew(page, 'work-contacts', ['Employment type', 'Name of first contact']);
    await apiCall(url, token, 'saveAdditionInfoMarket', PROFILE.addition);
    await page.goto(`${url}/#/auth/loan_question`);
    await inHebrew(page, 'questionnaire', ['Have you missed a loan payment in the last 6 months?']);
    await apiCall(url, token, 'saveQuestionnaire', PROFILE.questionnaire);

    // 3. The ID card and face, then the wallet with its code by SMS.
    await page.goto(`${url}/#/auth/id_card_authentication`);
    await inHebrew(page, 'id-consent', ['We need your camera', 'Allow camera and continue']);
    await page.getByRole('button', { name: H('Allow camera and continue') }).click();
    await uploadKycInHebrew(page);
    await inHebrew(page, 'id-card', ['ID card front', 'Your face', 'Accepted']);
    await page.getByRole('button', { name: H('Continue'), exact: true }).click();
    await page.waitForURL((u) => u.hash === '#/bank_account/add_bankcard');
    await copy.moveClock('+61s'); // past the 60 s between two codes to one number
    await page.getByRole('button', { name: H('Get code') }).click();
    await expect.poll(() => page.getByRole('button', { name: H('Resend in') }).count()).toBe(1);
    await page
      .getByRole('textbox', { name: H('Verification code') })
      .fill(await latestSmsCode(url, number.e164));
    await inHebrew(page, 'wallet', ['Wallet account number', 'Save wallet']);
    expect(await readsLeftToRight(page, /\d{4} \d{3} \d{3}/)).toBe(true); // the hint's example
    await page.getByRole('button', { name: H('Save wallet') }).click();
    await page.waitForURL((u) => u.hash === '#/borrow/confirm_borrow', { timeout: 30_000 });

    // 4. Confirm, with the agreement open: its own words are the language's.
    await inHebrew(page, 'confirm', ['Key facts', 'Processing fee', 'Confirm and sign']);
    await page.getByRole('button', { name: H('loan agreement') }).click();
    await see(page, H('Amount borrowed'));
    await inHebrew(page, 'agreement', [
      'The parties',
      'Amount borrowed',
      'Total cost of credit',
      'Paying late',
      'You may have only one loan at a time',
    ]);
    await page.goBack(); // the phone's back closes the sheet
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByRole('textbox', { name: H('Sign with your full name') }).fill('Asha Juma');
    await page.getByRole('button', { name: H('Confirm and sign') }).click();
    await page.waitForURL((u) => u.hash === '#/auth/review_tips', { timeout: 30_000 });
    await inHebrew(page, 'review', ['Your application is being assessed']);

    // 5. The assessment runs on the sandbox clock; approved, taken, paid out.
    await copy.moveClock('+10m');
    await see(page, H('Your loan is approved'), 60_000);
    await inHebrew(page, 'approved', ['Your loan is approved', 'Get money now']);
    await page.getByRole('button', { name: H('Get money now') }).click();
    await awaitPayout(page, copy);
    await inHebrew(page, 'repay', [
      'Repayment details',
      'To close the loan today',
      'Amount to pay now',
      'Payments and receipts',
    ]);
    expect(await readsLeftToRight(page, /\+\d+•+\d+/)).toBe(true); // the wallet's number

    // 6. A part repayment through the cashier and the sandbox wallet's approval page.
    await page.getByRole('textbox', { name: H('Amount to pay now') }).fill('5000');
    await page.getByRole('button', { name: H('Repay'), exact: true }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/repay/cashier'));
    await inHebrew(page, 'cashier', ['You are paying', 'Choose how to pay']);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: H('Pay'), exact: true }).click();
    const approve = page.getByRole('link', { name: H('Approve payment (sandbox)') });
    await expect.poll(() => approve.count(), { timeout: 15_000 }).toBe(1);
    await approveInSandbox(page, new URL((await approve.getAttribute('href')) ?? '', url).href);
    await page.getByRole('button', { name: H('I have paid') }).click();
    // The sandbox's callback comes late or never by its odds; the status query settles it.
    await copy.moveClock(`+${(QUERY_AFTER_MS + 60_000) / 1000}s`);

    // 7. Records and a record, Me, and the language screen with the choice made.
    await page.goto(`${url}/#/records`);
    await inHebrew(page, 'records', ['Repaying']);
    await page.getByText(H('Order ')).first().click();
    await inHebrew(page, 'record', ['Loan amount', 'Received']);
    expect(await readsLeftToRight(page, /\+\d+•+\d+/)).toBe(true);
    await page.goto(`${url}/#/me`);
    await inHebrew(page, 'me', ['Customer service', 'Settings']);
    await page.goto(`${url}/#/user_center/language`);
    await inHebrew(page, 'language', ['Choose the language of the app.']);
    expect(
      await page.getByRole('button', { name: 'עברית', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    // 8. Every SMS to the borrower is the language's text, its values filled in.
    const hebrew = flattenTexts(
      JSON.parse(readFileSync(join(root, 'locales', RTL, 'sms.json'), 'utf8')),
    );
    const wanted = ['code.register', 'code.bindCard', 'payout.sent', 'receipt.payment'];
    await expect
      .poll(async () => {
        const sent = await messagesTo(url, number.e164);
        return sent.filter((m) => m.text !== null).map((m) => m.template);
      })
      .toEqual(expect.arrayContaining(wanted));
    const sent = await messagesTo(url, number.e164);
    for (const message of sent) {
      const template = hebrew[message.template];
      expect(template, message.template).toBeDefined();
      expect(message.lang, message.template).toBe(RTL);
      const text = message.text ?? '';
      expect(text, message.template).not.toContain('{{');
      for (const part of fixedParts(template ?? '')) expect(text, message.template).toContain(part);
    }
    await page.context().close();
  }, 480_000);

  it('shows a form in Tanzanian Kiswahili, chosen on the language screen, left to right', async () => {
    const { server: copy } = started();
    const { page } = await openPhone(started().browser);
    await page.goto(`${copy.url}/#/user/register`);
    const number = freshNumber();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(number.national);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await latestSmsCode(copy.url, number.e164));
    await page.getByRole('button', { name: /^Register$/ }).click();
    await page.waitForURL((u) => u.hash === '#/');
    await page.goto(`${copy.url}/#/user_center/language`);
    await page.getByRole('button', { name: 'Kiswahili', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sw-TZ');
    await page.goto(`${copy.url}/#/auth/personal_infomation`);
    await page.getByText('Jina la kwanza').first().waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    const gaps = await labelGaps(page);
    expect(gaps.left).toBeLessThan(gaps.right);
    expect(await arrowSide(page)).toBe('right');
    await snap(page, 'language-sw_TZ-personal');
    await page.context().close();
  });
});
