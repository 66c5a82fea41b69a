/**
 * What the service browser tests share: a phone page that fails on page errors and records console
 * errors, sign-in through the screens with a sandbox SMS code, a fake native shell, a small image.
 */
import { expect } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { newPhone } from './browser';
import { freshNumber, latestSmsCode, type Mobile, type RunningServer } from './server';

export interface Phone {
  page: Page;
  /** console.error lines of the page, to assert none appeared. */
  errors: string[];
}

export { freshNumber, type Mobile };

/** A fresh 360×740 phone; `shell` installs a fake native host before the app loads. */
export async function openPhone(browser: Browser, opts: { shell?: boolean } = {}): Promise<Phone> {
  const context = await newPhone(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  if (opts.shell) await page.addInitScript(installFakeShell);
  trackTraffic(page);
  return { page, errors };
}

/** The requests each phone page has in flight, and when that last changed. */
const traffic = new WeakMap<Page, { open: Set<Request>; changedAt: number }>();

function trackTraffic(page: Page): void {
  const state = { open: new Set<Request>(), changedAt: Date.now() };
  traffic.set(page, state);
  const settled = (request: Request) => {
    state.open.delete(request);
    state.changedAt = Date.now();
  };
  page.on('request', (request) => {
    state.open.add(request);
    state.changedAt = Date.now();
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
}

/**
 * Waits until the page has had no request in flight for `quietMs`. Playwright's 'networkidle'
 * belongs to a document's load: after a change of hash route it holds at once, while the new
 * screen's chunk and reads are still on their way.
 */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error('networkQuiet needs a page from openPhone');
  await expect
    .poll(() => state.open.size === 0 && Date.now() - state.changedAt >= quietMs, {
      timeout: 20_000,
      interval: 50,
    })
    .toBe(true);
}

/**
 * A stand-in for the native app (docs/native-bridge.md): the generic `__nativeBridge` host that
 * records every action the web sends, so a test can read them from `window.__shellPosts`.
 */
function installFakeShell(): void {
  const w = window as unknown as { __shellPosts: [string, unknown][]; __nativeBridge: unknown };
  w.__shellPosts = [];
  w.__nativeBridge = {
    postMessage(action: string, json: string) {
      w.__shellPosts.push([action, JSON.parse(json)]);
    },
  };
}

/** The actions the fake shell received, in order. */
export function shellPosts(page: Page): Promise<[string, Record<string, unknown>][]> {
  return page.evaluate(
    () => (window as unknown as { __shellPosts: [string, Record<string, unknown>][] }).__shellPosts,
  );
}

/** Rethrows `error` with the page's address and the start of what it shows, to read in the log. */
async function withWhatIsShown(page: Page, expected: string, error: unknown): Promise<never> {
  const body = await page
    .locator('body')
    .innerText({ timeout: 5_000 })
    .catch(() => '(the page could not be read)');
  const shown = body.replace(/\s+/g, ' ').slice(0, 600);
  throw new Error(`${page.url()} shows "${shown}", not ${expected}: ${String(error)}`);
}

/** Waits for `text` on the page; fails with what the page showed instead, to read in the log. */
export const see = (page: Page, text: string | RegExp, timeout = 20_000) =>
  expect
    .poll(() => page.getByText(text).count(), { timeout })
    .toBeGreaterThan(0)
    .catch((error: unknown) => withWhatIsShown(page, String(text), error));

/** Opens a picker field's sheet and taps an option, as a borrower does; waits for it to close. */
export async function pick(page: Page, field: RegExp, option: RegExp | string): Promise<void> {
  await page.getByRole('button', { name: field }).click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click()
    .catch((error: unknown) => withWhatIsShown(page, `the option ${String(option)}`, error));
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

/** The questionnaire's first answers, in English: no missed payment or listing, good credit. */
export async function answerCreditHistory(page: Page): Promise<void> {
  for (const question of [/missed a loan payment/, /credit bureau/])
    await page
      .getByRole('radiogroup', { name: question })
      .getByRole('radio', { name: 'No' })
      .check();
  await pick(page, /rate your own credit/, 'Good');
  await pick(page, /owe now/, 'None');
  await pick(page, /overdue with/, 'None');
  await pick(page, /longest payment delay/, 'Never late');
}

/** The questionnaire's last answers, in English: two digital loans, both repaid on time. */
export async function answerLoanCounts(page: Page): Promise<void> {
  await pick(page, /How many digital loans have you had/, '2');
  await pick(page, /active now/, '0');
  await pick(page, /repay on time/, '2');
  await pick(page, /were overdue/, '0');
}

/** Asks for a code on the open login/register form, reads it from /sandbox/sms and submits. */
export async function signIn(
  page: Page,
  server: RunningServer,
  number: Mobile,
  submit: RegExp,
  typeNumber = true,
) {
  server.advance(61_000); // past the 60 s between two codes to one number
  // The screen itself first: while the next screen's code loads, the one before it stays, and a
  // number typed into its field (login's, before "Create an account" has opened) is lost.
  await page.getByRole('button', { name: submit }).waitFor();
  if (typeNumber) await page.getByRole('textbox', { name: 'Mobile number' }).fill(number.national);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect.poll(() => page.getByRole('button', { name: /Resend in/ }).count()).toBe(1);
  const code = await latestSmsCode(server.url, number.e164);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: submit }).click();
}

/** Registers a new borrower through the screens; the page ends on Home, signed in. */
export async function register(
  page: Page,
  server: RunningServer,
  number = freshNumber(),
): Promise<Mobile> {
  await page.goto(`${server.url}/#/user/register`);
  await signIn(page, server, number, /^Register$/);
  await page.waitForURL((url) => url.hash === '#/');
  return number;
}

/** Switches the stored language and reloads, as the language screen would. */
export async function switchLanguage(
  page: Page,
  language: 'en' | 'sw_KE' | 'sw_TZ',
): Promise<void> {
  await page.evaluate((lng) => localStorage.setItem('language', JSON.stringify(lng)), language);
  await page.reload();
}

/** A small real PNG (a receipt stand-in): the server sniffs the bytes, so it must be one. */
export function receiptPng(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 160, channels: 3, background: '#2f9e44' } })
    .png()
    .toBuffer();
}
