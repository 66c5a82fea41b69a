/**
 * Writes under load (issue: a fleet's database): the personal form save and the repayment
 * confirm through the real HTTP server, each of 10 parallel connections a borrower of its own
 * (so no two wait on one row), on PGlite and on PostgreSQL when one answers on 127.0.0.1:5432.
 * Every confirm carries a new idempotency key, so each one opens a payment order (a write), as
 * borrowers paying at once do. The server runs in this process, the load generator in a child.
 * Run alone: `node --import tsx tests/bench/writes.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { SandboxSms } from '../../src/server/providers/sms';
import { PROFILE } from '../e2e/journey-api';
import {
  createClock,
  isolatedPostgres,
  signIn,
  type TestApp,
  type TestDb,
} from '../server/helpers';
import { api, bindWallet, passKyc, saveForms, submitAndDisburse } from '../server/loan/steps';
import { postgresAnswers } from './postgres-answers';
import { sealPayload } from '../../src/shared/envelope';
import { countStatements, type StatementCount } from './statements';
import { describe, measure, type Throughput } from './throughput';
import type { LoadSpec, PostClient } from './load-child';
import { BEFORE, type WriteFigures } from './writes-baseline';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 10);
const LOAN = 60_000;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'silent';
const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** A borrower with a disbursed loan: forms saved, KYC passed, wallet bound, paid out. */
async function borrowerWithLoan(t: TestApp, testDb: TestDb, i: number) {
  const mobile = `0719${String(100_000 + i).slice(1)}7`; // not …000: a swapped SIM in the sandbox
  const token = await signIn(t, mobile);
  const userId = Number((await api(t, 'getUserInfo', {}, token)).userId);
  const { orderNo } = await api(t, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, token);
  await saveForms(t, testDb, userId);
  await passKyc(t, token);
  t.clock.advance(61_000);
  await bindWallet(t, token, `0755${String(100_000 + i).slice(1)}7`);
  await submitAndDisburse(t, testDb, token, String(orderNo), LOAN);
  return { token, orderNo: String(orderNo) };
}

type Kind = 'PGlite' | 'PostgreSQL';
const SAMPLE = 5;

/**
 * Statements per request on PostgreSQL: {@link SAMPLE} requests of the load's first client, one
 * at a time, before the load (each confirm with a key of its own, as under load).
 */
async function statementsPerRequest(spec: LoadSpec): Promise<StatementCount> {
  const post = spec.post;
  const client = post?.clients[0];
  if (!post || !client) return { statements: 0, transactions: 0 };
  const count = await countStatements(async () => {
    for (let i = 0; i < SAMPLE; i++) {
      const key = post.freshKey ? { [post.freshKey]: `sample-${Date.now()}-${i}-000000` } : {};
      const res = await fetch(spec.url, {
        method: 'POST',
        headers: { ...spec.headers, 'content-type': 'text/plain', authorization: client.token },
        body: sealPayload({ ...client.payload, ...key }, post.packageName),
      });
      const body = await res.text();
      if (!body.startsWith('{"code":0')) throw new Error(`sample refused: ${body.slice(0, 200)}`);
    }
  });
  return {
    statements: count.statements / SAMPLE,
    transactions: count.transactions / SAMPLE,
  };
}

/** The load, with the server's CPU per answer (warm-up included) and, on PostgreSQL, statements. */
async function measureWrite(kind: Kind, label: string, spec: LoadSpec): Promise<WriteFigures> {
  const sql = kind === 'PostgreSQL' ? await statementsPerRequest(spec) : undefined;
  const cpu = process.cpuUsage();
  const r: Throughput = await measure(`${kind} ${label}`, spec);
  const used = process.cpuUsage(cpu);
  const answers = Math.max(1, r.requests + r.warmUpRequests);
  return {
    ...r,
    serverCpuMs: Math.round(((used.user + used.system) / 1000 / answers) * 100) / 100,
    ...(sql ? { sql } : {}),
  };
}

async function benchOn(kind: Kind, seconds: number): Promise<WriteFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-bench-writes-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    // BENCH_LOG_LEVEL=info weighs production's request logging (lines written, then dropped).
    LOG_LEVEL: LOG_LEVEL,
    JOB_POLL_MS: '0',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_TOKEN_PER_MINUTE: '0',
    RATE_LIMIT_PER_DEVICE_PER_MINUTE: '0',
  });
  const pg = kind === 'PostgreSQL' ? await isolatedPostgres(PG_URL) : undefined;
  await pg?.database.close(); // the server's own pool below, sized as in production
  const database: Database = await openDatabase({ ...config, databaseUrl: pg?.url });
  await database.migrate();
  const clock = createClock(Date.now());
  const sms = new SandboxSms(clock.now);
  const app = await buildApp(
    { ...config, databaseUrl: pg?.url },
    { db: database.db, sms, clock: clock.now, runJobs: false, logStream: discard() },
  );
  const t: TestApp = { app, sms, clock, config };
  const testDb: TestDb = {
    db: database.db,
    kind: database.kind,
    reset: async () => {},
    close: async () => {},
  };
  try {
    const borrowers = [];
    for (let i = 0; i < CONNECTIONS; i++) borrowers.push(await borrowerWithLoan(t, testDb, i));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { packageName: config.packageName, lang: 'en', platform: 'android' };
    const load = (path: string, clients: PostClient[], freshKey?: string): LoadSpec => ({
      url: `${base}/api${path}`,
      headers,
      connections: CONNECTIONS,
      seconds,
      post: { clients, packageName: config.packageName, ...(freshKey ? { freshKey } : {}) },
    });
    // BENCH_WRITES=confirm (or form) runs one of the two, e.g. under a CPU profile.
    const only = process.env.BENCH_WRITES;
    const form =
      only === 'confirm'
        ? undefined
        : await measureWrite(
            kind,
            'form save',
            load(
              '/user/saveBasicInfo-market',
              borrowers.map((b) => ({ token: b.token, payload: PROFILE.personal })),
            ),
          );
    const confirm =
      only === 'form'
        ? undefined
        : await measureWrite(
            kind,
            'repayment confirm',
            load(
              '/portal/repayment/confirm',
              borrowers.map((b) => ({
                token: b.token,
                payload: {
                  orderNo: b.orderNo,
                  channelId: 'wallet',
                  purpose: 'repay',
                  amount: 2_000,
                },
              })),
              'idempotencyKey',
            ),
          );
    return [form, confirm].filter((r) => r !== undefined);
  } finally {
    await app.close();
    await database.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchWrites(seconds: number): Promise<void> {
  console.log(
    `\n== Writes: ${CONNECTIONS} connections, one borrower each, ${seconds} s after 2 s unmeasured, log level ${LOG_LEVEL} ==`,
  );
  console.log('  (writes/s = answers with code 0 per second; p99 of all answers; server CPU per');
  console.log('  answer of this process, PGlite included; statements per request on PostgreSQL)');
  const only = process.env.BENCH_WRITE_DATABASES?.split(',').map((k) => k.trim());
  const wanted = (kind: string) => !only || only.includes(kind);
  const kinds: ('PGlite' | 'PostgreSQL')[] = wanted('PGlite') ? ['PGlite'] : [];
  if (!wanted('PostgreSQL')) {
    // left out on purpose (BENCH_WRITE_DATABASES)
  } else if (await postgresAnswers()) kinds.push('PostgreSQL');
  else console.log('  PostgreSQL: nothing answers on 127.0.0.1:5432, skipped');
  const now: WriteFigures[] = [];
  for (const kind of kinds) now.push(...(await benchOn(kind, seconds)));
  console.log(`  before: ${BEFORE.when}`);
  console.log(`    (${BEFORE.issue})`);
  for (const r of BEFORE.figures) console.log(`    ${line(r)}`);
  console.log('  now:');
  for (const r of now) {
    const was = BEFORE.figures.find((b) => b.label === r.label);
    const ratio = was ? `  (${(r.requestsPerSecond / was.requestsPerSecond).toFixed(1)}x)` : '';
    console.log(`    ${line(r)}${ratio}`);
  }
}

function line(r: WriteFigures): string {
  const sql = r.sql ? `, ${r.sql.statements} statements/${r.sql.transactions} transactions` : '';
  return `${describe(r)}, server CPU ${r.serverCpuMs} ms/answer${sql}`;
}

if (process.argv[1]?.endsWith('writes.ts'))
  await benchWrites(Number(process.env.BENCH_SECONDS ?? 5));
