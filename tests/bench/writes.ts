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
import { describe, measure, type Throughput } from './throughput';
import type { PostClient } from './load-child';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 10);
const LOAN = 60_000;

/** A borrower with a disbursed loan: forms saved, KYC passed, wallet bound, paid out. */
async function borrowerWithLoan(t: TestApp, testDb: TestDb, i: number) {
  const mobile = `0719${String(1_000_000 + i).slice(1)}`;
  const token = await signIn(t, mobile);
  const userId = Number((await api(t, 'getUserInfo', {}, token)).userId);
  const { orderNo } = await api(t, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, token);
  await saveForms(t, testDb, userId);
  await passKyc(t, token);
  t.clock.advance(61_000);
  await bindWallet(t, token, `0755${String(1_000_000 + i).slice(1)}`);
  await submitAndDisburse(t, testDb, token, String(orderNo), LOAN);
  return { token, orderNo: String(orderNo) };
}

async function benchOn(kind: 'PGlite' | 'PostgreSQL', seconds: number): Promise<Throughput[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-bench-writes-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
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
    { db: database.db, sms, clock: clock.now, runJobs: false },
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
    const load = (path: string, clients: PostClient[], freshKey?: string) => ({
      url: `${base}/api${path}`,
      headers,
      connections: CONNECTIONS,
      seconds,
      post: { clients, packageName: config.packageName, ...(freshKey ? { freshKey } : {}) },
    });
    const form = await measure(
      `${kind} form save`,
      load(
        '/user/saveBasicInfo-market',
        borrowers.map((b) => ({ token: b.token, payload: PROFILE.personal })),
      ),
    );
    const confirm = await measure(
      `${kind} repayment confirm`,
      load(
        '/portal/repayment/confirm',
        borrowers.map((b) => ({
          token: b.token,
          payload: { orderNo: b.orderNo, channelId: 'wallet', purpose: 'repay', amount: 2_000 },
        })),
        'idempotencyKey',
      ),
    );
    return [form, confirm];
  } finally {
    await app.close();
    await database.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchWrites(seconds: number): Promise<void> {
  console.log(
    `\n== Writes: ${CONNECTIONS} connections, one borrower each, ${seconds} s after 2 s unmeasured ==`,
  );
  console.log('  (writes/s = answers with code 0 per second; p99 of all answers)');
  const kinds: ('PGlite' | 'PostgreSQL')[] = ['PGlite'];
  if (await postgresAnswers()) kinds.push('PostgreSQL');
  else console.log('  PostgreSQL: nothing answers on 127.0.0.1:5432, skipped');
  for (const kind of kinds)
    for (const r of await benchOn(kind, seconds)) console.log(`  ${describe(r)}`);
}

if (process.argv[1]?.endsWith('writes.ts'))
  await benchWrites(Number(process.env.BENCH_SECONDS ?? 5));
