/**
 * Lighthouse (mobile preset: Moto G class phone, slow 4G, 4× CPU) on a page, the median of three
 * runs by score: simulated, as PageSpeed Insights runs it (the trace of an unthrottled load, its
 * tasks multiplied by four), or applied (the browser itself throttled), whose tasks are the page's
 * own at 4× without the trace's overhead multiplied (decision 0025). Chromium from playwright-core
 * with a debugging port; a signed-in page gets the borrower's storage first, from the origin's icon
 * so the cache stays empty, and Lighthouse is told not to clear it (decision 0054).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/browser';
import type { SignedIn } from './page-load';

export interface LighthouseFigures {
  route: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  bytes: number;
  /** Scripts' bytes on the wire (Lighthouse's resource summary). */
  scriptBytes: number;
}

// Any free-ish port: two benches on one machine must not share a browser.
const PORT = 9300 + Math.floor(Math.random() * 600);

/** The script row of Lighthouse's resource summary table, NaN when it gave none. */
function scriptBytesOf(details: unknown): number {
  const items =
    details && typeof details === 'object' && 'items' in details && Array.isArray(details.items)
      ? (details.items as { resourceType?: unknown; transferSize?: unknown }[])
      : [];
  const script = items.find((row) => row.resourceType === 'script');
  return typeof script?.transferSize === 'number' ? script.transferSize : NaN;
}

export type Throttling = 'simulate' | 'devtools';

async function once(
  url: string,
  signedIn: SignedIn | undefined,
  throttlingMethod: Throttling,
): Promise<Omit<LighthouseFigures, 'route'>> {
  const profile = mkdtempSync(join(tmpdir(), 'mkopo-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${PORT}`],
  });
  try {
    if (signedIn) {
      // A truly cold visit: the token is placed from a document of the app's origin that loads
      // none of the app (an unknown path would serve the SPA shell and fill the cache first).
      const page = await context.newPage();
      await page.goto(new URL('/favicon.svg', url).toString());
      await page.evaluate((s) => {
        localStorage.setItem('token', JSON.stringify({ Authorization: s.token }));
        localStorage.setItem('userInfo', JSON.stringify({ userId: s.userId }));
      }, signedIn);
      await page.close();
    }
    const result = await lighthouse(url, {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn !== undefined,
      throttlingMethod,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      bytes: audit('total-byte-weight'),
      scriptBytes: scriptBytesOf(lhr.audits['resource-summary']?.details),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The median of three runs (by score) of one page. */
export async function lighthouseMedian(
  baseUrl: string,
  route: string,
  signedIn?: SignedIn,
  throttling: Throttling = 'simulate',
): Promise<LighthouseFigures> {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await once(`${baseUrl}/#${route}`, signedIn, throttling));
  runs.sort((a, b) => a.score - b.score);
  return { route, ...runs[1]! };
}
