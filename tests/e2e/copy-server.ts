/**
 * `npm start` in a copy of the repository, as a developer runs it (it builds the app, then serves
 * it on the sandbox clock), and the tester's sandbox pages of that server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import { freePort } from '../support/cluster';

export interface CopyServer {
  readonly url: string;
  /** Moves the server's sandbox clock, as a tester does at /sandbox/clock ("+61s", "+2h"). */
  moveClock(by: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startCopy(root: string): Promise<CopyServer> {
  const port = await freePort();
  const server: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(root, '.data'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_TOKEN_PER_MINUTE: '0',
      RATE_LIMIT_PER_DEVICE_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.pid === undefined || server.exitCode !== null) return;
    const stopped = new Promise((r) => server.once('exit', r));
    process.kill(-server.pid, 'SIGTERM'); // npm and the server under it
    await stopped;
  };
  const moveClock = async (by: string) => {
    const answer = await fetch(`${url}/sandbox/clock?format=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ by }).toString(),
    });
    expect(answer.status).toBe(200);
  };
  for (let tries = 0; tries < 240; tries++) {
    if (server.exitCode !== null) throw new Error(`npm start stopped:\n${log}`);
    try {
      if ((await fetch(`${url}/`)).ok) return { url, moveClock, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`npm start did not answer in 2 minutes:\n${log}`);
}
