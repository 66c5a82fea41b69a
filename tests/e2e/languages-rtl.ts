/**
 * What the languages walk needs beside its steps: a right-to-left language made from English's
 * words letter for letter and offered by Tanzania's data files, and the checks of a screen that
 * reads it (words, direction, numbers left to right, the SMS it sends).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { QUERY_AFTER_MS } from '../../src/server/features/ledger/intents';
import { snapChecked } from './browser';
import type { CopyServer } from './copy-server';
import { jpeg } from './loan-phone';
import { see } from './service-phone';
import { freshNumber, latestSmsCode, type Mobile } from './server';
/**
 * Hebrew's code: a right-to-left language the app has never had, and one the build's CSS lays out
 * right to left (src/shared/languages.ts RTL_CSS_LANGUAGES). Its words are made up below.
 */
export const RTL = 'he';

/**
 * English's words in Hebrew letters, letter for letter: a script written right to left that a
 * test can make from English alone. Placeholders ({{name}}) are kept as they are.
 */
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const HEBREW = 'אבגדהוזחטיכלמנסעפצקרשתךםןף';
export function rightToLeft(value: unknown): unknown {
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
export const H = (english: string): string => String(rightToLeft(english));

export function addRightToLeftLanguage(root: string): void {
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
export function offerInTanzania(root: string): void {
  const file = join(root, 'schemas', 'tz', 'country.json');
  const facts = JSON.parse(readFileSync(file, 'utf8')) as {
    languages: string[];
    sms: { maxSegments: number };
  };
  facts.languages.push(RTL);
  facts.sms.maxSegments = 4;
  writeFileSync(file, JSON.stringify(facts, null, 2));
}

/**
 * The screen speaks Hebrew: the document is `lang=he` and right to left, each of `english` shows
 * in its Hebrew letters and nowhere in English (any case, as CSS may capitalise); photographed,
 * with the cut-off, content-policy and accessibility checks.
 */
export async function inHebrew(
  page: Page,
  screen: string,
  english: readonly string[],
): Promise<void> {
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
export async function registerInHebrew(page: Page, url: string): Promise<Mobile> {
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
export async function uploadKycInHebrew(page: Page): Promise<void> {
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
export async function awaitPayout(page: Page, copy: CopyServer): Promise<void> {
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
export function readsLeftToRight(page: Page, number: RegExp): Promise<boolean> {
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

export interface OutboxEntry {
  mobile: string;
  template: string;
  lang: string | null;
  text: string | null;
}

/** The messages the sandbox outbox holds for `e164`, as a tester reads them at /sandbox/sms. */
export async function messagesTo(url: string, e164: string): Promise<OutboxEntry[]> {
  const answer = await fetch(`${url}/sandbox/sms?format=outbox`);
  return ((await answer.json()) as OutboxEntry[]).filter((m) => m.mobile === e164);
}

/** The words of an SMS template around its values: what the sent text must hold. */
export function fixedParts(template: string): string[] {
  return template
    .split(/\{\{[^}]*\}\}/)
    .map((part) => part.trim())
    .filter((part) => part.length > 1);
}

/** Where the first field's label sits: its left and right gaps to the screen's edges. */
export function labelGaps(page: Page): Promise<{ left: number; right: number }> {
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
export function arrowSide(page: Page): Promise<string> {
  return page.evaluate(() => {
    const arrow = document.querySelector('[data-position="right"]');
    const box = arrow?.parentElement?.getBoundingClientRect();
    const own = arrow?.getBoundingClientRect();
    if (!box || !own) return 'none';
    return own.left + own.width / 2 < box.left + box.width / 2 ? 'left' : 'right';
  });
}
