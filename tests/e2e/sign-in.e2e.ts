/**
 * The foundation journey in Chromium at 360×740 against the real server and database: register with
 * an SMS code read from the sandbox, protected routes, one session per account, language persistence.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPhone, snapChecked } from './browser';
import { freshNumber, latestSmsCode, setUpBrowserTest } from './server';

const env = setUpBrowserTest();

async function openPhone(locale = 'en-US'): Promise<Page> {
  const context = await newPhone(env.browser, locale);
  const page = await context.newPage();
  page.on('pageerror', (err) => {
    throw err;
  });
  return page;
}

/** Types the number, asks for a code, reads it from /sandbox/sms and submits. */
async function signIn(page: Page, number: { national: string; e164: string }, submit: RegExp) {
  env.server.advance(61_000); // past the 60 s between two codes to one number
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(number.national);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect.poll(() => page.getByRole('button', { name: /Resend in/ }).count()).toBe(1);
  const code = await latestSmsCode(env.server.url, number.e164);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: submit }).click();
}

async function register(page: Page, number = freshNumber()) {
  await page.goto(`${env.server.url}/#/user/register`);
  await signIn(page, number, /^Register$/);
  await page.waitForURL((url) => url.hash === '#/');
  return number;
}

describe('sign-in in Chromium', () => {
  it('registers with a sandbox SMS code and lands on Home, signed in', async () => {
    const page = await openPhone();
    await page.goto(env.server.url);
    await expect.poll(() => page.getByText('Three easy steps').count()).toBe(1);
    await snapChecked(page, 'home-logged-out-en');

    await page.goto(`${env.server.url}/#/user/register`);
    await page.getByRole('button', { name: /^Register$/ }).click();
    await expect.poll(() => page.getByText('Mobile phone number cannot be empty').count()).toBe(1);
    await snapChecked(page, 'register-empty-en');

    const number = freshNumber();
    await signIn(page, number, /^Register$/);
    await page.waitForURL((url) => url.hash === '#/');
    await expect.poll(() => page.getByText(/Hello/).count()).toBe(1);
    await snapChecked(page, 'home-logged-in-en');
    const token = await page.evaluate(() => Object.keys(localStorage).join(','));
    expect(token).toContain('token');
    await page.context().close();
  });

  it('tells a registered number to log in, and rejects a wrong code', async () => {
    const page = await openPhone();
    const number = await register(page);
    await page.context().close();

    const other = await openPhone();
    await other.goto(`${env.server.url}/#/user/register`);
    await other.getByRole('textbox', { name: 'Mobile number' }).fill(number.national);
    await other.getByRole('button', { name: 'Get code' }).click();
    await expect
      .poll(() => other.getByText('This number has been registered, please login directly').count())
      .toBe(1);

    await other.goto(`${env.server.url}/#/user/login`);
    await other.getByRole('textbox', { name: 'Mobile number' }).fill(number.national);
    env.server.advance(61_000);
    await other.getByRole('button', { name: 'Get code' }).click();
    await expect.poll(() => other.getByRole('button', { name: /Resend in/ }).count()).toBe(1);
    const code = await latestSmsCode(env.server.url, number.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    await other.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
    await other.getByRole('button', { name: /^Log in$/ }).click();
    await expect.poll(() => other.getByText('Invalid verification code').count()).toBe(1);
    await snapChecked(other, 'login-wrong-code-en');
    await other.context().close();
  });

  it('sends a logged-out visitor from a protected page to login, and back after login', async () => {
    const first = await openPhone();
    const number = await register(first);
    await first.context().close();

    const page = await openPhone();
    await page.goto(`${env.server.url}/#/user_center/settings`);
    await page.waitForURL((url) => url.hash.startsWith('#/user/login'));
    await signIn(page, number, /^Log in$/);
    await page.waitForURL((url) => url.hash === '#/user_center/settings');
    await expect.poll(() => page.getByText('Delete account').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('ends the first session with the §8 message when the account logs in on another phone', async () => {
    const first = await openPhone();
    const number = await register(first);

    const second = await openPhone();
    await second.goto(`${env.server.url}/#/user/login`);
    await signIn(second, number, /^Log in$/);
    await second.waitForURL((url) => url.hash === '#/');

    // The first phone's next authenticated call is answered 10010304.
    await first.goto(`${env.server.url}/#/me`);
    await expect
      .poll(() => first.getByText('The account is logged in from another device').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await first.waitForURL((url) => url.hash === '#/');
    await snapChecked(first, 'logged-in-elsewhere-en');
    const stored = await first.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toMatch(/"Authorization"/);
    await first.context().close();
    await second.context().close();
  });

  it('keeps Swahili after a reload', async () => {
    const page = await openPhone();
    await page.goto(`${env.server.url}/#/user_center/language`);
    await page.getByText('Kiswahili').click();
    await page.goto(`${env.server.url}/#/`);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sw-TZ');
    await expect
      .poll(() => page.getByRole('button', { name: /Omba|Tuma/ }).count())
      .toBeGreaterThan(0);
    await snapChecked(page, 'home-logged-out-sw');
    await page.goto(`${env.server.url}/#/user/login`);
    await expect.poll(() => page.getByRole('button', { name: /Pata msimbo/ }).count()).toBe(1);
    await snapChecked(page, 'login-sw');
    await page.context().close();
  });
});
