/**
 * One writer per embedded database: with a server running, `npm run ops` sends its commands to
 * that server, so a staff reply reaches the borrower and is never overwritten; a second server
 * on the same folder is refused with a message naming it. Real processes, real HTTP.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerFile } from '../../../src/server/ops/server-file';
import { apiCall } from '../../e2e/journey-api';

const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-ops-'));
// The embedded database's folder lock is the subject: PGlite even when the suite runs on PostgreSQL.
const { DATABASE_URL: _postgres, ...inherited } = process.env;
const env = {
  ...inherited,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  // No SPA build: this test is about the API and the operations command.
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  JOB_POLL_MS: '0',
};
const node = (script: string, args: string[] = []) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env, encoding: 'utf8' });

let server: ReturnType<typeof spawn>;
let base = '';

/** Up to 90 s: a server started through tsx on a busy two-core machine takes tens of seconds. */
async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  for (let i = 0; i < 900; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: 'ignore',
  });
  const { port } = await waitFor('the server file', () => readServerFile(dataDir));
  base = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function register(mobile: string): Promise<string> {
  await apiCall(base, '', 'getVerifyCode', { mobile, type: 'register' });
  const sent = (await (await fetch(`${base}/sandbox/sms?format=json`)).json()) as Array<{
    code: string;
  }>;
  const { token } = await apiCall(base, '', 'register', { mobile, code: sent[0]!.code });
  return token;
}

describe('npm run ops with the server running', () => {
  it('sends a staff reply through the server, where the borrower sees it and keeps it', async () => {
    const token = await register('0754111222');
    const { id } = await apiCall(base, token, 'feedbackCreate', {
      type: 6,
      description: 'I paid 1,000 but it does not show',
      receipts: [],
    });
    const reply = node('scripts/ops.ts', ['feedback', 'reply', String(id), 'We', 'found', 'it']);
    expect(reply.status, reply.stdout + reply.stderr).toBe(0);
    expect(reply.stdout).toContain(`replied to #${id}`);

    await apiCall(base, token, 'feedbackAddLeaveMsg', { id, content: 'Thank you' });
    const detail = await apiCall(base, token, 'feedbackDetail', { id });
    const contents = detail.messages.map((m) => m.content);
    expect(contents).toEqual(['We found it', 'Thank you']);
  });

  it('moves the sandbox clock of the running server', async () => {
    const moved = node('scripts/ops.ts', ['clock', '+2d']);
    expect(moved.status, moved.stdout + moved.stderr).toBe(0);
    expect(moved.stdout).toContain('2.00 days ahead');
    const seen = (await (await fetch(`${base}/sandbox/clock?format=json`)).json()) as {
      offsetMs: number;
    };
    expect(seen.offsetMs).toBe(2 * 86_400_000);
  });

  it('refuses a second server on the same database folder, naming it', () => {
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).not.toBe(0);
    expect(second.stderr + second.stdout).toContain(`in use by process ${server.pid}`);
  });

  it('opens the database itself once the server has stopped', async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    const list = node('scripts/ops.ts', ['feedback', 'list']);
    expect(list.status, list.stdout + list.stderr).toBe(0);
    expect(list.stdout).toContain('I paid 1,000');
  });
});
