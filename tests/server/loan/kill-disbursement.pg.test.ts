/**
 * Crash safety of the payout (docs/architecture.md §6), PostgreSQL only: real server processes
 * (the server built to JavaScript, as production runs it) work through a queue of approved orders and are killed
 * with SIGKILL at random moments, again and again. After a restart no order is paid out twice
 * and none is stuck: each ends repaying (paid) or payFail, with one payout intent, one rail
 * record and at most one payout in the journal, and the journal balances.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Database } from '../../../src/server/db/client';
import { journalEntries, jobs, loanOrders, paymentIntents } from '../../../src/server/db/schema';
import { journalTotal } from '../../../src/server/features/ledger/repo';
import { runDueJobs } from '../../../src/server/jobs/run';
import { SandboxSms } from '../../../src/server/providers/sms';
import { testConfig } from '../helpers';
import { seedApprovedOrders } from '../../support/approved-orders';
import { builtServer, type BuiltServer } from '../../support/built-server';
import { freePort } from '../../support/cluster';
import { NO_DIST_DIR } from '../../support/no-dist';

const KILLS = Number(process.env.KILL_TEST_KILLS ?? 22);
const ORDERS = 120;
const base = process.env.DATABASE_URL ?? '';
const name = `mkopo_kill_${randomBytes(5).toString('hex')}`;
const url = Object.assign(new URL(base), { pathname: `/${name}` }).toString();
let database: Database;
let server: BuiltServer;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(query);
  await client.end();
}

/** Starts the real server; resolves once it listens. */
async function startServer(): Promise<ChildProcess> {
  const env = {
    ...process.env,
    ...server.env,
    DATABASE_URL: url,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    JOB_POLL_MS: '10',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    DIST_DIR: NO_DIST_DIR,
    SANDBOX_PAYOUT_FAIL_PERCENT: '20',
  };
  const child = spawn(process.execPath, [server.main], {
    env,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  return child;
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  server = await builtServer();
  await admin(`create database ${name}`);
  database = postgresDatabase(new pg.Pool({ connectionString: url, max: 5 }));
  await database.migrate();
  await seedApprovedOrders(database.db, ORDERS, Date.now());
});
afterAll(async () => {
  await database.close();
  await admin(`drop database if exists ${name} with (force)`);
});

describe('SIGKILL during disbursement', () => {
  it(`never pays out twice and leaves no order stuck after ${KILLS} kills`, async () => {
    const db = database.db;
    let caughtMidPayout = 0;
    for (let k = 0; k < KILLS; k++) {
      const child = await startServer();
      await new Promise((r) => setTimeout(r, 20 + Math.floor(Math.random() * 150)));
      await kill(child);
      const lending = await db
        .select({ id: loanOrders.id })
        .from(loanOrders)
        .where(eq(loanOrders.status, 7));
      const unsent = await db
        .select({ id: paymentIntents.id })
        .from(paymentIntents)
        .where(eq(paymentIntents.status, 'created'));
      if (lending.length > 0 || unsent.length > 0) caughtMidPayout++;
    }
    // Restart: a last real process, then time passes (leases lapse, late callbacks, status queries).
    const last = await startServer();
    await new Promise((r) => setTimeout(r, 1_500));
    await kill(last);
    let later = Date.now();
    const deps = {
      config: testConfig({ sandboxPayoutFailPercent: 20 }),
      db,
      clock: () => later,
      sms: new SandboxSms(),
      log: silentLog,
    };
    for (let i = 0; i < 6; i++) {
      later += 7 * 3_600_000; // past leases, callback delays (6 h when late) and status queries
      await runDueJobs(deps, 200);
    }

    const orders = await db.select().from(loanOrders);
    const stuck = orders.filter((o) => o.status !== 2 && o.status !== 10);
    const failedJobs = await db
      .select({ key: jobs.key, status: jobs.status, error: jobs.lastError })
      .from(jobs)
      .where(eq(jobs.kind, 'disburse'));
    expect({
      stuck: stuck.map((o) => `${o.orderNo}:${o.status}`),
      errors: failedJobs.filter((j) => j.status !== 'done'),
    }).toEqual({ stuck: [], errors: [] });
    const intents = await db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.purpose, 'disburse'));
    expect(intents).toHaveLength(ORDERS);
    expect(intents.every((i) => i.status === 'succeeded' || i.status === 'failed')).toBe(true);
    const rail = await db.select().from(jobs).where(like(jobs.key, 'sandbox-rail:%'));
    expect(rail).toHaveLength(ORDERS);
    const payouts = await db
      .select()
      .from(journalEntries)
      .where(inArray(journalEntries.kind, ['disbursement']));
    expect(payouts).toHaveLength(orders.filter((o) => o.status === 2).length);
    expect(new Set(payouts.map((p) => p.orderId)).size).toBe(payouts.length);
    expect(await journalTotal(db)).toBe(0);
    console.info(
      `kill test: ${KILLS} kills, ${caughtMidPayout} caught a payout mid-flight, ${payouts.length} paid, ${ORDERS - payouts.length} failed`,
    );
  }, 600_000);
});

const silentLog = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return silentLog;
  },
} as unknown as import('fastify').FastifyBaseLogger; // a no-op logger: the jobs log nothing the test reads
