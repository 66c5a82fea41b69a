/**
 * Home reads under load (issue: signed-in reads near public ones): GET /portal/homepage/data for
 * a visitor and for a signed-in borrower with an open order, at 10 connections, on PGlite and on
 * PostgreSQL when one answers on 127.0.0.1:5432; plus the server's RSS idle and under load.
 * The server runs in this process, the load generator in a child (throughput.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { SandboxSms } from '../../src/server/providers/sms';
import { isolatedPostgres } from '../server/helpers';
import { signUp } from './borrower';
import { postgresAnswers } from './postgres-answers';
import { describe, measure, sealedGetUrl } from './throughput';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

async function measureRss<T>(run: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  try {
    return { value: await run(), peak };
  } finally {
    clearInterval(timer);
  }
}

async function benchOn(kind: 'PGlite' | 'PostgreSQL', seconds: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-bench-reads-'));
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOB_POLL_MS: '0',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_TOKEN_PER_MINUTE: '0',
    RATE_LIMIT_PER_DEVICE_PER_MINUTE: '0',
  };
  const config = loadConfig(env);
  const pg = kind === 'PostgreSQL' ? await isolatedPostgres(PG_URL) : undefined;
  const database: Database = pg?.database ?? (await openDatabase(config));
  await database.migrate();
  const sms = new SandboxSms();
  const app = await buildApp(config, { db: database.db, sms, runJobs: false });
  try {
    const { token } = await signUp(app, sms, '0719000002', { apply: true });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = sealedGetUrl(base, '/api/portal/homepage/data', {}, config.packageName);
    const headers = { packageName: config.packageName, lang: 'en', platform: 'android' };
    const spec = { url, connections: 10, seconds };
    const idle = process.memoryUsage().rss;
    const { value: ratio, peak } = await measureRss(() => sideBySide(kind, spec, headers, token));
    console.log(
      `  signed in / visitor ${ratio.toFixed(2)}× (median of ${ROUNDS} rounds); bench process RSS (server and bench code) idle ${MB(idle)}, under load ${MB(peak)}`,
    );
    if (pg) await benchTwoProcesses(pg.url, env, token, seconds);
  } finally {
    await app.close();
    await database.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Rounds of visitor then signed-in reads: a ratio of neighbours, the machine's load shared. */
const ROUNDS = 3;

const median = (xs: number[]): number =>
  [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;

/** Visitor and signed-in reads alternated; prints each and returns the median ratio. */
async function sideBySide(
  kind: string,
  spec: { url: string; connections: number; seconds: number },
  headers: Record<string, string>,
  token: string,
): Promise<number> {
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const pub = await measure(`${kind} visitor`, { ...spec, headers });
    const signed = await measure(`${kind} signed in`, {
      ...spec,
      headers: { ...headers, authorization: token },
    });
    console.log(`  ${describe(pub)}`);
    console.log(`  ${describe(signed)}`);
    ratios.push(pub.requestsPerSecond > 0 ? signed.requestsPerSecond / pub.requestsPerSecond : 0);
  }
  return median(ratios);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The same reads from `npm start` with WEB_CONCURRENCY=2 on the same PostgreSQL database: two
 * server processes under a primary, the token signed in above (sessions live in the database).
 */
async function benchTwoProcesses(
  databaseUrl: string,
  env: Record<string, string>,
  token: string,
  seconds: number,
): Promise<void> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development', // the API only: no SPA build
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let listening = 0;
      server.stdout.on('data', (chunk: Buffer) => {
        listening += chunk.toString().split(' listening on ').length - 1;
        if (listening >= 2) resolve();
      });
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const config = loadConfig(env);
    const base = `http://127.0.0.1:${port}`;
    const url = sealedGetUrl(base, '/api/portal/homepage/data', {}, config.packageName);
    const headers = { packageName: config.packageName, lang: 'en', platform: 'android' };
    const spec = { url, connections: 10, seconds };
    const ratio = await sideBySide('PostgreSQL, 2 processes,', spec, headers, token);
    console.log(
      `  2 processes: signed in / visitor ${ratio.toFixed(2)}× (median of ${ROUNDS} rounds)`,
    );
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
}

export async function benchReads(seconds: number): Promise<void> {
  console.log(
    `\n== GET /portal/homepage/data, 10 connections, ${seconds} s each after 2 s unmeasured ==`,
  );
  console.log('  (load from a separate autocannon process; an answer with code ≠ 0 is an error)');
  await benchOn('PGlite', seconds);
  if (await postgresAnswers()) await benchOn('PostgreSQL', seconds);
  else console.log('  PostgreSQL: nothing answers on 127.0.0.1:5432, skipped');
}

if (process.argv[1]?.endsWith('reads.ts')) await benchReads(Number(process.env.BENCH_SECONDS ?? 5));
