/**
 * A PostgreSQL cluster and a Redis of the test's own, in a temporary folder on free ports, for
 * tests that restart them (the machine's own servers are never touched). PostgreSQL refuses to run
 * as root, so as root its tools run as the `postgres` user, who then owns the folder.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { freePort, until } from './cluster';

const run = promisify(execFile);

/** The newest PostgreSQL server tools installed (Debian's layout), if any. */
export function postgresTools(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/** Whether a Redis server can be started here. */
export const redisInstalled = () =>
  ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].some((p) => existsSync(p));

export interface OwnPostgres {
  /** The `postgres` database as the superuser `postgres`. */
  readonly url: string;
  start(): Promise<void>;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

/** A uid/gid pair from `id`, for the folder PostgreSQL's user must own. */
async function idsOf(user: string): Promise<{ uid: number; gid: number }> {
  const uid = Number((await run('id', ['-u', user])).stdout.trim());
  const gid = Number((await run('id', ['-g', user])).stdout.trim());
  return { uid, gid };
}

/** initdb, then start on a free port of 127.0.0.1 (no fsync: the machine never crashes here). */
export async function ownPostgres(bin: string): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'mkopo-own-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await idsOf('postgres');
    chownSync(dir, uid, gid);
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args])
      : run(join(bin, name), args);
  const port = await freePort();
  await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (...args: string[]) =>
    tool('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '120', ...args]);
  const start = () => ctl('start', '-o', options).then(() => undefined);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: (mode) => ctl('stop', '-m', mode).then(() => undefined),
    restart: (mode) => ctl('restart', '-m', mode, '-o', options).then(() => undefined),
    destroy: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OwnRedis {
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Whether a Redis answers at `url` now. */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** `redis-server` on a free port, keeping nothing on disk; stopped and started on that port. */
export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await until('redis to answer', () => redisAnswers(url));
  };
  await start();
  return {
    url,
    start,
    stop: async () => {
      if (!server || server.exitCode !== null || server.signalCode !== null) return;
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    },
  };
}
