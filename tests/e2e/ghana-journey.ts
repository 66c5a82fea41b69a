/**
 * The Ghanaian borrower's steps of the new-country browser test, on the copy's `npm start`: each
 * reads the screens as the borrower does and notes any word of another country on them.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { QUERY_AFTER_MS } from '../../src/server/features/ledger/intents';
import { snapChecked } from './browser';
import type { CopyServer } from './copy-server';
import { ghanaianNumber, noForeignWord, pesewas } from './ghana-data';
import { approveInSandbox, openPayment, uploadKyc } from './loan-phone';
import { owedLines, seeAfterReload, textOf } from './money-screens';
import { rowText as row } from './ghana-data';
import { latestSmsCode, type Mobile } from './server';
import { answerCreditHistory, answerLoanCounts, pick, see } from './service-phone';

/** An amount in cedis with its two decimals, as every money screen must print it. */
const CEDIS = /GHS \d[\d,]*\.\d\d\b/;

/** Registers a Ghanaian number on the screens (Ghana already chosen); ends on Home. */
export async function registerInGhana(page: Page, server: CopyServer): Promise<Mobile> {
  await page.goto(`${server.url}/#/user/register`);
  await see(page, '+233');
  await noForeignWord(page, 'register');
  const number = ghanaianNumber();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(number.national);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestSmsCode(server.url, number.e164));
  await page.getByRole('button', { name: /^Register$/ }).click();
  await page.waitForURL((u) => u.hash === '#/');
  await see(page, /GHS 50\.00 – 150\.00/);
  await snapChecked(page, 'ghana-home-en');
  await noForeignWord(page, 'home');
  return number;
}

/** Personal info, work and contacts on the screens; the questionnaire by the API; KYC; wallet. */
export async function fillProfile(page: Page, server: CopyServer, number: Mobile): Promise<void> {
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.waitForURL((u) => u.hash === '#/auth/personal_infomation');
  // The first visit to a form loads its engine and the country's served form file.
  await expect
    .poll(() => page.getByRole('textbox', { name: 'First name' }).count(), { timeout: 30_000 })
    .toBe(1);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ama');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Mensah');
  await page.getByRole('radio', { name: 'Female' }).check();
  await pick(page, /Date of birth: Day/, '14');
  await pick(page, /Date of birth: Month/, '03');
  await pick(page, /Date of birth: Year/, '1990');
  await pick(page, /Education/, 'Secondary');
  await pick(page, /Marital status/, 'Married');
  await page.getByRole('textbox', { name: /National ID/ }).fill('GHA-123456789-1');
  await page.getByRole('textbox', { name: 'WhatsApp number' }).fill('0241234567');
  await page.getByRole('textbox', { name: 'Email' }).fill('ama.mensah@gmail.com');
  await pick(page, /Residence type/, 'Rented');
  await pick(page, /Region/, 'Greater Accra');
  await pick(page, /District/, 'Ga East');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Oxford Street, Osu');
  await snapChecked(page, 'ghana-personal-en');
  await noForeignWord(page, 'personal information');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((u) => u.hash === '#/auth/additionalInfomation');

  await pick(page, /Employment type/, 'Employee');
  await pick(page, /Industry/, 'Retail');
  await pick(page, /Job experience/, '1-3 years');
  await pick(page, /Monthly income/, 'GHS 1,001–3,000');
  await pick(page, /Pay frequency/, 'Monthly');
  await pick(page, /^Payday/, '28');
  await page.getByRole('textbox', { name: 'Name of first contact' }).fill('Kwame Mensah');
  await page.getByRole('textbox', { name: 'Phone of first contact' }).fill('0201234567');
  await pick(page, /Relation of first contact/, 'Spouse');
  await page.getByRole('textbox', { name: 'Name of second contact' }).fill('Efua Owusu');
  await page.getByRole('textbox', { name: 'Phone of second contact' }).fill('0261234567');
  await pick(page, /Relation of second contact/, 'Sibling');
  await snapChecked(page, 'ghana-additional-en');
  await noForeignWord(page, 'additional information');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((u) => u.hash !== '#/auth/additionalInfomation');

  // The questionnaire on its screen: the debt bands are in cedis.
  await page.goto(`${server.url}/#/auth/loan_question`);
  await expect
    .poll(() => page.getByRole('radiogroup', { name: /missed a loan payment/ }).count(), {
      timeout: 30_000,
    })
    .toBe(1);
  await answerCreditHistory(page);
  await page.getByRole('button', { name: /owe in total/ }).click();
  await see(page, 'GHS 501–2,000');
  await noForeignWord(page, 'questionnaire debts');
  await page.getByRole('option', { name: 'Nothing', exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
  await answerLoanCounts(page);
  await snapChecked(page, 'ghana-questionnaire-en');
  await noForeignWord(page, 'questionnaire');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((u) => u.hash !== '#/auth/loan_question');

  await page.goto(`${server.url}/#/auth/id_card_authentication`);
  await noForeignWord(page, 'ID card');
  await page.getByRole('button', { name: 'Allow camera and continue' }).click();
  await uploadKyc(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((u) => u.hash === '#/bank_account/add_bankcard');
  // 024 is MTN's: the wallet is suggested by its prefix, under its Ghanaian name.
  await expect.poll(() => page.getByRole('radio', { name: 'MTN MoMo' }).isChecked()).toBe(true);
  await see(page, 'Telecel Cash');
  await see(page, 'AirtelTigo Money');
  await server.moveClock('+61s'); // past the 60 s between two codes to one number
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect.poll(() => page.getByRole('button', { name: /Resend in/ }).count()).toBe(1);
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestSmsCode(server.url, number.e164));
  await snapChecked(page, 'ghana-wallet-en');
  await noForeignWord(page, 'wallet');
  await page.getByRole('button', { name: 'Save wallet' }).click();
  await page.waitForURL((u) => u.hash === '#/borrow/confirm_borrow');
}

/** Confirm at GHS 50.00 (no tax row, none in the agreement: the product has none), sign, approval, payout. */
export async function borrowFifty(page: Page, server: CopyServer): Promise<void> {
  await see(page, 'Key facts');
  // Confirm starts in the middle of the offered amounts: down, a step at a time, to the smallest.
  const lower = page.getByRole('button', { name: 'Lower amount' });
  const shown = page.locator('p[aria-live]');
  await expect
    .poll(
      async () => {
        const amount = await shown.textContent();
        if (amount !== 'GHS 50.00' && (await lower.isEnabled())) await lower.click();
        return amount;
      },
      { timeout: 30_000 },
    )
    .toBe('GHS 50.00');
  await see(page, 'Processing fee');
  expect(await page.getByText(/Tax on the fee/).count()).toBe(0);
  await see(page, /^You receive GHS 48\.00 in your wallet\.$/);
  await snapChecked(page, 'ghana-confirm-en');
  await noForeignWord(page, 'confirm');
  await page.getByRole('button', { name: 'loan agreement' }).click();
  await see(page, 'Amount borrowed: GHS 50.00');
  // The signed document names no tax either: the payout is the amount less the fee.
  await see(page, 'Paid into your wallet (amount − fee): GHS 48.00');
  expect(await page.getByText(/Tax on the fee/).count()).toBe(0);
  await noForeignWord(page, 'agreement');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('checkbox', { name: /agree to the loan agreement/ }).check();
  // No credit bureau is configured for this country (country.json has none): no consent to ask.
  expect(await page.getByRole('checkbox', { name: /consent to credit reporting/ }).count()).toBe(0);
  await page.getByRole('textbox', { name: /Sign with your full name/ }).fill('Ama Mensah');
  await page.getByRole('button', { name: 'Confirm and sign' }).click();
  await page.waitForURL((u) => u.hash === '#/auth/review_tips');
  await noForeignWord(page, 'review');

  // The assessment job runs after a while on the sandbox clock; approved, the borrower takes it.
  await server.moveClock('+10m');
  await see(page, 'Your loan is approved', 60_000);
  await noForeignWord(page, 'approved');
  await page.getByRole('button', { name: 'Get money now' }).click();
  await server.moveClock('+1h');
  await page.waitForURL((u) => u.hash === '#/repay/repay_detail', { timeout: 90_000 });
  await see(page, /^To close the loan today: GHS 50\.00$/, 60_000);
  await see(page, /^To repay by \S+: GHS \d+\.\d\d$/);
  await snapChecked(page, 'ghana-paid-out-en');
  await noForeignWord(page, 'repayment details');
}

/** Repays GHS 10.50; waits for the sandbox to settle; every money screen shows what is left. */
export async function repayTenFifty(page: Page, server: CopyServer): Promise<void> {
  const today = /^To close the loan today: GHS/;
  const before = pesewas(await textOf(page, today));
  await page.getByRole('textbox', { name: /Amount to pay now/ }).fill('10.50');
  await page.getByRole('button', { name: 'Repay' }).click();
  await page.waitForURL((u) => u.hash.startsWith('#/repay/cashier'));
  await see(page, 'GHS 10.50');
  await noForeignWord(page, 'cashier');
  await approveInSandbox(page, await openPayment(page, server));
  await noForeignWord(page, 'cashier approved');
  await page.getByRole('button', { name: 'I have paid' }).click();
  // The sandbox's callback comes late or never by its odds; the server's status query after
  // QUERY_AFTER_MS settles it. Until then the screen shows the amount before it: read it again
  // until the payment is in (the lines before it settles are not what is left).
  await server.moveClock(`+${Math.ceil((QUERY_AFTER_MS + 60_000) / 1000)}s`);
  await page.goto(`${server.url}/#/repay/repay_detail`);
  await seeAfterReload(page, /^GHS 10\.50$/, 90_000);
  expect(await row(page, 'Amount repaid')).toBe('GHS 10.50');
  // Paid the same day it was paid out: all of it went to the principal.
  await expect
    .poll(async () => pesewas(await textOf(page, today)), { timeout: 30_000 })
    .toBe(before - 1050);
  const lines = await owedLines(page);
  for (const line of lines) expect(line).toMatch(CEDIS);
  await snapChecked(page, 'ghana-repaid-part-en');
  await noForeignWord(page, 'repayment details after 10.50');

  // Home, Records and the record's detail say the same two lines.
  await page.goto(`${server.url}/#/`);
  await expect.poll(() => owedLines(page), { timeout: 30_000 }).toEqual(lines);
  await snapChecked(page, 'ghana-home-owing-en');
  await noForeignWord(page, 'home owing');
  await page.goto(`${server.url}/#/records`);
  await expect.poll(() => owedLines(page), { timeout: 30_000 }).toEqual(lines);
  await noForeignWord(page, 'records');
  await page
    .getByText(/^Order /)
    .first()
    .click();
  await expect.poll(() => owedLines(page), { timeout: 30_000 }).toEqual(lines);
  await see(page, CEDIS);
  await snapChecked(page, 'ghana-record-en');
  await noForeignWord(page, 'record detail');
  await page.goto(`${server.url}/#/repay/receipts`);
  await see(page, 'Repayment: GHS 10.50');
  await noForeignWord(page, 'receipts');
  // The rollover is the product's: 14 days, not the default country's 7.
  await page.goto(`${server.url}/#/repay/repay_detail`);
  await page.getByRole('link', { name: 'Need more time? Delay the due date by 14 days' }).click();
  await see(page, 'Pay the rollover fee to move your due date by 14 days.');
  await snapChecked(page, 'ghana-rollover-en');
  await noForeignWord(page, 'rollover');
}
