/** The real server for browser tests: built SPA, sandbox providers, an embedded database on disk. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildApp } from '../../src/server/app';
import { assertBuildDir } from '../../src/server/build-spa';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/client';
import { openSandboxClock } from '../../src/server/features/sandbox/clock';
import { writeServerFile } from '../../src/server/ops/server-file';
import type { Clock } from '../../src/server/types';
import { ensureTemplate } from '../server/pglite-template';
import { launchBrowser } from './browser';

/** Where the browser tests build and serve the SPA (an empty E2E_DIST_DIR means the default). */
export function e2eDistDir(): string {
  return assertBuildDir(process.env.E2E_DIST_DIR || 'dist');
}

export interface RunningServer {
  url: string;
  /** Moves the server's clock forward, as a borrower would wait (resend delays, code expiry). */
  advance(ms: number): void;
  close(): Promise<void>;
  /** The server's configuration, database and clock, for what staff do off-screen (ops commands). */
  config: AppConfig;
  db: Db;
  clock: Clock;
}

export interface ServerOptions {
  /**
   * Runs on the sandbox clock as `npm start` does, so a tester moves time at /sandbox/clock;
   * `advance` then moves the wall clock under it. Otherwise the test owns the clock.
   */
  sandboxClock?: boolean;
  /** More settings, as environment variables would give them (`RAILS: 'simulators'`…). */
  env?: Readonly<Record<string, string>>;
  /**
   * Serves a copy of the built SPA of its own, for a test that writes a new build into it while
   * other test files run beside it on the shared one.
   */
  ownBuild?: boolean;
}

/** A copy of the built SPA inside `dataDir`, which the server's close removes. */
function copyOfBuild(dataDir: string): string {
  const copy = join(dataDir, 'dist');
  cpSync(e2eDistDir(), copy, { recursive: true });
  return copy;
}

/**
 * Starts what `npm start` starts, on a free loopback port and a throw-away data directory, and
 * writes DATA_DIR/server.json as main.ts does, so `npm run ops` on that directory reaches it.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-e2e-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_TOKEN_PER_MINUTE: '0',
      RATE_LIMIT_PER_DEVICE_PER_MINUTE: '0',
      ...options.env,
    }),
    distDir: options.ownBuild ? copyOfBuild(dataDir) : e2eDistDir(),
  };
  let offset = 0;
  const wall: Clock = () => Date.now() + offset;
  // Opened here rather than by buildApp so a test can share the one embedded connection.
  // From the migrated dump the unit suite uses: the migrations still run, and find nothing to do.
  const database = await openDatabase(config, { startFrom: await ensureTemplate() });
  await database.migrate();
  // The server's sandbox clock as a second process would read it (the offset within 200 ms).
  const sandboxClock = options.sandboxClock
    ? await openSandboxClock(database.db, wall, 200)
    : undefined;
  const clock = sandboxClock?.now ?? wall;
  const app = await buildApp(
    config,
    sandboxClock ? { wallClock: wall, db: database.db } : { clock, db: database.db },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const forgetServerFile = writeServerFile(dataDir, Number(new URL(url).port));
  return {
    url,
    advance: (ms) => {
      offset += ms;
    },
    async close() {
      forgetServerFile();
      sandboxClock?.stop();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    config,
    db: database.db,
    clock,
  };
}

export interface BrowserTest {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts the real server and Chromium once for the calling test file and closes both after it;
 * call at module level. The getters are read inside tests, once both have started.
 */
export function setUpBrowserTest(options: ServerOptions = {}): BrowserTest {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} has not started: read it inside a test`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}

interface SentSms {
  mobile: string;
  purpose: string;
  code: string;
  sentAt: number;
}

/** The newest sandbox SMS code sent to a number (E.164), as a tester reads it at /sandbox/sms. */
export async function latestSmsCode(baseUrl: string, e164: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const sent = (await (await fetch(`${baseUrl}/sandbox/sms?format=json`)).json()) as SentSms[];
    const hit = sent.find((m) => m.mobile === e164);
    if (hit) return hit.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code was sent to ${e164}`);
}

export interface Mobile {
  national: string;
  e164: string;
}

/** A Tanzanian mobile number no other test uses. */
export function freshNumber(): Mobile {
  // 075: a Vodacom number, so the wallet screen pre-selects M-Pesa as it does for most borrowers
  // (a random 07x could fall on a prefix no wallet claims, and the journey would wait for a pick).
  // Ending in 7: the sandbox reads a swapped SIM or a fault from endings 000, 8888, 9999.
  const rest = `5${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}7`;
  return { national: `07${rest}`, e164: `+2557${rest}` };
}
