/**
 * `npm run bench`: prints figures, never fails on them. Bundle bytes of the first paint and of every
 * lazy chunk, what Chromium downloads per page, and encrypted requests per second on loopback.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { firstPaint, allChunks } from './bundle';
import { measurePages } from './page-load';
import { measure, sealedGetUrl } from './throughput';

const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const BUDGET = { rootJs: 140 * 1024, rootCss: 12 * 1024, yx3Js: 110 * 1024 };
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function main(): Promise<void> {
  const dist = resolve('dist');
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(dist, 'index.html'))) {
    await build({ logLevel: 'warn' });
  }

  console.log('\n== Bundle (gzip -9) ==');
  const entry = firstPaint(dist);
  console.log(
    `index.html entry: JS ${KB(entry.js)}, CSS ${KB(entry.css)} (${entry.files.length} files)`,
  );
  console.log('Largest chunks:');
  for (const c of allChunks(dist).slice(0, 15))
    console.log(`  ${KB(c.gzip).padStart(9)}  ${c.file}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-bench-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' }),
    distDir: dist,
  };
  const app = await buildApp(config);
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    console.log('\n== First paint in Chromium at 360x740 (gzip bytes of fetched assets) ==');
    const pages = await measurePages(base, dist, ['/', '/user/login', '/yx3', '/me']);
    if (!pages) console.log('Chromium not found: skipped (apt-get install chromium)');
    for (const p of pages ?? []) {
      const budget =
        p.route === '/' ? BUDGET.rootJs : p.route === '/yx3' ? BUDGET.yx3Js : undefined;
      const verdict =
        budget === undefined
          ? ''
          : p.js <= budget
            ? ` (within ${KB(budget)})`
            : ` (OVER ${KB(budget)})`;
      console.log(
        `  ${p.route.padEnd(12)} JS ${KB(p.js)}${verdict}, CSS ${KB(p.css)}, JSON ${KB(p.json)}, ${p.requests} files`,
      );
    }
    const root = pages?.find((p) => p.route === '/');
    if (root)
      console.log(
        `  CSS budget for /: ${KB(BUDGET.rootCss)} -> ${root.css <= BUDGET.rootCss ? 'within' : 'OVER'}`,
      );

    console.log(`\n== Encrypted API on loopback (${seconds} s each, 20 connections) ==`);
    const headers = { packageName: config.packageName, lang: 'en', platform: 'android' };
    const reads = await measure('GET existsByMobile', {
      url: sealedGetUrl(
        base,
        '/api/security/existsByMobile',
        { mobile: '0712345678' },
        config.packageName,
      ),
      method: 'GET',
      headers,
      seconds,
    });
    for (const r of [reads]) {
      console.log(
        `  ${r.label}: ${r.requestsPerSecond} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
await (await import('./loan')).benchLoan(seconds);
await (await import('./forms')).benchForms(resolve('dist'));
