/**
 * The sandbox phone page (`/sandbox/ussd`) on a 360×740 phone: a new number dials and registers,
 * picks English and stands at the personal form's first question; dialled again, it picks
 * Kiswahili and walks to the same question in it. Each screen reads whole inside the phone, and is photographed for a person
 * to look at.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, snapChecked, snap } from './browser';
import { freshNumber, setUpBrowserTest } from './server';

const ctx = setUpBrowserTest();
const SHOTS = '/tmp/shots/ussd2';

/** Types `input` on the phone and waits for the next screen. */
async function send(page: Page, input: string): Promise<string> {
  const before = await page.locator('#screen').textContent();
  await page.getByLabel('Answer').fill(input);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.locator('#screen').textContent()).not.toBe(before);
  return (await page.locator('#screen').textContent()) ?? '';
}

/** From the main menu: picks `language`, then stands at the personal form's first question. */
async function walkIn(page: Page, language: string, welcome: RegExp): Promise<void> {
  const languages = await send(page, '7');
  const option = new RegExp(`(\\d+) ${language}`).exec(languages)?.[1];
  expect(option, languages).toBeDefined();
  expect(await send(page, option!)).toMatch(welcome);
  await send(page, '1'); // my details: the forms' menu
  expect(await send(page, '1')).not.toMatch(welcome); // the personal form's first question
}

/** The screen shows whole: nothing of it is cut by the phone's frame or the page's edge. */
async function fitsThePhone(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => {
    const screen = document.querySelector('#screen')!;
    const phone = screen.closest('.phone')!.getBoundingClientRect();
    return {
      scroll: screen.scrollWidth,
      client: screen.clientWidth,
      right: phone.right,
      width: document.documentElement.clientWidth,
    };
  });
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  expect(sizes.right).toBeLessThanOrEqual(sizes.width);
}

describe('the sandbox USSD phone', () => {
  it('walks a new number to its first form question in English and in Kiswahili', async () => {
    const context = await newPhone(ctx.browser);
    const page = await context.newPage();
    await page.goto(`${ctx.server.url}/sandbox/ussd`);
    await page.getByLabel('Number').fill(freshNumber().e164);
    await page.getByRole('button', { name: /^Dial/ }).click();
    await page.getByLabel('Answer').waitFor();
    await send(page, '1'); // registers: the forms' menu
    await send(page, '0'); // the main menu
    await walkIn(page, 'English', /Welcome/);
    await fitsThePhone(page);
    mkdirSync(SHOTS, { recursive: true });
    await snapChecked(page, 'sandbox-ussd-en');
    copyFileSync('tests/e2e/screenshots/sandbox-ussd-en.png', `${SHOTS}/sandbox-ussd-en.png`);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /^Dial/ }).click();
    await page.getByLabel('Answer').waitFor();
    await walkIn(page, 'Kiswahili', /Karibu/);
    await fitsThePhone(page);
    copyFileSync(await snap(page, 'sandbox-ussd-sw'), `${SHOTS}/sandbox-ussd-sw.png`);
    await context.close();
  });
});
