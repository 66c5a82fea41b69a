/**
 * The server the walk reads: `npm start`'s entry on a demo book's data folder, on a free loopback
 * port, serving the console built from the sources as they are (into a folder of the walk's own,
 * so a build beside it is not disturbed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';

export interface Served {
  readonly url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// A first start builds the console (vite) on a busy machine: minutes, not seconds.
const READY_MS = 10 * 60_000;

async function ready(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + READY_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server ended with ${child.exitCode}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    // Polled each half second: the answer says when, the interval only how often to ask.
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server was not ready after ${READY_MS / 1000} s`);
}

/** Starts the server on `dataDir`; its own output (and the console's build) goes to `logFile`. */
export async function serve(dataDir: string, spaDir: string, logFile: string): Promise<Served> {
  const port = await freePort();
  if (!process.env.DIST_DIR) rmSync(spaDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DIST_DIR: process.env.DIST_DIR ?? spaDir,
      SANDBOX: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await ready(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
