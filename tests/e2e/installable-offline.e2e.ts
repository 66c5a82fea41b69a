/**
 * The installable app (docs/architecture.md §7): Chromium sees a valid manifest, and after one visit the app
 * opens with the network off, to its shell, saying it is offline; the API is never answered from
 * the service worker's cache. A form page opened once (before the worker controlled the page: the
 * worker keeps what the page used, docs/decisions/0024) reloads offline with its form and draft.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, snap, snapChecked } from './browser';
import { setUpBrowserTest } from './server';
import { register } from './service-phone';

// Its own copy of the build: one test writes a new build into it.
const env = setUpBrowserTest({ ownBuild: true });
interface PwaText {
  offline: string;
  updateReady: string;
  reload: string;
}
const pwaTextIn = (language: string): PwaText =>
  (JSON.parse(readFileSync(`locales/${language}/common.json`, 'utf8')) as { pwa: PwaText }).pwa;
const offlineText = pwaTextIn('en').offline;
// In Kiswahili: its Reload label is the longer one, which must stay on one line in the banner.
const pwaText = pwaTextIn('sw_KE');
const mobileLabel = (
  JSON.parse(readFileSync('locales/sw_KE/auth.json', 'utf8')) as { form: { mobile: string } }
).form.mobile;
const formsText = JSON.parse(readFileSync('locales/en/forms.json', 'utf8')) as {
  personal: { address: { label: string } };
};
const WORKER_FILES = ['', '.br', '.gz'] as const;

describe('the app on a phone', () => {
  it('installs, and after one visit opens offline to its shell', async () => {
    const context = await newPhone(env.browser);
    const page = await context.newPage();
    await page.goto(`${env.server.url}/#/`);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${env.server.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    // Test profiles are incognito, where Chromium never offers to install; nothing else may stop it.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(
      installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);

    // The worker installs (precaching the shell and chunks) once the first paint is done.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
        timeout: 30_000,
      })
      .toBe('activated');

    await context.setOffline(true);
    await page.reload();
    // Chromium's emulation reports navigator.onLine true in a page reloaded offline from the
    // worker; a phone in flight mode reports false. Set it again so the page hears it.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect.poll(() => page.getByText(offlineText).count(), { timeout: 20_000 }).toBe(1);
    await snap(page, 'offline-shell');
    // The shell is the app, not the splash: its tabs are there.
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Main navigation' }).count())
      .toBe(1);
    // API calls are not served from the worker's cache: offline they fail.
    const api = await page.evaluate(() =>
      fetch('/api/loanMarket/index').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(api).toBe('failed');
    await context.close();
  });

  it('reloads a form page opened once offline, with its form and its draft', async () => {
    const context = await newPhone(env.browser);
    const page = await context.newPage();
    await register(page, env.server);
    // The first visit's page: the worker installs while the borrower goes on to the form.
    await page.evaluate(() => (location.hash = '#/auth/personal_infomation'));
    const address = page.getByRole('textbox', { name: formsText.personal.address.label });
    await address.waitFor({ timeout: 30_000 });
    await address.fill('Plot 7, Mwenge');
    await expect
      .poll(() => page.evaluate(() => JSON.stringify({ ...localStorage })), { timeout: 20_000 })
      .toContain('Plot 7, Mwenge');
    // Every app file and validator the page used is in the worker's caches (the page told it).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const kept = performance
              .getEntriesByType('resource')
              .map((e) => e.name)
              .filter((u) =>
                /\/(assets\/[^/]+\.(js|css)|api\/forms\/.+\/validator-[^/]+\.js)$/.test(u),
              );
            const found = await Promise.all(kept.map((u) => caches.match(u)));
            return kept.length > 0 && found.every(Boolean);
          }),
        { timeout: 30_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await context.setOffline(false);
    await context.setOffline(true);
    await expect.poll(() => address.inputValue(), { timeout: 20_000 }).toBe('Plot 7, Mwenge');
    await expect.poll(() => page.getByText(offlineText).count(), { timeout: 20_000 }).toBe(1);
    await snap(page, 'offline-form-reload');
    await context.close();
  });

  it('announces a new build, keeps the running one until Reload, then runs the new one', async () => {
    const context = await newPhone(env.browser);
    await context.addInitScript(() => localStorage.setItem('language', JSON.stringify('sw_KE')));
    const page = await context.newPage();
    await page.goto(`${env.server.url}/#/user/login`);
    const activeWorker = () =>
      page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
    await expect.poll(activeWorker, { timeout: 30_000 }).not.toBeNull();
    // The borrower's next visit runs under the worker installed by the first.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
      })
      .toBe(true);

    // A new build: the same worker with other bytes, as a deploy writes it (and its .br and .gz,
    // which the server prefers), put back afterwards for the other tests of this file.
    const worker = join(env.server.config.distDir, 'sw.js');
    const originals = WORKER_FILES.map((suffix) => readFileSync(worker + suffix));
    const changed = `${originals[0]!.toString()}\n// build 2\n`;
    writeFileSync(worker, changed);
    writeFileSync(`${worker}.br`, brotliCompressSync(changed));
    writeFileSync(`${worker}.gz`, gzipSync(changed));
    try {
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await reloadIntoNewBuild(page, context);
    } finally {
      WORKER_FILES.forEach((suffix, i) => writeFileSync(worker + suffix, originals[i]!));
    }
  });
});

/** The update banner, what it holds back, and its Reload. */
async function reloadIntoNewBuild(page: Page, context: BrowserContext): Promise<void> {
  const banner = page.getByRole('status').filter({ hasText: pwaText.updateReady });
  await banner.waitFor({ timeout: 30_000 });
  await snapChecked(page, 'update-ready-sw');
  const reload = banner.getByRole('button', { name: pwaText.reload });
  const labelLines = await reload.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
  expect(labelLines).toBe(1);
  // Until the borrower taps Reload, the page stays on the build it started with.
  const waiting = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
  );
  expect(waiting).toBe('installed');

  await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), reload.click()]);
  await page.getByRole('textbox', { name: mobileLabel }).waitFor({ timeout: 30_000 });
  expect(
    await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    ),
  ).toBeNull();
  expect(await page.getByText(pwaText.updateReady).count()).toBe(0);
  await context.close();
}
