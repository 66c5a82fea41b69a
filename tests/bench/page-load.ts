/**
 * What a phone really downloads per page: the bytes on the wire Chromium reports for every response
 * (compressed bodies plus headers), split by kind. Chromium offers brotli on loopback as it does over
 * HTTPS, so the bodies are the build's .br files, as a phone gets them. HTTP/1.1: a proxy speaking
 * HTTP/2 would also compress the repeated headers.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { launchBrowser, newPhone, CHROMIUM } from '../e2e/browser';

export interface PageLoad {
  route: string;
  js: number;
  /** Compressed script bodies alone, without headers: what the gzip budgets count. */
  jsBodies: number;
  css: number;
  other: number;
  total: number;
  requests: number;
}

/** A signed-in borrower's storage, written before the app's scripts read it. */
export interface SignedIn {
  token: string;
  userId: string;
}

function kindOf(url: string, contentType: string): 'js' | 'css' | 'other' {
  if (/javascript/.test(contentType) || /\.js(\?|$)/.test(url)) return 'js';
  if (/css/.test(contentType)) return 'css';
  return 'other';
}

/** Sums what the page downloads while `visit` runs and the network then goes quiet. */
async function transferred(
  page: Page,
  route: string,
  visit: () => Promise<void>,
): Promise<PageLoad> {
  const load: PageLoad = { route, js: 0, jsBodies: 0, css: 0, other: 0, total: 0, requests: 0 };
  const pending: Promise<void>[] = [];
  const onFinished = (req: import('playwright-core').Request) => {
    pending.push(
      (async () => {
        const response = await req.response();
        if (!response) return;
        const sizes = await req.sizes();
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        const kind = kindOf(req.url(), (await response.allHeaders())['content-type'] ?? '');
        load[kind] += bytes;
        if (kind === 'js') load.jsBodies += sizes.responseBodySize;
        load.total += bytes;
        load.requests += 1;
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  await visit();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500); // lazy chunks a first paint asks for just after load
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  return load;
}

async function phone(
  browser: import('playwright-core').Browser,
  signedIn?: SignedIn,
): Promise<BrowserContext> {
  const context = await newPhone(browser);
  if (signedIn)
    await context.addInitScript((s) => {
      localStorage.setItem('token', JSON.stringify({ Authorization: s.token }));
      localStorage.setItem('userInfo', JSON.stringify({ userId: s.userId }));
    }, signedIn);
  return context;
}

/**
 * Each public route in a fresh phone profile; then, signed in, `/` followed by the personal form:
 * the form's figure is what it downloads beyond `/` (its chunks, the served form and validator).
 */
export async function measurePages(
  baseUrl: string,
  routes: string[],
  signedIn?: SignedIn,
): Promise<PageLoad[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const browser = await launchBrowser();
  try {
    const loads: PageLoad[] = [];
    for (const route of routes) {
      const context = await phone(browser);
      const page = await context.newPage();
      loads.push(
        await transferred(page, route, async () => {
          await page.goto(`${baseUrl}/#${route}`);
        }),
      );
      await context.close();
    }
    if (signedIn) {
      const context = await phone(browser, signedIn);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/#/`, { waitUntil: 'networkidle' });
      try {
        loads.push(
          await transferred(page, 'personal form beyond /', async () => {
            await page.evaluate(() => (location.hash = '#/auth/personal_infomation'));
            await page.getByRole('textbox', { name: /first name/i }).waitFor({ timeout: 30_000 });
          }),
        );
      } catch (error) {
        console.log(`  personal form did not open: ${(error as Error).message.split('\n')[0]}`);
      }
      await context.close();
    }
    return loads;
  } finally {
    await browser.close();
  }
}
