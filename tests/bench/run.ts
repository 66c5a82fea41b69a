/**
 * `npm run bench`: prints figures, never fails on them (the machine may be shared: figures are
 * noisy). Bundle sizes, bytes on the wire per page in Chromium (a first visit with what its
 * service worker downloads), taps on the personal form at 4x CPU, its load in CPU time x4
 * (load-tasks.ts), Lighthouse mobile (median of 3), Home reads under load from a separate
 * process, the form engine's interactions, the sandbox loan's timings, writes under load (form save, repayment confirm) and `npm start`.
 * BENCH_SKIP_BUILD=1 reuses dist/; BENCH_LIGHTHOUSE=0 and BENCH_LOAN=0 skip parts;
 * BENCH_PARTS=bundle,pages,reads,writes,forms,book,book-pg,loan,start runs only the parts named
 * (`pages` is the browser's four: the bytes on the wire, then taps, load and lighthouse, which
 * may also be named alone);
 * book-pg is the console at 1,000,000 orders on PostgreSQL (book-pg.ts), skipped without one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { SandboxSms } from '../../src/server/providers/sms';
import { signUp } from './borrower';
import { firstPaint, allChunks } from './bundle';
import { lighthouseMedian, type Throttling } from './lighthouse';
import { measurePages, type PageLoad } from './page-load';
import { measureTaps, printTaps } from './taps';
import { measureLoadTasks } from './load-tasks';
import { CHROMIUM } from '../e2e/browser';

const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const parts = process.env.BENCH_PARTS?.split(',').map((p) => p.trim());
/** Whether a part runs: every part when BENCH_PARTS is unset, else the ones it names. */
const runs = (part: string): boolean => !parts || parts.includes(part);
/** A browser part: run by its own name or by `pages`, which names them all. */
const runsInPages = (part: string): boolean => runs(part) || runs('pages');
const BROWSER_PARTS = ['pages', 'taps', 'load', 'lighthouse'];

async function pages(dist: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-bench-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JOB_POLL_MS: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_TOKEN_PER_MINUTE: '0',
      RATE_LIMIT_PER_DEVICE_PER_MINUTE: '0',
    }),
    distDir: dist,
  };
  const sms = new SandboxSms();
  const app = await buildApp(config, { sms, runJobs: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const borrower = await signUp(app, sms, '0719000003', { apply: true });

    const loads: PageLoad[] | null = existsSync(CHROMIUM) ? [] : null;
    if (!loads)
      console.log('\n  Chromium not found: browser parts skipped (apt-get install chromium)');
    if (loads && runs('pages')) {
      console.log(
        '\n== Bytes on the wire in Chromium at 360x740 (compressed bodies + headers; a first visit counts its service worker) ==',
      );
      loads.push(...((await measurePages(base, ['/', '/yx3', '/me'], borrower)) ?? []));
    }
    for (const p of loads ?? [])
      console.log(
        `  ${p.route.padEnd(24)} total ${KB(p.total).padStart(9)}  JS ${KB(p.js).padStart(9)} (bodies ${KB(p.jsBodies).padStart(9)})  CSS ${KB(p.css).padStart(8)}  other ${KB(p.other).padStart(8)}  ${p.requests} requests` +
          (p.workerRequests
            ? `\n  ${''.padEnd(24)} + service worker ${KB(p.worker)} in ${p.workerRequests} requests = first visit ${KB(p.total + p.worker)} (${((p.total + p.worker) / p.total).toFixed(2)}x the page)`
            : ''),
      );

    if (loads && runsInPages('taps')) {
      console.log(
        '\n== Every tap of the personal form walk, Chromium 360x740, 4x CPU (touch to next paint, Event Timing) ==',
      );
      try {
        printTaps((await measureTaps(base, borrower)) ?? []);
      } catch (error) {
        console.log(`  taps failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }

    if (loads && runsInPages('load')) {
      console.log(
        '\n== The personal form loading, CPU time x4 (thread time of an unthrottled trace, median of 3) ==',
      );
      try {
        const runs = [];
        for (let i = 0; i < 3; i++)
          runs.push(await measureLoadTasks(base, '/auth/personal_infomation', borrower));
        const done = runs.filter((r) => r !== null).sort((a, b) => a.blockingMs - b.blockingMs);
        const mid = done[Math.floor(done.length / 2)];
        if (mid)
          console.log(
            `  blocking ${mid.blockingMs.toFixed(0)} ms (goal under 300; runs ${done.map((r) => r.blockingMs.toFixed(0)).join(', ')})  longest tasks ${mid.longestMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
          );
      } catch (error) {
        console.log(`  load trace failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }

    if (process.env.BENCH_LIGHTHOUSE !== '0' && loads && runsInPages('lighthouse')) {
      console.log(
        '\n== Lighthouse mobile, performance (median of 3; a truly cold visit, empty cache) ==',
      );
      const targets: [string, typeof borrower | undefined, Throttling][] = [
        ['/', undefined, 'simulate'],
        ['/yx3', undefined, 'simulate'],
        ['/auth/personal_infomation', borrower, 'simulate'],
        ['/auth/personal_infomation', borrower, 'devtools'],
      ];
      for (const [route, who, throttling] of targets) {
        try {
          const r = await lighthouseMedian(base, route, who, throttling);
          console.log(
            `  ${route.padEnd(26)} score ${r.score}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  TBT ${r.tbtMs.toFixed(0)} ms  ${KB(r.bytes)} (JS ${KB(r.scriptBytes)})${who ? ' (signed in)' : ''}${throttling === 'devtools' ? ' (applied throttling)' : ''}`,
          );
        } catch (error) {
          console.log(`  ${route}: lighthouse failed: ${(error as Error).message}`);
        }
      }
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The production build, in a process of its own: the build's prerender loads React through Vite's
 * SSR loader, which under this process's TypeScript loader got a second React beside react-dom's. */
function buildForPhones(): void {
  const vite = resolve('node_modules/vite/bin/vite.js');
  const env = { ...process.env, NODE_ENV: 'production' };
  const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env,
  });
  if (built.status !== 0) throw new Error(`vite build failed (${built.status ?? built.signal})`);
}

async function main(): Promise<void> {
  const dist = resolve('dist');
  const needsDist = ['bundle', 'forms', ...BROWSER_PARTS].some(runs);
  const stale = process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(dist, 'index.html'));
  if (needsDist && stale) buildForPhones();

  if (runs('bundle')) {
    console.log('\n== Bundle (gzip -9 of the files) ==');
    const entry = firstPaint(dist);
    console.log(
      `index.html static imports: JS ${KB(entry.js)}, CSS ${KB(entry.css)} (${entry.files.length} files)`,
    );
    console.log('Largest chunks:');
    for (const c of allChunks(dist).slice(0, 12))
      console.log(`  ${KB(c.gzip).padStart(9)}  ${c.file}`);
  }

  if (BROWSER_PARTS.some(runs)) await pages(dist);
  if (runs('reads')) await (await import('./reads')).benchReads(seconds);
  if (runs('writes')) await (await import('./writes')).benchWrites(seconds);
  if (runs('forms')) await (await import('./forms')).benchForms(dist);
  if (runs('book') && process.env.BENCH_BOOK !== '0')
    await (await import('./ops-book')).benchOpsBook();
  if (runs('book-pg') && process.env.BENCH_BOOK !== '0')
    await (await import('./book-pg')).benchBookPostgres();
  if (runs('loan') && process.env.BENCH_LOAN !== '0') await (await import('./loan')).benchLoan();
  if (runs('start')) await (await import('./start')).benchStart();
}

await main();
