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
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { QUERY_AFTER_MS } from '../../src/server/features/ledger/intents';
import { flattenTexts } from '../../src/server/domain/sms-words';
import { launchBrowser, snap, snapChecked } from './browser';
import { startCopy, type CopyServer } from './copy-server';
import { PROFILE, apiCall } from './journey-api';
import { approveInSandbox, jpeg, tokenOf } from './loan-phone';
import { copyRepository } from './repository-copy';
import { openPhone, see } from './service-phone';
import { freshNumber, latestSmsCode, type Mobile } from './server';

const run = promisify(execFile);

/**
 * Hebrew's code: a right-to-left language the app has never had, and one the build's CSS lays out
 * right to left (src/shared/languages.ts RTL_CSS_LANGUAGES). Its words are made up below.
 */
const RTL = 'he';

/**
 * English's words in Hebrew letters, letter for letter: a script written right to left that a
 * test can make from English alone. Placeholders ({{name}}) are kept as they are.
 */
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const HEBREW = 'אבגדהוזחטיכלמנסעפצקרשתךםןף';
function rightToLeft(value: unknown): unknown {
  if (typeof value === 'string')
    return value
      .split(/(\{\{[^}]*\}\})/)
      .map((part, i) =>
        i % 2 === 1
          ? part
          : [...part]
              .map((ch) => {
                const at = LATIN.indexOf(ch.toLowerCase());
                return at < 0 ? ch : HEBREW[at];
              })
              .join(''),
      )
      .join('');
  if (Array.isArray(value)) return value.map(rightToLeft);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rightToLeft(v)]));
  return value;
}

/** English words as the Hebrew files write them. */
const H = (english: string): string => String(rightToLeft(english));

function addRightToLeftLanguage(root: string): void {
  const locales = join(root, 'locales');
  mkdirSync(join(locales, RTL));
  for (const file of readdirSync(join(locales, 'en'))) {
    const words = JSON.parse(readFileSync(join(locales, 'en', file), 'utf8')) as unknown;
    writeFileSync(join(locales, RTL, file), JSON.stringify(rightToLeft(words), null, 2));
  }
  const list = JSON.parse(readFileSync(join(locales, 'languages.json'), 'utf8')) as {
    languages: unknown[];
  };
  list.languages.push({ code: RTL, name: 'עברית', dir: 'rtl', fallback: ['en'] });
  writeFileSync(join(locales, 'languages.json'), JSON.stringify(list, null, 2));
}

/**
 * Tanzania offers the language: its country.json names it. Hebrew letters are not in the GSM
 * alphabet, so an SMS in them goes as UCS-2, 70 characters a part rather than 160: the texts
 * take up to 4 parts with their longest values, and a file over the country's limit would be
 * refused whole (decision 0037).
 */
function offerInTanzania(root: string): void {
  const file = join(root, 'schemas', 'tz', 'country.json');
  const facts = JSON.parse(readFileSync(file, 'utf8')) as {
    languages: string[];
    sms: { maxSegments: number };
  };
  facts.languages.push(RTL);
  facts.sms.maxSegments = 4;
  writeFileSync(file, JSON.stringify(facts, null, 2));
}

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

/**
 * The screen speaks Hebrew: the document is `lang=he` and right to left, each of `english` shows
 * in its Hebrew letters and nowhere in English (any case, as CSS may capitalise); photographed,
 * with the cut-off, content-policy and accessibility checks.
 */
async function inHebrew(page: Page, screen: string, english: readonly string[]): Promise<void> {
  for (const words of english) await see(page, H(words));
  const html = await page.evaluate(() => [
    document.documentElement.dir,
    document.documentElement.lang,
  ]);
  expect(html, `${screen}: dir and lang`).toEqual(['rtl', 'he']);
  const shown = (await page.locator('body').innerText()).toLowerCase();
  for (const words of english)
    expect(shown, `${screen} says "${words}" in English`).not.toContain(words.toLowerCase());
  await snapChecked(page, `language-rtl-${screen}`);
}

/** Registers on the register screen, its words in Hebrew; ends on Home. */
async function registerInHebrew(page: Page, url: string): Promise<Mobile> {
  const number = freshNumber();
  await page.getByRole('textbox', { name: H('Mobile number') }).fill(number.national);
  await page.getByRole('button', { name: H('Get code') }).click();
  await expect.poll(() => page.getByRole('button', { name: H('Resend in') }).count()).toBe(1);
  await page
    .getByRole('textbox', { name: H('Verification code') })
    .fill(await latestSmsCode(url, number.e164));
  await page.getByRole('button', { name: H('Register'), exact: true }).click();
  await page.waitForURL((u) => u.hash === '#/');
  return number;
}

/** The three pictures on the ID card screen, each accepted, as its Hebrew labels name them. */
async function uploadKycInHebrew(page: Page): Promise<void> {
  const pictures: [string, number, number, string][] = [
    ['ID card front', 1200, 760, '#246'],
    ['ID card back', 1200, 760, '#642'],
    ['Your face', 600, 600, '#a63'],
  ];
  for (const [index, [label, width, height, colour]] of pictures.entries()) {
    await page.getByLabel(H(label)).setInputFiles({
      name: `${colour.slice(1)}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await jpeg(page, width, height, colour),
    });
    await expect
      .poll(() => page.getByText(H('✓ Accepted')).count(), { timeout: 20_000 })
      .toBe(index + 1);
  }
}

/**
 * After "Get money now", moves the sandbox clock until the payout has settled and the screen has
 * moved to Repayment details: the sandbox rail may lose or delay its callback, as a real one
 * can, and the server's status query after QUERY_AFTER_MS settles it.
 */
async function awaitPayout(page: Page, copy: CopyServer): Promise<void> {
  const atRepay = (u: URL) => u.hash.startsWith('#/repay/repay_detail');
  await copy.moveClock('+1h');
  for (let tries = 0; !atRepay(new URL(page.url())); tries++) {
    if (tries === 6) throw new Error(`the payout never settled: still at ${page.url()}`);
    if (tries > 0) await copy.moveClock(`+${(QUERY_AFTER_MS + 60_000) / 1000}s`);
    await page.waitForURL(atRepay, { timeout: 15_000 }).catch(() => undefined);
  }
}

/**
 * Whether the first text on the screen that `number` matches reads left to right, as a phone
 * number must in any language: each of its characters but spaces drawn to the right of the one
 * before it ("+255", not "255+"; "0754***699", not "699***0754").
 */
function readsLeftToRight(page: Page, number: RegExp): Promise<boolean> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source);
    const elements = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let el: Node | null = elements.currentNode; el; el = elements.nextNode()) {
      // An element's own text, which React may write as several text nodes ("+", "255").
      const chars: { node: Node; at: number }[] = [];
      for (const child of el.childNodes)
        if (child.nodeType === Node.TEXT_NODE)
          for (let at = 0; at < (child.textContent ?? '').length; at++)
            chars.push({ node: child, at });
      const text = chars.map(({ node, at }) => (node.textContent ?? '').charAt(at)).join('');
      const found = pattern.exec(text);
      if (!found) continue;
      const xs: number[] = [];
      for (let i = found.index; i < found.index + found[0].length; i++) {
        const char = chars[i];
        if (!char || /\s/.test(text.charAt(i))) continue;
        const range = document.createRange();
        range.setStart(char.node, char.at);
        range.setEnd(char.node, char.at + 1);
        xs.push(range.getBoundingClientRect().left);
      }
      return xs.length > 1 && xs.every((x, i) => i === 0 || x > (xs[i - 1] ?? x));
    }
    return false;
  }, number.source);
}

interface OutboxEntry {
  mobile: string;
  template: string;
  lang: string | null;
  text: string | null;
}

/** The messages the sandbox outbox holds for `e164`, as a tester reads them at /sandbox/sms. */
async function messagesTo(url: string, e164: string): Promise<OutboxEntry[]> {
  const answer = await fetch(`${url}/sandbox/sms?format=outbox`);
  return ((await answer.json()) as OutboxEntry[]).filter((m) => m.mobile === e164);
}

/** The words of an SMS template around its values: what the sent text must hold. */
function fixedParts(template: string): string[] {
  return template
    .split(/\{\{[^}]*\}\}/)
    .map((part) => part.trim())
    .filter((part) => part.length > 1);
}

/** Where the first field's label sits: its left and right gaps to the screen's edges. */
function labelGaps(page: Page): Promise<{ left: number; right: number }> {
  return page.evaluate(() => {
    const label = document.querySelector('label');
    const box = label?.getBoundingClientRect();
    return box
      ? { left: box.left, right: document.documentElement.clientWidth - box.right }
      : { left: -1, right: -1 };
  });
}

/**
 * Which side of its box a picker's arrow sits on: the end of the line, right in a left-to-right
 * language and left in a right-to-left one (what Mantine's logical CSS gives once built).
 */
function arrowSide(page: Page): Promise<string> {
  return page.evaluate(() => {
    const arrow = document.querySelector('[data-position="right"]');
    const box = arrow?.parentElement?.getBoundingClientRect();
    const own = arrow?.getBoundingClientRect();
    if (!box || !own) return 'none';
    return own.left + own.width / 2 < box.left + box.width / 2 ? 'left' : 'right';
  });
}

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
