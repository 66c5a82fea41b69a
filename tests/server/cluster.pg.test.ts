/**
 * WEB_CONCURRENCY on PostgreSQL: `npm start` runs that many servers on one port under a primary
 * that migrated once; a server that dies is replaced while the others keep answering; SIGTERM
 * ends them all. Real processes, real HTTP, the database DATABASE_URL names.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../e2e/journey-api';
import { isolatedPostgres } from './helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-cluster-'));
let primary: ChildProcess;
let drop: () => Promise<void>;
let base = '';
/** pids of the servers that said they listen, in order. */
const listening: number[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until(what: string, ok: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !ok(); i++) await new Promise((r) => setTimeout(r, 100));
  if (!ok()) throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  const db = await isolatedPostgres(process.env.DATABASE_URL!);
  await db.database.close();
  drop = db.drop;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  primary = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      WEB_CONCURRENCY: '2',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development', // no SPA build: the API is the subject
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
    }
  });
  await until('two servers', () => listening.length === 2);
}, 120_000);

afterAll(async () => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const home = () => apiCall(base, '', 'homepageData', {});

describe('several server processes on PostgreSQL', () => {
  it('runs two servers besides the primary, and they answer', async () => {
    expect(new Set(listening).size).toBe(2);
    expect(listening).not.toContain(primary.pid);
    const answers = await Promise.all(Array.from({ length: 20 }, home));
    expect(answers.every((a) => a.currency === 'TZS')).toBe(true);
  });

  it('replaces a server that dies while the other keeps answering', async () => {
    process.kill(listening[0]!, 'SIGKILL');
    // A kept-alive connection of the dead server is reset; the client's retry is answered.
    expect((await home().catch(home)).currency).toBe('TZS');
    await until('a new server', () => listening.length === 3);
    expect(new Set(listening).size).toBe(3);
    expect((await home()).currency).toBe('TZS');
  }, 120_000);

  it('ends every server on SIGTERM', async () => {
    const exited = new Promise<number | null>((r) => primary.once('exit', r));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await until('the servers to end', () => !listening.some(alive));
  }, 60_000);
});
