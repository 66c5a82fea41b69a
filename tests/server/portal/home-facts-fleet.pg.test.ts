/**
 * Home's facts kept on PostgreSQL by two servers sharing one database (two apps, each with its own
 * pool, cache and listening connection): a read answers from what its server kept while nothing
 * changed, a write through one server is seen by the other's very next read, and a server whose
 * listener is cut keeps nothing until it hears again.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { postgresDatabase, type Database, type Db } from '../../../src/server/db/client';
import { openNoticeListener } from '../../../src/server/db/listener';
import { users } from '../../../src/server/db/schema';
import { homeFactsCache } from '../../../src/server/features/portal/home-facts-cache';
import { SandboxSms } from '../../../src/server/providers/sms';
import { anOrder } from '../../support/factories';
import { call, createClock, isolatedPostgres, signIn, testConfig, type TestApp } from '../helpers';
import { ensurePostgresTemplate } from '../postgres-template';

const silent = { info: () => {}, warn: () => {} };
let databases: Database[] = [];
let url = '';
let drop: () => Promise<void>;
let a: TestApp;
let b: TestApp;

async function server(database: Database): Promise<TestApp> {
  const clock = createClock();
  const sms = new SandboxSms(clock.now);
  const config = testConfig();
  const app = await buildApp(config, { db: database.db, clock: clock.now, sms, runJobs: false });
  return { app, sms, clock, config };
}

beforeAll(async () => {
  const base = process.env.DATABASE_URL!;
  const made = await isolatedPostgres(base, await ensurePostgresTemplate(base));
  ({ url, drop } = made);
  databases = [made.database, postgresDatabase(new pg.Pool({ connectionString: url, max: 3 }))];
  a = await server(databases[0]!);
  b = await server(databases[1]!);
});

afterAll(async () => {
  await Promise.all([a, b].map((t) => t?.app.close()));
  await Promise.all(databases.map((d) => d.close()));
  await drop?.();
});

async function maxAmount(t: TestApp, token: string): Promise<number> {
  const res = await call(t.app, 'homepageData', {}, { token });
  expect(res.json().code, res.body).toBe(0);
  return (res.json() as { data: { maxAmount: number } }).data.maxAmount;
}

/** A loan repaid on time: Home's limit moves up one rung (60,000 to 150,000). */
function repaidLoan(db: Db, userId: number) {
  const at = new Date(Date.UTC(2026, 0, 1));
  const loan = { status: 4 as const, onTime: 1, countsForLimit: 1, amount: 50_000, days: 91 };
  return anOrder(db, { id: userId, country: 'TZ' }, { ...loan, createdAt: at, updatedAt: at });
}

/** Writes with triggers off, so no notice is sent: only a kept read can miss it. */
function silently(db: Db, write: (tx: Db) => Promise<unknown>): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx as unknown as Db); // a transaction is used as the handle it came from
  });
}

async function userIdOf(db: Db, mobile: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.mobile} = ${mobile}`);
  return Number(row?.id);
}

describe('Home facts kept by a fleet on PostgreSQL', () => {
  it('answers from what it kept, and sees a write on the other server at its next read', async () => {
    const token = await signIn(a, '0754000901');
    const dbA = databases[0]!.db;
    const dbB = databases[1]!.db;
    const userId = await userIdOf(dbA, '+255754000901');
    expect(await maxAmount(b, token)).toBe(60000);
    expect(homeFactsCache(dbB).size).toBe(1);
    // Kept: a change no notice announces is not seen.
    await silently(dbA, (tx) => repaidLoan(tx, userId));
    expect(await maxAmount(b, token)).toBe(60000);
    // Any announced write on server A is seen by B's very next read, every time.
    for (let i = 0; i < 20; i++) {
      await dbA.execute(sql`update users set country = country where id = ${userId}`);
      expect(await maxAmount(b, token)).toBe(150000);
      await silently(dbA, (tx) =>
        tx.execute(sql`update loan_orders set status = 5 where user_id = ${userId}`),
      );
      await dbA.execute(sql`update users set country = country where id = ${userId}`);
      expect(await maxAmount(b, token)).toBe(60000);
      await silently(dbA, (tx) =>
        tx.execute(sql`update loan_orders set status = 4 where user_id = ${userId}`),
      );
    }
  });

  it('hears every notice committed before it asks, on its own connection', async () => {
    const heard: string[] = [];
    const listener = await openNoticeListener(
      url,
      ['user_rows'],
      { onNotice: (_c, payload) => heard.push(payload), onGap: () => {} },
      silent,
    );
    try {
      const db = databases[0]!.db;
      for (let i = 0; i < 30; i++) {
        await db.execute(sql`select pg_notify('user_rows', ${String(-i)})`);
        expect(await listener.caughtUp()).toBe(true);
        expect(heard.at(-1)).toBe(String(-i));
      }
    } finally {
      await listener.stop();
    }
    expect(await listener.caughtUp()).toBe(false);
  });

  it('trusts nothing it kept once its listener is cut', async () => {
    const token = await signIn(a, '0754000902');
    const dbA = databases[0]!.db;
    const userId = await userIdOf(dbA, '+255754000902');
    expect(await maxAmount(b, token)).toBe(60000);
    // The listening connections, whose last query is LISTEN or the empty query that catches up.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and (query ilike 'listen%' or query = '') and pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.end();
    }
    // Deaf or heard again, a change no notice announced is seen at once after the cut.
    await silently(dbA, (tx) => repaidLoan(tx, userId));
    expect(await maxAmount(b, token)).toBe(150000);
  });
});
