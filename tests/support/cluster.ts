/**
 * Real server processes for the tests that need them (races across processes, crashes, a
 * cluster): a free port, a wait for a condition, and `npm start` on its own PostgreSQL database
 * with WEB_CONCURRENCY servers under one primary, whose log says which process listens and
 * which answered each request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/server/db/client';
import { isolatedPostgres } from '../server/helpers';
import { builtServer } from './built-server';

/** A port nothing listens on now, for a server the test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits until `ok` holds, asking every `everyMs`; throws naming `what` after `tries` asks. */
export async function until(
  what: string,
  ok: () => boolean | Promise<boolean>,
  { tries = 600, everyMs = 100 } = {},
): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Whether the process `pid` still runs. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** How long a test hook may wait for {@link startCluster}. */
export const CLUSTER_START_MS = 180_000;

export interface Cluster {
  /** `http://127.0.0.1:<port>`, where every server of the cluster listens. */
  readonly base: string;
  readonly primary: ChildProcess;
  /** The cluster's own database (migrated by the primary), for the test to read and seed. */
  readonly database: Database;
  /** pids of the servers that said they listen, in order (a replacement is appended). */
  readonly listening: number[];
  /** The pid that answered each completed request, in order. */
  readonly answeredBy: number[];
  /** Ends the primary (SIGTERM, then SIGKILL), drops the database and removes the data folder. */
  stop(): Promise<void>;
}

/**
 * The server as production runs it (built, decision 0029) with WEB_CONCURRENCY=`servers` on a new, empty database of the PostgreSQL
 * DATABASE_URL names; resolves once every server listens (give its hook {@link CLUSTER_START_MS}).
 * The SPA is not built: the API is the subject.
 */
export async function startCluster(servers = 2): Promise<Cluster> {
  const made = await isolatedPostgres(process.env.DATABASE_URL!);
  const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-cluster-'));
  const built = await builtServer();
  const port = await freePort();
  const listening: number[] = [];
  const answeredBy: number[] = [];
  const primary = spawn(process.execPath, [built.main], {
    env: {
      ...process.env,
      ...built.env,
      DATABASE_URL: made.url,
      WEB_CONCURRENCY: String(servers),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      JOB_POLL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffer = '';
  primary.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const entry = JSON.parse(line) as { pid: number; msg: string };
      if (entry.msg.includes(' listening on ')) listening.push(entry.pid);
      if (entry.msg === 'request completed') answeredBy.push(entry.pid);
    }
  });
  const stop = async () => {
    if (primary.exitCode === null && primary.signalCode === null) {
      const exited = new Promise((r) => primary.once('exit', r));
      primary.kill('SIGTERM');
      const late = setTimeout(() => primary.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    }
    await made.database.close();
    await made.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Generous: a loaded machine can take many seconds to start a server.
    await until(`${servers} servers`, () => listening.length === servers, { tries: 1_500 });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    primary,
    database: made.database,
    listening,
    answeredBy,
    stop,
  };
}
