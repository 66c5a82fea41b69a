/**
 * Account and service flows in Chromium at 360×740 against the real server and database: feedback
 * with a receipt answered by customer service with `npm run ops` while the server runs, account deletion ending the
 * session everywhere, the /yx3 landing carrying the number to login, a rejected permissions
 * disclosure that still lets the visitor register, and the log-in prompts that come back.
 */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { snap, snapChecked } from './browser';
import { latestSmsCode, setUpBrowserTest } from './server';
import {
  freshNumber,
  openPhone,
  receiptPng,
  register,
  see,
  shellPosts,
  signIn,
} from './service-phone';

const env = setUpBrowserTest();

/**
 * What customer service types in a second terminal while the server runs:
 * `npm run ops -- feedback reply <id> "<text>"` on the server's DATA_DIR. The command finds the
 * running server and sends the reply through it (a non-zero exit fails the test).
 */
async function staffReply(id: string, text: string): Promise<string[]> {
  const { DATABASE_URL: _unused, ...environment } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/ops.ts', 'feedback', 'reply', id, text],
    { env: { ...environment, DATA_DIR: env.server.config.dataDir, LOG_LEVEL: 'warn' } },
  );
  return stdout.trim().split('\n');
}

describe('service flows in Chromium', () => {
  it('sends feedback with a receipt; a staff reply lights the red dot until the borrower reads it', async () => {
    const { page, errors } = await openPhone(env.browser);
    await register(page, env.server);
    await page.goto(`${env.server.url}/#/feedback/add_feedback`);
    await page.getByRole('combobox', { name: /What is it about/ }).selectOption('1');
    await page
      .getByRole('textbox', { name: /Describe the problem/ })
      .fill('I paid TZS 5,000 on Monday and the bill still shows it.');
    await page
      .getByTestId('feedback-images')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await receiptPng() });
    const thumb = page.getByRole('img', { name: 'receipt.png' });
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(120);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await see(page, 'Thank you, we received your feedback');
    await page.getByRole('link', { name: 'View my feedback' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/feedback/feedbackDetail?id='));
    const id = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('id') ?? '';
    expect(id).toMatch(/^\d+$/);

    expect(await staffReply(id, 'We found your payment; the bill is updated now.')).toEqual([
      `replied to #${id}`,
    ]);

    await page.goto(`${env.server.url}/#/me`);
    await expect.poll(() => page.getByRole('img', { name: 'New reply' }).count()).toBe(1);
    await page.getByRole('link', { name: /Customer service/ }).click();
    await page.getByRole('link', { name: /My feedback/ }).click();
    await page.waitForURL((url) => url.hash === '#/feedback/feedback_list');
    await expect.poll(() => page.getByRole('img', { name: 'New reply' }).count()).toBe(1);
    await page.getByRole('link', { name: /I repaid but my bill is not updated/ }).click();
    await see(page, 'We found your payment; the bill is updated now.');
    // The receipt comes through the token-checked file route into a blob URL; a tap shows it whole.
    await page.getByRole('button', { name: 'Show Receipt 1 larger' }).click();
    const receipt = page
      .getByRole('dialog', { name: 'Receipt 1' })
      .getByRole('img', { name: 'Receipt 1' });
    await expect
      .poll(() =>
        receipt.evaluate(
          (img: HTMLImageElement) =>
            img.src.startsWith('blob:') && img.complete && img.naturalWidth,
        ),
      )
      .toBe(120);
    await snap(page, 'feedback-receipt-enlarged-en');
    await page
      .getByRole('dialog', { name: 'Receipt 1' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.goto(`${env.server.url}/#/me`);
    await expect.poll(() => page.getByRole('link', { name: 'Coupons' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('img', { name: 'New reply' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('deletes a fresh account with a reason and an SMS code; the old token is refused afterwards', async () => {
    const { page, errors } = await openPhone(env.browser, { shell: true });
    const number = await register(page, env.server);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toContain('Authorization');
    await page.goto(`${env.server.url}/#/user_center/delete_account`);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await see(page, 'Please select one reason');
    await page.getByRole('radio', { name: 'The fees and interest are too high' }).check();
    env.server.advance(61_000);
    await page.getByRole('button', { name: 'Get code' }).click();
    await see(page, 'We sent a code by SMS to your registered number.');
    await page
      .getByRole('textbox', { name: /Verification code/ })
      .fill(await latestSmsCode(env.server.url, number.e164));
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await see(page, 'Delete your account?');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await see(page, 'Your account has been deleted');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await shellPosts(page)).map(([action]) => action)).toEqual(['login', 'logout']);
    expect(errors).toEqual([]);
    await page.context().close();

    // Another phone still holding the token: its next authenticated call ends the session (§8).
    const other = await openPhone(env.browser);
    await other.page.goto(env.server.url);
    await other.page.evaluate((t) => localStorage.setItem('token', t ?? ''), token);
    await other.page.goto(`${env.server.url}/#/me`);
    await see(other.page, /Token invalid, Please login again|User not logged in|Token expired/);
    await other.page.waitForURL((url) => url.hash === '#/');
    expect(await other.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await other.page.context().close();
  });

  it('/yx3 checks a number, APPLY leads to login with the number carried, then to the application', async () => {
    const first = await openPhone(env.browser);
    const number = await register(first.page, env.server);
    await first.page.context().close();

    const { page, errors } = await openPhone(env.browser);
    await page.goto(`${env.server.url}/#/yx3`);
    await page.getByRole('button', { name: 'APPLY' }).click();
    await see(page, 'Mobile phone number cannot be empty');
    await snapChecked(page, 'service-yx3-empty-en');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(number.national);
    await page.getByRole('button', { name: 'APPLY' }).click();
    await see(page, 'You can apply for');
    await snapChecked(page, 'service-yx3-amount-en');
    await page.getByRole('button', { name: 'Continue: log in or register' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/user/login'));
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Mobile number' }).inputValue())
      .toBe(number.national);
    await signIn(page, env.server, number, /^Log in$/, false);
    await page.waitForURL((url) => url.hash.startsWith('#/auth/'));
    await snap(page, 'service-yx3-after-login-en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a visitor who rejects the permissions on /pop or /perm can still register', async () => {
    for (const route of ['pop', 'perm']) {
      const { page, errors } = await openPhone(env.browser);
      await page.goto(
        `${env.server.url}/#/${route}?redirect=${encodeURIComponent('/user/register')}`,
      );
      await see(page, 'What we never use');
      await page.getByRole('button', { name: 'Reject' }).click();
      await page.waitForURL((url) => url.hash === '#/user/register');
      await signIn(page, env.server, freshNumber(), /^Register$/);
      await page.waitForURL((url) => url.hash === '#/');
      expect(await page.evaluate(() => localStorage.getItem('permissionConsent'))).toBe('rejected');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('the log-in prompts of coupons, feedback and delete account come back after login', async () => {
    const first = await openPhone(env.browser);
    const number = await register(first.page, env.server);
    await first.page.context().close();
    const prompts: [path: string, link: string][] = [
      ['/coupons', 'Log in'],
      ['/feedback/feedback_list', 'Log in'],
      ['/user_center/delete_account', 'Log in'],
    ];
    for (const [path, link] of prompts) {
      const { page, errors } = await openPhone(env.browser);
      await page.goto(`${env.server.url}/#${path}`);
      await page.getByRole('link', { name: link }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/user/login?redirect='));
      await signIn(page, env.server, number, /^Log in$/);
      await page.waitForURL((url) => url.hash === `#${path}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('a read lost to the network shows one message and one Retry, which loads it', async () => {
    const { page } = await openPhone(env.browser);
    await register(page, env.server);
    // The app's files still load; only its API calls meet a dead network.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${env.server.url}/#/records`);
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect.poll(() => retry.count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText(/^Network error/).count()).toBe(1);
    // The banner pushes the screen down: its title stays in sight below it.
    const banner = await page.getByRole('alert').boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(title && banner && title.y >= banner.y + banner.height).toBe(true);
    await snap(page, 'offline-read-records');
    await page.unroute('**/api/**');
    await retry.click();
    await see(page, 'No data');
    expect(await retry.count()).toBe(0);
    await page.context().close();
  });
});
