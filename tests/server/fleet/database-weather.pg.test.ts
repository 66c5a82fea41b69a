/**
 * Database and Redis faults are weather (decision 0042): servers built as production runs them,
 * behind a round-robin proxy, on a PostgreSQL and a Redis of the test's own, under a mixed load of
 * borrowers (sign-ups, form saves, applications, repayments) while their job runners pay out
 * approved loans. PostgreSQL is restarted three times mid-load (fast, fast with a server started
 * while it is down, immediate) and Redis stopped and started once. Then: no server process died,
 * every request was answered 2xx or a 503 asking to be sent again that succeeded when sent again
 * (the same input, so the same idempotency key), the ledger balances, nothing was paid out twice,
 * every acknowledged write is in the database, and the server started during the outage joined.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Database } from '../../../src/server/db/client';
import {
  journalEntries,
  loanOrders,
  paymentIntents,
  profileForms,
  users,
} from '../../../src/server/db/schema';
import { journalTotal } from '../../../src/server/features/ledger/repo';
import type { BuiltServer } from '../../support/built-server';
import { freePort } from '../../support/cluster';
import { NO_DIST_DIR } from '../../support/no-dist';
import { seedApprovedOrders } from '../../support/approved-orders';
import {
  ownPostgres,
  ownRedis,
  postgresTools,
  redisInstalled,
  type OwnPostgres,
  type OwnRedis,
} from '../../support/own-services';
import { buildTestApp, type TestDb } from '../helpers';
import { borrowerAtConfirm, submitAndDisburse } from '../loan/steps';
import { FLEET_FILE_KEYS, startFleet, startProxy, startServer, type Proxy } from './fleet-harness';
import { weatherClient, type WeatherClient } from './weather-client';
import { readiness, watchReadiness, type ReadinessWatch } from './weather-readiness';

const FIRST_SERVERS = 2;
const WORKERS = 6;
const REPAYERS = 2;
const APPROVED = 16;
const bin = postgresTools();
const out = mkdtempSync(join(tmpdir(), 'mkopo-weather-'));
const run = randomBytes(3).toString('hex');
let postgres: OwnPostgres;
let redis: OwnRedis;
let database: Database;
let proxy: Proxy;
let client: WeatherClient;
let watch: ReadinessWatch;
let serverEnv: Record<string, string> = {};
let built: BuiltServer;
const ports: number[] = [];
const servers: ChildProcess[] = [];
const deaths: string[] = [];
const repayers: Array<{ mobile: string; orderNo: string }> = [];

/** A server process whose end the test records: none may end before the test ends it. */
function watched(child: ChildProcess, port: number): ChildProcess {
  child.once('exit', (code, signal) => deaths.push(`${port}: code ${code}, signal ${signal}`));
  servers.push(child);
  return child;
}

beforeAll(async () => {
  const started = performance.now();
  postgres = await ownPostgres(bin!);
  redis = await ownRedis();
  database = postgresDatabase(new pg.Pool({ connectionString: postgres.url, max: 4 }));
  await database.migrate();
  // Borrowers with a loan to repay, made through the API in this process before the fleet starts.
  const testDb: TestDb = {
    db: database.db,
    kind: 'postgres',
    reset: async () => {},
    close: async () => {},
  };
  const t = await buildTestApp(testDb);
  for (let i = 0; i < REPAYERS; i++) {
    const mobile = `0716${String(Number.parseInt(run, 16) % 10_000).padStart(4, '0')}${i}7`;
    const { token, orderNo } = await borrowerAtConfirm(t, testDb, mobile);
    await submitAndDisburse(t, testDb, token, orderNo, 30_000);
    repayers.push({ mobile, orderNo });
  }
  await t.app.close();
  await seedApprovedOrders(database.db, APPROVED, Date.now());
  serverEnv = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    // The late server too: a code queued by one server is sent by whichever takes its job.
    FILE_KEYS: FLEET_FILE_KEYS,
    SANDBOX_PAYOUT_FAIL_PERCENT: '10',
    LOG_LEVEL: 'fatal',
  };
  const fleet = await startFleet(out, FIRST_SERVERS, serverEnv);
  fleet.servers.forEach((s, i) => watched(s, fleet.ports[i]!));
  ports.push(...fleet.ports);
  built = fleet.built;
  proxy = await startProxy(ports);
  client = weatherClient(proxy.base, () => ports);
  watch = watchReadiness(() => ports);
  console.info(`weather: set up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}, 180_000);

afterAll(async () => {
  ended = true;
  watch?.stop();
  for (const s of servers) if (s.exitCode === null && s.signalCode === null) s.kill('SIGKILL');
  await proxy?.close();
  await database?.close();
  await redis?.stop();
  await postgres?.destroy();
  rmSync(out, { recursive: true, force: true });
});

/** Set when the test is over, however it ended: the faults stop waiting for the load. */
let ended = false;

/** Resolves once `n` more applications were acknowledged: the load goes on between faults. */
const afterMoreOrders = async (n: number) => {
  const target = client.acknowledged.orders.length + n;
  while (client.acknowledged.orders.length < target && !client.failed()) {
    if (ended) throw new Error('the test ended before the load went on');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.skipIf(!bin || !redisInstalled())('a fleet through database and Redis weather', () => {
  it('loses no request, no write and no shilling through three PostgreSQL restarts and a Redis stop', async () => {
    const started = performance.now();
    const said = (what: string) =>
      console.info(`weather: ${what} at ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const faults = (async () => {
      await afterMoreOrders(3);
      said('PostgreSQL restarts (fast)');
      await postgres.restart('fast');
      await watch.allReady();
      await afterMoreOrders(3);
      // A server started while PostgreSQL is down listens, unready, and joins when it returns.
      said('PostgreSQL stops (fast)');
      await postgres.stop('fast');
      const port = await freePort();
      const late = watched(
        await startServer(built.main, port, {
          ...built.env,
          ...serverEnv,
          DATA_DIR: join(out, 'data-late'),
          DIST_DIR: NO_DIST_DIR,
          NODE_ENV: 'development',
          JOB_POLL_MS: '50',
          RATE_LIMIT_PER_MINUTE: '0',
          TRUST_PROXY: '127.0.0.1',
        }),
        port,
      );
      const waiting = await readiness(port);
      said('PostgreSQL starts');
      await postgres.start();
      const returned = performance.now();
      await Promise.race([
        watch.ready(port),
        once(late, 'exit').then(() => {
          throw new Error('the server started during the outage ended');
        }),
      ]);
      const lateJoinedMs = performance.now() - returned;
      ports.push(port);
      await afterMoreOrders(3);
      said('PostgreSQL restarts (immediate)');
      await postgres.restart('immediate');
      await watch.allReady();
      said('Redis stops');
      await redis.stop();
      await afterMoreOrders(2);
      said('Redis starts');
      await redis.start();
      return { late, waiting, lateJoinedMs };
    })();
    const load = client.run(WORKERS, repayers, faults);
    const [{ late, waiting, lateJoinedMs }] = await Promise.all([faults, load]);
    const loadSeconds = (performance.now() - started) / 1000;
    await watch.allReady();
    watch.stop();

    const db = database.db;
    const { acknowledged } = client;
    const found = {
      users: (
        await db
          .select({ mobile: users.mobile })
          .from(users)
          .where(inArray(users.mobile, acknowledged.users))
      ).length,
      forms: (
        await db
          .select({ userId: profileForms.userId })
          .from(profileForms)
          .where(
            and(
              inArray(profileForms.userId, acknowledged.forms),
              eq(profileForms.form, 'personal'),
            ),
          )
      ).length,
      orders: (
        await db
          .select({ orderNo: loanOrders.orderNo })
          .from(loanOrders)
          .where(inArray(loanOrders.orderNo, acknowledged.orders))
      ).length,
      payments: (
        await db
          .select({ id: paymentIntents.payOrderId })
          .from(paymentIntents)
          .where(inArray(paymentIntents.payOrderId, acknowledged.payments))
      ).length,
    };
    const payoutIntents = await db
      .select({ orderId: paymentIntents.orderId })
      .from(paymentIntents)
      .where(eq(paymentIntents.purpose, 'disburse'));
    const payouts = await db
      .select({ orderId: journalEntries.orderId })
      .from(journalEntries)
      .where(eq(journalEntries.kind, 'disbursement'));
    const atMostOnce = (rows: Array<{ orderId: number | null }>) =>
      new Set(rows.map((r) => r.orderId)).size === rows.length;

    expect(deaths).toEqual([]);
    expect(late.exitCode).toBeNull();
    expect(waiting.status).toBe(503);
    expect(waiting.checks.database).toMatch(/ECONNREFUSED|connect/);
    // Each problem in words: a summary that cuts an array's display still shows them.
    expect(client.problems.join('\n')).toBe('');
    expect(found).toEqual({
      users: acknowledged.users.length,
      forms: acknowledged.forms.length,
      orders: acknowledged.orders.length,
      payments: acknowledged.payments.length,
    });
    expect(acknowledged.payments).toHaveLength(REPAYERS);
    expect(atMostOnce(payoutIntents)).toBe(true);
    expect(atMostOnce(payouts)).toBe(true);
    expect(await journalTotal(db)).toBe(0);

    console.info(
      `weather: ${loadSeconds.toFixed(1)} s of load on ${ports.length} servers; ` +
        `${client.requests} requests, ${client.retries} answered 503 and sent again ` +
        `(${client.retriedThenOk} then succeeded); PostgreSQL restarted 3 times, Redis once; ` +
        `${deaths.length} servers died; seconds unready per server: ${watch.summary()}; ` +
        `the server started during the outage was ready ${(lateJoinedMs / 1000).toFixed(1)} s ` +
        `after PostgreSQL returned; acknowledged ${acknowledged.users.length} sign-ups, ` +
        `${acknowledged.forms.length} forms, ${acknowledged.orders.length} applications, ` +
        `${acknowledged.payments.length} repayments, all found; ${payoutIntents.length} payouts ` +
        `started over ${APPROVED + REPAYERS} approved orders and ${payouts.length} booked, none twice`,
    );
  }, 420_000);
});
