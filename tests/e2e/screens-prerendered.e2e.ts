/**
 * Screens prerendered at build (docs/architecture.md §7). A visitor's Home: `/` shows the hero, the guide, Apply
 * and the tabs before any bundle runs, in the stored language and country; the app then takes over
 * with nothing moving on screen, and a tap made before it was live is carried out. A profile form
 * opened cold by a signed-in borrower shows its title and loader the same way.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cspViolations, snap } from './browser';
import { setUpBrowserTest } from './server';
import { openPhone, register, type Phone } from './service-phone';

const env = setUpBrowserTest();
const TITLE = 'Cash loans straight to your mobile wallet';

/** The boxes of the visible title and first button (or `selectors`), rounded to the pixel. */
function boxes(page: Page, selectors = ['h1', 'button']): Promise<string> {
  return page.evaluate(
    (list) =>
      list
        .map((selector) => {
          const box = [...document.querySelectorAll<HTMLElement>(selector)]
            .find((el) => el.offsetParent !== null)
            ?.getBoundingClientRect();
          return box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : 'none';
        })
        .join(' '),
    selectors,
  );
}

/**
 * A phone showing the prerendered Home while the app's bundle is held back; `release` lets it
 * through, so a test decides exactly what happens before the app is live.
 */
async function homeBeforeTheApp(): Promise<Phone & { release: () => void }> {
  const phone = await openPhone(env.browser);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await phone.page.route('**/assets/main-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await phone.page.goto(`${env.server.url}/`, { waitUntil: 'commit' });
  await phone.page.getByRole('heading', { name: TITLE }).waitFor({ timeout: 10_000 });
  return { ...phone, release };
}

/** Layout shifts the page has had, summed as CLS sums them. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            sum += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 100);
      }),
  );
}

describe('a prerendered Home', () => {
  it('shows the hero, Apply and the tabs with every bundle blocked', async () => {
    const { page } = await openPhone(env.browser);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${env.server.url}/`);
    await page.getByRole('heading', { name: TITLE }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('TZS ***** – *****').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Apply now' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Records' }).count()).toBe(1);
    expect(await page.evaluate(() => document.getElementById('splash')?.offsetParent)).toBeNull();
    expect(await cspViolations(page)).toEqual([]);
    await snap(page, 'home-prerendered-no-bundle');
    await page.context().close();
  });

  it('is in the stored language and country', async () => {
    const { page } = await openPhone(env.browser);
    await page.addInitScript(() => {
      localStorage.setItem('language', '"sw_KE"');
      localStorage.setItem('country', '"KE"');
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${env.server.url}/#/`);
    await page
      .getByRole('heading', { name: 'Mikopo ya pesa moja kwa moja kwenye pochi yako ya simu' })
      .waitFor({ timeout: 10_000 });
    expect(await page.getByText('KSh ***** – *****').count()).toBe(1);
    await snap(page, 'home-prerendered-sw-KE');
    await page.context().close();
  });

  it('gives way to the app with nothing moving on screen', async () => {
    const { page, errors, release } = await homeBeforeTheApp();
    const before = await boxes(page);
    release();
    await expect
      .poll(() => page.evaluate(() => document.getElementById('pre')), { timeout: 20_000 })
      .toBeNull();
    expect(await page.getByRole('heading', { name: TITLE }).count()).toBe(1);
    expect(await boxes(page)).toBe(before);
    expect(await layoutShift(page)).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('carries out an Apply tapped before the app was live', async () => {
    const { page, errors, release } = await homeBeforeTheApp();
    await page.getByRole('button', { name: 'Apply now' }).click();
    release();
    await page.waitForURL((url) => url.hash.startsWith('#/user/login'), { timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Mobile number' }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives way to another screen the visitor moved to before the app was live', async () => {
    const { page, errors, release } = await homeBeforeTheApp();
    await page.evaluate(() => (location.hash = '#/user/register'));
    expect(await page.getByRole('heading', { name: TITLE }).count()).toBe(0);
    release();
    await page.getByRole('textbox', { name: 'Mobile number' }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is not shown to a signed-in borrower, whose Home is their own', async () => {
    const { page } = await openPhone(env.browser);
    await page.addInitScript(() => {
      localStorage.setItem('token', JSON.stringify({ Authorization: 'stale' }));
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${env.server.url}/`);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.getElementById('pre'))).toBeNull();
    expect(await page.getByRole('heading', { name: TITLE }).count()).toBe(0);
    await page.context().close();
  });
});

describe('a prerendered profile form', () => {
  const PERSONAL = '/#/auth/personal_infomation';

  it("shows a signed-in borrower the form's title and loader with every bundle blocked", async () => {
    const { page } = await openPhone(env.browser);
    await page.addInitScript(() => {
      localStorage.setItem('token', JSON.stringify({ Authorization: 'any' }));
      localStorage.setItem('language', '"sw_KE"');
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${env.server.url}${PERSONAL}`);
    await page.getByRole('heading', { name: 'Taarifa binafsi' }).waitFor({ timeout: 10_000 });
    // The spinner is drawn by its ::after: styled, not an empty box.
    const spinner = page.locator('#pre .mantine-Loader-root');
    expect(await spinner.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('""');
    expect(await page.evaluate(() => document.getElementById('splash')?.offsetParent)).toBeNull();
    expect(await cspViolations(page)).toEqual([]);
    await snap(page, 'form-prerendered-sw-KE');
    await page.context().close();
  });

  it('gives way to the live form with the title where it was', async () => {
    // Signed in on one phone; the form opened cold on a fresh one (no service worker yet).
    const first = await openPhone(env.browser);
    await register(first.page, env.server);
    const storage = await first.page.evaluate(() => [
      localStorage.getItem('token') ?? '',
      localStorage.getItem('userInfo') ?? '',
    ]);
    await first.page.context().close();
    const { page, errors } = await openPhone(env.browser);
    await page.addInitScript(([token, userInfo]) => {
      localStorage.setItem('token', token!);
      localStorage.setItem('userInfo', userInfo!);
    }, storage);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/main-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${env.server.url}${PERSONAL}`, { waitUntil: 'commit' });
    await page.locator('#pre h1', { hasText: 'Personal information' }).waitFor({ timeout: 10_000 });
    const before = await boxes(page, ['h1']);
    release();
    await page.getByRole('textbox', { name: /First name/ }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.getElementById('pre'))).toBeNull();
    expect(await page.getByRole('heading', { name: 'Personal information' }).count()).toBe(1);
    expect(await boxes(page, ['h1'])).toBe(before);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is not shown to a visitor, whom the guard sends to sign in', async () => {
    const { page } = await openPhone(env.browser);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${env.server.url}${PERSONAL}`);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.getElementById('pre'))).toBeNull();
    await page.context().close();
  });
});
