/**
 * One next step from anywhere, in Chromium at 360×740 (issue: Apply now → Log in → Create an
 * account → every profile form → Save wallet landed on Home's "Three easy steps / Apply now", and
 * Android back while the agreement was open left confirm): the wallet, the last missing step,
 * ends on confirm; Home then names the one step left; back from the agreement keeps confirm and
 * its amount.
 */
import { describe, expect, it } from 'vitest';
import { snap } from './browser';
import { idCardToConfirm, saveProfileByApi, see } from './loan-phone';
import { setUpBrowserTest } from './server';
import { freshNumber, openPhone, signIn } from './service-phone';

const env = setUpBrowserTest();

describe('the next step, whatever the path', () => {
  it('goes Apply now → Log in → Create an account → profile → wallet → confirm, and back from the agreement stays there', async () => {
    const { page, errors } = await openPhone(env.browser);
    const { server } = env;
    const number = freshNumber();

    // A visitor taps Apply now, is asked to log in, and creates an account instead.
    await page.goto(`${server.url}/#/`);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/user/login'));
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/user/register'));
    await signIn(page, server, number, /^Register$/);
    await page.waitForURL((url) => url.hash.startsWith('#/auth/'));

    // The profile forms have their own browser tests; saved here as the app saves them.
    await saveProfileByApi(page, server.url);
    // The wallet is the last missing step: it ends on confirm, not on Home.
    await idCardToConfirm(page, server, number);
    await see(page, 'Key facts');
    await page.waitForTimeout(1_000);
    expect(page.url()).toContain('#/borrow/confirm_borrow');
    await snap(page, 'next-step-confirm-en');

    // The agreement is a step in history: the phone's back closes it, confirm keeps the amount.
    await page.getByRole('button', { name: 'Lower amount' }).click();
    const amount = async () =>
      Number(((await page.locator('p[aria-live]').textContent()) ?? '').replace(/\D/g, ''));
    const chosen = await amount();
    await page.getByRole('button', { name: 'loan agreement' }).click();
    await see(page, `Amount borrowed: TZS ${chosen.toLocaleString('en')}`);
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).toContain('#/borrow/confirm_borrow');
    expect(await amount()).toBe(chosen);

    // Home names the one step left, not "continue filling your details, wallet, ID…".
    await page.goto(`${server.url}/#/`);
    await see(
      page,
      'Everything is filled in. Next step: choose your amount and sign the agreement.',
    );
    expect(await page.getByText(/Continue filling/).count()).toBe(0);
    expect(await page.getByText('TZS 0', { exact: true }).count()).toBe(0);
    await snap(page, 'next-step-home-en');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
