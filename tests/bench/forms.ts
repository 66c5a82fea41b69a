/**
 * Form engine bench (docs/architecture.md §5, §7): in Chromium at 360×740 with 4× CPU throttling, the time to a
 * painted personal form and the latency of each of 20 keystrokes, for our engine, plain RJSF
 * (default theme, live validation) and a hand-written React form of the same fields, all in one
 * run; plus the gzip size of the form chunk the app ships. Prints figures; never fails on them.
 *
 * Run alone: `node --import tsx tests/bench/forms.ts`.
 */
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { compileForm, servedJson } from '../../src/server/forms/compile';
import { validatorModule } from '../../src/server/forms/validator-module';
import { APP_ALIASES } from '../../vite.config';
import { mantineUseId } from '../../scripts/vite/mantine-use-id';
import { CHROMIUM, launchBrowser, newPhone } from '../e2e/browser';

const VARIANTS = ['engine', 'rjsf', 'hand'] as const;
type Variant = (typeof VARIANTS)[number];
const RUNS = Number(process.env.BENCH_FORM_RUNS ?? 7);
const TYPED = 'Amina Zawadi Mwakasege'.slice(0, 20);
const APP = resolve('tests/bench/forms-app');

export interface FormBench {
  variant: Variant;
  paintedMs: number;
  keyMedianMs: number;
  keyP95Ms: number;
  /** Keydown to the next paint (frame-aligned). */
  paintKeyMedianMs: number;
  /** Median over runs of each run's longest interaction (Event Timing; the tap and every key). */
  worstMs: number;
  jsGzip: number;
}

function servedFormPlugin(): Plugin {
  const served = compileForm(
    'tz',
    'personal',
    JSON.parse(readFileSync('schemas/tz/personal.json', 'utf8')),
  );
  return {
    name: 'served-form',
    resolveId: (id) => (id === 'virtual:served-form' ? '\0served-form' : undefined),
    // The form as the phone holds it: the served JSON plus its validator module's function.
    load: (id) =>
      id === '\0served-form'
        ? validatorModule(served.validatorCode, served.validatorId).replace(
            /export default (exports\[VALIDATOR_ID\]);\n$/,
            `export default { ...${JSON.stringify(servedJson(served))}, validate: $1 };\n`,
          )
        : undefined,
  };
}

async function buildSome(
  outDir: string,
  variants: readonly Variant[],
  asTheAppBuilds: boolean,
  first: boolean,
): Promise<void> {
  await build({
    configFile: false,
    root: APP,
    logLevel: 'warn',
    plugins: [react(), servedFormPlugin(), ...(asTheAppBuilds ? [mantineUseId()] : [])],
    resolve: { alias: asTheAppBuilds ? { ...APP_ALIASES } : {} },
    build: {
      outDir,
      emptyOutDir: first,
      rollupOptions: {
        input: Object.fromEntries(variants.map((v) => [v, join(APP, `${v}.html`)])),
      },
    },
  });
}

/**
 * Our engine and the hand-written form as the app builds them (its aliases and Mantine's `useId`);
 * plain RJSF as it comes.
 */
async function buildVariants(outDir: string): Promise<void> {
  await buildSome(outDir, ['engine', 'hand'], true, true);
  await buildSome(outDir, ['rjsf'], false, false);
}

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/'));
    if (!path.startsWith(dir) || !existsSync(path)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    }),
  );
}

const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}

/** Gzip bytes of the JS a variant's page loads (its entry and the chunks it imports). */
function jsGzipOf(dir: string, variant: Variant): number {
  const html = readFileSync(join(dir, `${variant}.html`), 'utf8');
  const files = new Set(
    [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  );
  return [...files].reduce(
    (n, f) => n + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length,
    0,
  );
}

async function measureVariant(
  url: string,
  variant: Variant,
): Promise<{ painted: number; keys: number[]; toPaint: number[]; worst: number }> {
  const browser = await launchBrowser();
  try {
    const page = await (await newPhone(browser)).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${url}/${variant}.html`);
    await page.waitForFunction(() => window.__painted !== undefined);
    const painted = await page.evaluate(() => window.__painted ?? NaN);
    const input = page.locator('#root_firstName');
    await input.click();
    await page.evaluate(() => {
      window.__latencies = [];
      window.__toPaint = [];
    });
    await page.keyboard.type(TYPED, { delay: 120 });
    await page.waitForTimeout(300);
    const keys = await page.evaluate(() => window.__latencies);
    const toPaint = await page.evaluate(() => window.__toPaint);
    const worst = await page.evaluate(() => window.__worst);
    return { painted, keys, toPaint, worst };
  } finally {
    await browser.close();
  }
}

/** The form engine's chunk of the app build (dist): most of what the form screens download. */
export function formChunkGzip(dist = resolve('dist')): { file: string; gzip: number } | null {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return null;
  const file = readdirSync(assets).find((f) => /^schema-form-.*\.js$/.test(f));
  return file
    ? { file, gzip: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length }
    : null;
}

export async function benchForms(dist = resolve('dist')): Promise<FormBench[] | null> {
  if (!existsSync(CHROMIUM)) {
    console.log('Chromium not found: form bench skipped');
    return null;
  }
  const out = mkdtempSync(join(tmpdir(), 'mkopo-form-bench-'));
  const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  try {
    await buildVariants(out);
    const { server, url } = await serve(out);
    const results: FormBench[] = [];
    let pairedRatio = NaN;
    try {
      // Variants take turns within each run, so a busy machine slows all three alike.
      const samples = new Map(
        VARIANTS.map((v) => [
          v,
          {
            painted: [] as number[],
            keys: [] as number[],
            toPaint: [] as number[],
            worst: [] as number[],
          },
        ]),
      );
      for (let i = 0; i < RUNS; i++) {
        for (const variant of VARIANTS) {
          const run = await measureVariant(url, variant);
          const s = samples.get(variant)!;
          s.painted.push(run.painted);
          s.keys.push(...run.keys);
          s.toPaint.push(...run.toPaint);
          s.worst.push(run.worst);
        }
      }
      // Each run loads the engine and hand pages back to back: the median of their ratios is steadier
      // on a shared machine than the ratio of two medians.
      const handPainted = samples.get('hand')!.painted;
      pairedRatio = median(samples.get('engine')!.painted.map((ms, i) => ms / handPainted[i]!));
      for (const variant of VARIANTS) {
        const { painted, keys, toPaint, worst } = samples.get(variant)!;
        results.push({
          variant,
          paintedMs: median(painted),
          keyMedianMs: median(keys),
          keyP95Ms: quantile(keys, 0.95),
          paintKeyMedianMs: median(toPaint),
          worstMs: median(worst),
          jsGzip: jsGzipOf(out, variant),
        });
      }
    } finally {
      server.close();
    }
    console.log(
      `\n== Personal form in Chromium, 360x740, 4x CPU throttling (${RUNS} runs, ${TYPED.length} keys each) ==`,
    );
    for (const r of results) {
      console.log(
        `  ${r.variant.padEnd(7)} painted ${r.paintedMs.toFixed(0).padStart(5)} ms   keystroke median ` +
          `${r.keyMedianMs.toFixed(1).padStart(5)} ms, p95 ${r.keyP95Ms.toFixed(1).padStart(6)} ms ` +
          `(to paint ${r.paintKeyMedianMs.toFixed(0)} ms)   worst interaction ${r.worstMs.toFixed(0)} ms   JS ${KB(r.jsGzip)}`,
      );
    }
    const [engine, rjsf, hand] = results as [FormBench, FormBench, FormBench];
    console.log(
      `  engine/hand: keystroke ${(engine.keyMedianMs / hand.keyMedianMs).toFixed(2)}x (target <= 1.10), ` +
        `painted ${(engine.paintedMs / hand.paintedMs).toFixed(2)}x, per run ${pairedRatio.toFixed(2)}x (target <= 1.25); ` +
        `engine vs plain RJSF keystroke: ${engine.keyMedianMs < rjsf.keyMedianMs ? 'below' : 'NOT below'}`,
    );
    const chunk = formChunkGzip(dist);
    if (chunk)
      console.log(`  form engine chunk ${chunk.file}: ${KB(chunk.gzip)} gzip (target <= 90 KB)`);
    return results;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await benchForms(process.env.BENCH_DIST ?? resolve('dist'));
