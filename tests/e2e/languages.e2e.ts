/**
 * Languages by data, in Chromium at 360×740: in a copy of the repository, a right-to-left language
 * the app has never had is added by files alone (a folder of words and an entry in
 * locales/languages.json, nothing else), `npm start` builds and serves it, and a borrower who
 * chooses it reads the personal form right to left; the same form in Tanzanian Kiswahili reads
 * left to right. The screenshots are for a person to look at.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snap } from './browser';
import { startCopy, type CopyServer } from './copy-server';
import { copyRepository } from './repository-copy';
import { openPhone } from './service-phone';
import { freshNumber, latestSmsCode } from './server';

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

let root = '';
let server: CopyServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  root = copyRepository();
  addRightToLeftLanguage(root);
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

/** Registers in English, then opens the personal form in `language`. */
async function personalFormIn(page: Page, url: string, language: string): Promise<void> {
  await page.goto(`${url}/#/user/register`);
  const number = freshNumber();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(number.national);
  await page.getByRole('button', { name: 'Get code' }).click();
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestSmsCode(url, number.e164));
  await page.getByRole('button', { name: /^Register$/ }).click();
  await page.waitForURL((u) => u.hash === '#/');
  await page.evaluate((lng) => localStorage.setItem('language', JSON.stringify(lng)), language);
  await page.goto(`${url}/#/auth/personal_infomation`);
  await page.reload();
  // The first visit to a form loads its engine and the country's served form file.
  await expect
    .poll(() => page.getByRole('textbox').count(), { timeout: 30_000 })
    .toBeGreaterThan(0);
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
  it('lays a right-to-left language added by files alone out right to left', async () => {
    const { page } = await openPhone(started().browser);
    await personalFormIn(page, started().server.url, RTL);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('he');
    // Its own words: English's "First name" in its letters, from the files alone.
    await page
      .getByText(String(rightToLeft('First name')))
      .first()
      .waitFor();
    const gaps = await labelGaps(page);
    expect(gaps.right).toBeLessThan(gaps.left);
    expect(await arrowSide(page)).toBe('left');
    await snap(page, 'language-rtl-personal');
    await page.context().close();
  });

  it('shows the same form in Tanzanian Kiswahili, left to right', async () => {
    const { page } = await openPhone(started().browser);
    await personalFormIn(page, started().server.url, 'sw_TZ');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.getByText('Jina la kwanza').first().waitFor();
    const gaps = await labelGaps(page);
    expect(gaps.left).toBeLessThan(gaps.right);
    expect(await arrowSide(page)).toBe('right');
    await snap(page, 'language-sw_TZ-personal');
    await page.context().close();
  });
});
