/**
 * Test harness for the server: a database per test file (in-memory PGlite, or a fresh PostgreSQL
 * database when DATABASE_URL is set), a movable clock, and helpers that seal requests as the
 * client does.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import {
  pgliteDatabase,
  newPglite,
  postgresDatabase,
  type Database,
  type Db,
} from '../../src/server/db/client';
import { SandboxSms } from '../../src/server/providers/sms';
import { contract, type EndpointName } from '../../src/shared/contract/index';
import { sealPayload } from '../../src/shared/envelope';
import { emptyingStatement } from './empty-tables';
import { pgliteFromTemplate } from './pglite-template';
import { assertNoStatementOverlap, watchStatementOverlap } from './statement-overlap';
import { NO_DIST_DIR } from '../support/no-dist';

export interface TestDb {
  readonly db: Db;
  readonly kind: Database['kind'];
  /** Empties every table, for a clean slate between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A new PostgreSQL database beside the one `url` names, empty or a copy of `template`; `drop`
 * removes it.
 */
export async function isolatedPostgres(
  url: string,
  template?: string,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const name = `mkopo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = postgresDatabase(new pg.Pool({ connectionString: own.toString(), max: 5 }));
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { database, url: own.toString(), drop };
}

/** One migrated database for a test file; call `reset` in beforeEach and `close` in afterAll, or let {@link setUpTestDb} do it. */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  // A clone of the template tests/global-setup.ts migrated once (named by the migrations, so it
  // is never behind them); without one (another config) migrate here.
  const template = url ? inject('postgresTemplate') : inject('pgliteTemplate');
  if (url) watchStatementOverlap();
  const { database, drop } = url
    ? await isolatedPostgres(url, template)
    : {
        database: pgliteDatabase(await (template ? pgliteFromTemplate(template) : newPglite())),
        drop: async () => {},
      };
  if (!template) await database.migrate();
  let emptyAll: string | undefined;
  return {
    db: database.db,
    kind: database.kind,
    async reset() {
      emptyAll ??= await emptyingStatement(database.db);
      await database.db.execute(sql.raw(emptyAll));
    },
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** The test configuration: sandbox on, no rate limit, silent logs, no SPA. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      DIST_DIR: NO_DIST_DIR,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_TOKEN_PER_MINUTE: '0',
      RATE_LIMIT_PER_DEVICE_PER_MINUTE: '0',
    }),
    ...overrides,
  };
}

/** A clock the test moves by hand. */
export function createClock(start = Date.UTC(2026, 0, 15, 6, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly sms: SandboxSms;
  readonly clock: ReturnType<typeof createClock>;
  readonly config: AppConfig;
}

/** Builds the app on a test database with a fake clock and a sandbox SMS the test can read. */
export async function buildTestApp(
  testDb: TestDb,
  options: { config?: Partial<AppConfig>; deps?: AppDeps } = {},
): Promise<TestApp> {
  const clock = createClock();
  const sms = new SandboxSms(clock.now);
  const config = testConfig(options.config);
  const app = await buildApp(config, { db: testDb.db, clock: clock.now, sms, ...options.deps });
  return { app, sms, clock, config };
}

/** What the set-up hooks made, or a clear error when a test file reads it before they ran. */
function made<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`${what} exists only inside tests and hooks, once the set-up hooks ran`);
  return value;
}

/**
 * Registers the database hooks of a server test file (one database for the file, emptied before
 * each test unless `reset: false`), so every file gets the same isolation without repeating them.
 */
export function setUpTestDb(options: { reset?: boolean } = {}): { readonly testDb: TestDb } {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  if (options.reset ?? true) beforeEach(() => made(testDb, 'testDb').reset());
  // On PostgreSQL: no test sends two statements at once on one connection (statement-overlap.ts).
  afterEach(assertNoStatementOverlap);
  afterAll(async () => {
    await testDb?.close();
  });
  return {
    get testDb() {
      return made(testDb, 'testDb');
    },
  };
}

export interface TestAppSetup {
  readonly config?: Partial<AppConfig>;
  readonly deps?: AppDeps;
  /** A fresh app for each test (default), or one app for the whole file. */
  readonly perTest?: boolean;
  /** Empty the database before each test (default). */
  readonly reset?: boolean;
  /** Give each app a throw-away data folder, removed when it closes: nothing lands in `.data`. */
  readonly dataDir?: boolean;
}

/**
 * Registers the hooks of a server test file: the database of {@link setUpTestDb} and an app on it,
 * closed after each test (or after the file when `perTest: false`). Read `t`, `testDb` and
 * `dataDir` inside tests and hooks: they are made by the hooks.
 */
export function setUpTestApp(options: TestAppSetup = {}): {
  readonly testDb: TestDb;
  readonly t: TestApp;
  readonly dataDir: string;
} {
  const base = setUpTestDb({ reset: options.reset });
  let t: TestApp | undefined;
  let dataDir: string | undefined;
  const open = async () => {
    dataDir = options.dataDir ? mkdtempSync(join(tmpdir(), 'mkopo-test-')) : undefined;
    const config = dataDir === undefined ? options.config : { ...options.config, dataDir };
    t = await buildTestApp(base.testDb, { config, deps: options.deps });
  };
  const close = async () => {
    await t?.app.close();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
    t = undefined;
    dataDir = undefined;
  };
  if (options.perTest ?? true) {
    beforeEach(open);
    afterEach(close);
  } else {
    beforeAll(open);
    afterAll(close);
  }
  return {
    get testDb() {
      return base.testDb;
    },
    get t() {
      return made(t, 't');
    },
    get dataDir() {
      return made(dataDir, 'dataDir');
    },
  };
}

export interface CallOptions {
  readonly token?: string;
  readonly lang?: string;
  readonly ip?: string;
  readonly packageName?: string;
  /** The §7 platform header; the native shell's `android` unless a test says otherwise. */
  readonly platform?: string;
  /** The device id header (`afid`), when the test plays one device. */
  readonly afid?: string;
}

/** Calls a contract endpoint as the client does: payload + `t`, encrypted, GET or POST. */
export function call(
  app: FastifyInstance,
  name: EndpointName,
  payload: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const def = contract[name];
  const cipher = sealPayload(payload, options.packageName ?? 'com.mkopo.credit');
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.lang) headers.lang = options.lang;
  if (options.afid) headers.afid = options.afid;
  headers.platform = options.platform ?? 'android';
  const url = `${def.base}${def.path}`;
  const remoteAddress = options.ip ?? '127.0.0.1';
  if (def.method === 'GET') {
    return app.inject({
      method: 'GET',
      url: `${url}?abcde123=${encodeURIComponent(cipher)}`,
      headers,
      remoteAddress,
    });
  }
  headers['content-type'] = 'text/plain';
  return app.inject({ method: 'POST', url, payload: cipher, headers, remoteAddress });
}

/** The newest code the sandbox "sent" to a number. */
export function lastCode(sms: SandboxSms, mobile: string): string {
  const found = sms.recent().find((m) => m.mobile === mobile);
  if (!found) throw new Error(`no SMS sent to ${mobile}`);
  return found.code;
}

/** Requests a code and signs up or in with it; returns the session token. */
export async function signIn(
  t: TestApp,
  mobile: string,
  type: 'login' | 'register' = 'register',
): Promise<string> {
  const sent = await call(t.app, 'getVerifyCode', { mobile, type });
  if (sent.json().code !== 0) throw new Error(`getVerifyCode: ${sent.body}`);
  // This number's own code: borrowers signing in at once may each have been sent one since.
  const national = mobile.replace(/\D/g, '').replace(/^0/, '');
  const e164 = t.sms.recent().find((m) => m.mobile.endsWith(national))?.mobile ?? '';
  const res = await call(t.app, type, { mobile, code: lastCode(t.sms, e164) });
  const body = res.json() as { code: number; data: { token: string } };
  if (body.code !== 0) throw new Error(`${type}: ${res.body}`);
  t.clock.advance(61_000);
  return body.data.token;
}
