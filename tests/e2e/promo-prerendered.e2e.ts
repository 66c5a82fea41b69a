/**
 * The promotion pages prerendered at build (docs/architecture.md §7): /yx3 shows its number field before any
 * bundle runs, loads a few KB of script until the visitor taps, and the tap made on the
 * prerendered HTML (APPLY, Enter, a language) is carried out once the page is live, with the
 * number typed so far. No CSP violation: the page's one extra inline script is allowed by hash.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cspViolations, snap } from './browser';
import { setUpBrowserTest } from './server';
import { openPhone, see } from './service-phone';

const env = setUpBrowserTest();
const sw = JSON.parse(readFileSync('locales/sw_KE/promo.json', 'utf8')) as {
  yx3: { title: string };
};

/** Compressed bytes of every script the page downloaded so far. */
function scriptBytes(page: Page): () => number {
  const sizes: number[] = [];
  page.on('requestfinished', (request) => {
    if (!/\.js(\?|$)/.test(request.url())) return;
    void request.sizes().then((s) => sizes.push(s.responseBodySize));
  });
  return () => sizes.reduce((a, b) => a + b, 0);
}

describe('a prerendered promotion page', () => {
  it('/yx3 shows its number field with every bundle blocked', async () => {
    const { page, errors } = await openPhone(env.browser);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${env.server.url}/#/yx3`);
    await page.getByRole('textbox', { name: 'Mobile number' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'APPLY' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Check your amount' }).count()).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
    await snap(page, 'promo-yx3-no-bundle');
    expect(errors.filter((e) => !/Failed to load|ERR_FAILED|dynamically imported/.test(e))).toEqual(
      [],
    );
    await page.context().close();
  });

  it('loads under 40 KB of script before APPLY, then checks the number typed before it was live', async () => {
    const { page, errors } = await openPhone(env.browser);
    const scripts = scriptBytes(page);
    await page.goto(`${env.server.url}/#/yx3`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('0712345678');
    await page.waitForTimeout(300);
    const before = scripts();
    console.log(`/yx3 scripts before APPLY: ${(before / 1024).toFixed(1)} KB`);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThanOrEqual(40 * 1024);
    // Enter in the field is APPLY: the live page checks the number it finds there.
    await page.getByRole('textbox', { name: 'Mobile number' }).press('Enter');
    await see(page, 'You can apply for');
    expect(scripts()).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Continue: log in or register' }).click();
    await page.waitForURL((url) => url.hash.startsWith('#/user/login'));
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Mobile number' }).inputValue())
      .toBe('0712345678');
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps an APPLY tapped before the page has its script, instead of sending the form away', async () => {
    const { page, errors } = await openPhone(env.browser);
    await page.route('**/assets/attach-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${env.server.url}/#/yx3`, { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('0712345678');
    await page.getByRole('button', { name: 'APPLY' }).click();
    await see(page, 'You can apply for');
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe('#/yx3');
    expect(errors).toEqual([]);
    // A delayed script may still be held by the route: closing must not make it fail.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });

  it('carries out an empty APPLY and a language tap made on the prerendered page', async () => {
    const { page, errors } = await openPhone(env.browser);
    await page.goto(`${env.server.url}/#/yx3`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'APPLY' }).click();
    await see(page, 'Mobile phone number cannot be empty');
    await page.context().close();

    const other = await openPhone(env.browser);
    await other.page.goto(`${env.server.url}/#/yx3`, { waitUntil: 'networkidle' });
    await other.page.getByRole('button', { name: 'SW' }).click();
    await other.page.getByRole('heading', { name: sw.yx3.title }).waitFor({ timeout: 20_000 });
    // The next visit opens prerendered in the language chosen.
    await other.page.reload();
    await other.page.getByRole('heading', { name: sw.yx3.title }).waitFor({ timeout: 20_000 });
    expect(
      await other.page.evaluate(() => document.getElementById('root')?.dataset.prerendered),
    ).toBe('yx3');
    expect([...errors, ...other.errors]).toEqual([]);
    await other.page.context().close();
  });
});
