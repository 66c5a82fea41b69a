/**
 * Ghana as operations would give it to `npm run country:new`: flags, a regions file, the lending
 * law's caps and a product in cedis with decimals. Also what the new-country browser test reads
 * off the screens: every text a borrower sees, and the words of another country that must not be
 * among them.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const GHANA = ['--code', 'GH', '--name', 'Ghana', '--currency', 'GHS'];
export const ACCRA = ['--calling-code', '233', '--time-zone', 'Africa/Accra'];

/** Ghana's data, given as flags: country:new copies no other country's. */
export const GHANAIAN_FLAGS = [
  ['--minor-units', '2'],
  ['--currency-code', 'GHS'],
  ['--languages', 'en'],
  [
    '--wallets',
    'mtnmomo=MTN MoMo:24,25,53,54,55,59;telecel=Telecel Cash:20,50;airteltigo=AirtelTigo Money:26,27,56,57',
  ],
  ['--national-number-length', '9'],
  ['--id-pattern', '^GHA-\\d{9}-\\d$'],
  ['--salary-bands', '1000,3000,6000'],
  ['--debt-bands', '500,2000,5000'],
  ['--support-phone', '+233 302 000 000'],
  ['--support-email', 'help@mkopo.example'],
  ['--sms-providers', 'africastalking:MKOPO'],
].flat();

export const REGIONS = {
  'Greater Accra': ['Accra Metropolitan', 'Tema Metropolitan', 'Ga East'],
  Ashanti: ['Kumasi Metropolitan', 'Obuasi Municipal'],
  Northern: ['Tamale Metropolitan'],
};

/** The lending law's caps, in cedis as a person writes them. */
export const LENDING_CAPS = {
  minAmount: 50,
  maxAmount: 5000,
  minRepayAmount: 10,
  minTermDays: 91,
  maxTermDays: 365,
  interestPercentPerYear: 36,
  feePercentPerDay: 0.98,
  penaltyPercentPerDay: 2,
  inDuplumPercent: 100,
  rolloverDays: 14,
};

/** The loan product, in cedis with pesewas: 50.00 to 150.00 by 25.00; no tax on the fee. */
export const PRODUCT = {
  $comment: 'Loan product for Ghana, in cedis. Rates are percent.',
  productId: 'GH-CASH',
  name: 'Cedi Cash',
  country: 'GH',
  currency: 'GHS',
  minAmount: 50,
  stepAmount: 25,
  terms: [91, 120],
  interestRatePerYear: 30,
  feeRate: 4,
  feeTaxRate: 0,
  penaltyRatePerDay: 1,
  rolloverFeeRate: 3,
  rolloverDays: 14,
  minRepayAmount: 10,
  reapplyAfterDays: 30,
  newWalletCoolingOffHours: 24,
  reminders: [-3, -1, 0, 1, 3, 7],
  delinquencyBuckets: [0, 1, 8, 31, 61, 91],
  limitRaise: { minDaysHeld: 14, minInterestSharePercent: 20 },
  ladder: [
    { limit: 150, maxTerm: 91, timelyRepayments: 0 },
    { limit: 500, maxTerm: 120, timelyRepayments: 1 },
  ],
};

/** A Ghanaian MTN number (024…) no other test uses. */
export function ghanaianNumber(): { national: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { national: `024${rest}`, e164: `+23324${rest}` };
}

/** An amount in cedis as shown: "GHS 1,050.25" → 1050.25 (in pesewas, to stay exact: 105025). */
export function pesewas(text: string | null): number {
  const found = /GHS (\d[\d,]*)\.(\d\d)\b/.exec(text ?? '');
  if (!found) return Number.NaN;
  return Number((found[1] ?? '').replace(/,/g, '')) * 100 + Number(found[2]);
}

/** The value beside a label in a money summary (DetailRows: two paragraphs in one row), as shown. */
export async function rowText(page: Page, label: string): Promise<string> {
  const value = page
    .locator(`xpath=//p[normalize-space()="${label}"]/following-sibling::p[1]`)
    .first();
  await expect.poll(() => value.count(), { timeout: 15_000 }).toBe(1);
  return ((await value.textContent()) ?? '').trim();
}

/** Words of Tanzania and Kenya (currencies, wallets, IDs, places, languages, number shapes). */
export const FOREIGN = [
  /TZS/,
  /\bKES\b/,
  /KSh/i,
  /shilling/i,
  /M-?Pesa/i,
  /\bTigo\b/,
  /Mixx/,
  /HaloPesa/i,
  /Airtel Money/,
  /Safaricom/i,
  /Vodacom/i,
  /Selcom/i,
  /NIDA/,
  /Tanzania/i,
  /Kenya/i,
  /Dar es Salaam/i,
  /Nairobi/i,
  /East Africa/i,
  /Kiswahili/i,
  /Swahili/i,
  /\b07\d\d\b/,
  /\b07\d{8}\b/,
  /\+25[45]/,
  /18 ?%/,
  /\b7 days\b/,
];

/** Everything a borrower can read on the page: its text, the fields' hints, names and values. */
export function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('input, textarea, select, [aria-label], [title]')) {
      for (const name of ['placeholder', 'aria-label', 'title'])
        parts.push(el.getAttribute(name) ?? '');
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) parts.push(el.value);
    }
    return parts.filter(Boolean).join('\n');
  });
}

/** The foreign words on `text`, each with the line it stands in. */
export function foreignWords(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => FOREIGN.filter((w) => w.test(line)).map((w) => `${w}: ${line.trim()}`));
}

/** Reads the screen and notes (softly, so every screen is reported) any word of another country. */
export async function noForeignWord(page: Page, step: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect.soft(foreignWords(await screenText(page)), `foreign words on ${step}`).toEqual([]);
}
