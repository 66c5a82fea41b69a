/** What a phone really downloads for a page's first paint: the assets Chromium fetched, gzipped. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, newPhone, CHROMIUM } from '../e2e/browser';

export interface PageLoad {
  route: string;
  js: number;
  css: number;
  json: number;
  requests: number;
}

/** Loads each hash route in a fresh phone profile and sums gzip bytes of the fetched assets. */
export async function measurePages(
  baseUrl: string,
  dist: string,
  routes: string[],
): Promise<PageLoad[] | null> {
  if (!existsSync(CHROMIUM)) return null;
  const browser = await launchBrowser();
  try {
    const loads: PageLoad[] = [];
    for (const route of routes) {
      const context = await newPhone(browser);
      const page = await context.newPage();
      const fetched = new Set<string>();
      page.on('request', (req) => {
        const path = new URL(req.url()).pathname;
        if (path.startsWith('/assets/')) fetched.add(path.slice(1));
      });
      await page.goto(`${baseUrl}/#${route}`, { waitUntil: 'networkidle' });
      const size = (ext: string) =>
        [...fetched]
          .filter((f) => f.endsWith(ext))
          .reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
      loads.push({
        route,
        js: size('.js'),
        css: size('.css'),
        json: size('.json'),
        requests: fetched.size,
      });
      await context.close();
    }
    return loads;
  } finally {
    await browser.close();
  }
}
