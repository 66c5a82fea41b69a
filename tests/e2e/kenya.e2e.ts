/**
 * Kenya by data alone, in Chromium at 360×740 against the real server: a visitor picks Kenya,
 * registers with a Kenyan number, and meets Kenya's currency, forms (counties, the Kenyan ID) and
 * wallets: everything from schemas/ke and no Kenyan branch in the code.
 */
import { describe, expect, it } from 'vitest';
import { newPhone, snapChecked } from './browser';
import { setUpBrowserTest } from './server';
import { openPhone, pick, see, signIn } from './service-phone';

const env = setUpBrowserTest();

/** A Kenyan mobile number (Safaricom 07xx) no other test uses. */
function kenyanNumber() {
  // Ending in 7: the sandbox reads a swapped SIM or a fault from endings 000, 8888, 9999.
  const rest = `${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}7`;
  return { national: `071${rest}`, e164: `+25471${rest}` };
}

describe('a Kenyan borrower', () => {
  it('registers with +254 and sees KSh, counties, the Kenyan ID and Kenyan wallets', async () => {
    const { page, errors } = await openPhone(env.browser);
    await page.goto(`${env.server.url}/#/user/register`);
    await page.getByRole('link', { name: 'Change' }).click();
    await page.getByRole('button', { name: /Kenya/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/user/register'));
    await see(page, '+254');

    const number = kenyanNumber();
    await signIn(page, env.server, number, /^Register$/);
    await page.waitForURL((url) => url.hash === '#/');
    await see(page, /KSh/);
    await snapChecked(page, 'kenya-home-en');

    await page.goto(`${env.server.url}/#/auth/personal_infomation`);
    await expect.poll(() => page.getByRole('textbox', { name: 'First name' }).count()).toBe(1);
    await pick(page, /Date of birth: Day/, '14');
    await pick(page, /Date of birth: Month/, '03');
    await pick(page, /Date of birth: Year/, '1990');
    // The Kenyan ID is up to 9 digits in one box, not Tanzania's four NIDA boxes.
    await page.getByRole('textbox', { name: 'National ID number' }).fill('12345678');
    expect(await page.getByRole('textbox', { name: /National ID, part 1 of 4/ }).count()).toBe(0);
    await page.getByRole('button', { name: /County/ }).click();
    await expect
      .poll(() => page.getByRole('option', { name: 'Nairobi City', exact: true }).count())
      .toBe(1);
    expect(await page.getByRole('option', { name: 'Arusha', exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: 'Nairobi City', exact: true }).click();
    await page.getByRole('button', { name: /Sub-county/ }).click();
    await expect
      .poll(() => page.getByRole('option', { name: 'Embakasi', exact: true }).count())
      .toBe(1);
    await page.getByRole('option', { name: 'Embakasi', exact: true }).click();
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    await snapChecked(page, 'kenya-personal-en');

    // The wallet screen offers Kenya's wallets and suggests M-Pesa for a Safaricom number.
    await page.goto(`${env.server.url}/#/bank_account/add_bankcard`);
    await expect.poll(() => page.getByRole('radio', { name: 'M-Pesa' }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'Airtel Money' }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'HaloPesa' }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: /Tigo/ }).count()).toBe(0);
    await expect.poll(() => page.getByRole('radio', { name: 'M-Pesa' }).isChecked()).toBe(true);
    await snapChecked(page, 'kenya-wallet-en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sees KSh on Home before signing in when the phone is in Kenya', async () => {
    // A Kenyan phone (English, Kenya's region) that never chose a country.
    const context = await newPhone(env.browser, 'en-KE');
    const page = await context.newPage();
    await page.goto(`${env.server.url}/#/`);
    await see(page, /^KSh \*+ – \*+$/);
    expect(await page.getByText(/TZS/).count()).toBe(0);
    await snapChecked(page, 'kenya-visitor-home-en');
    await context.close();
  });
});
