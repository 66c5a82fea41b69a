/**
 * What a phone really downloads per page: the bytes on the wire Chromium reports for every response
 * (compressed bodies plus headers), split by kind. Chromium offers brotli on loopback as it does over
 * HTTPS, so the bodies are the build's .br files, as a phone gets them. HTTP/1.1: a proxy speaking
 * HTTP/2 would also compress the repeated headers. What the service worker downloads after a first
 * visit (its precache; the page's own files it takes from the browser's cache cost nothing) is
 * counted beside it: the borrower pays for those bytes too (docs/decisions/0024).
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
  /** Bytes and requests the service worker fetched (its precache), after the page's own. */
  worker: number;
  workerRequests: number;
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

/**
 * Waits until the service worker is active and has fetched nothing new for two seconds (it
 * registers when the phone is idle after the first paint, then precaches), or 60 s at most.
 */
async function workerSettled(page: Page, fetched: () => number): Promise<void> {
  await page
    .evaluate(() =>
      Promise.race([
        navigator.serviceWorker?.ready.then(() => undefined),
        new Promise((done) => setTimeout(done, 15_000)),
      ]),
    )
    .catch(() => undefined);
  const until = Date.now() + 60_000;
  let seen = -1;
  while (Date.now() < until && seen !== fetched()) {
    seen = fetched();
    await page.waitForTimeout(2000);
  }
}

/**
 * Sums what the page downloads while `visit` runs and the network then goes quiet; with
 * `countWorker`, then what the service worker downloads until it settles.
 */
async function transferred(
  page: Page,
  route: string,
  visit: () => Promise<void>,
  countWorker = false,
): Promise<PageLoad> {
  const load: PageLoad = {
    route,
    js: 0,
    jsBodies: 0,
    css: 0,
    other: 0,
    total: 0,
    requests: 0,
    worker: 0,
    workerRequests: 0,
  };
  const pending: Promise<void>[] = [];
  const onFinished = (req: import('playwright-core').Request) => {
    pending.push(
      (async () => {
        const response = await req.response();
        if (!response) return;
        const sizes = await req.sizes();
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        // Playwright reports a service worker's own fetches on the context, marked by their worker.
        if (req.serviceWorker()) {
          load.worker += bytes;
          load.workerRequests += 1;
          return;
        }
        const kind = kindOf(req.url(), (await response.allHeaders())['content-type'] ?? '');
        load[kind] += bytes;
        if (kind === 'js') load.jsBodies += sizes.responseBodySize;
        load.total += bytes;
        load.requests += 1;
      })(),
    );
  };
  const context = page.context();
  context.on('requestfinished', onFinished);
  await visit();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500); // lazy chunks a first paint asks for just after load
  if (countWorker) await workerSettled(page, () => load.workerRequests);
  context.off('requestfinished', onFinished);
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
      // A first visit: the page, then what its service worker downloads on top.
      loads.push(
        await transferred(
          page,
          route,
          async () => {
            await page.goto(`${baseUrl}/#${route}`);
          },
          true,
        ),
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
