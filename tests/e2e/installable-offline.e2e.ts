/**
 * The installable app (DESIGN §7): Chromium sees a valid manifest, and after one visit the app
 * opens with the network off, to its shell, saying it is offline; the API is never answered from
 * the service worker's cache.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newPhone, snap } from './browser';
import { setUpBrowserTest } from './server';

const env = setUpBrowserTest();
const offlineText = (
  JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as { pwa: { offline: string } }
).pwa.offline;

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
});
