/**
 * `npm start` figures: time from launch to a ready server (/readyz 200) and its resident memory
 * after a few idle seconds (read from its own /metrics), for the sources through tsx
 * (SERVER_BUILD=0) and the server built to JavaScript, on a fresh and on a warm data folder.
 * PGlite unless DATABASE_URL is set. Beside each, the memory by part and the start by phase
 * (start-parts.ts). Resident memory does not depend on the machine's load; times do.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryParts, startParts } from './start-parts';

const IDLE_MS = 3_000;

interface Started {
  readonly ms: number;
  readonly rssMb: number;
  /** Memory by part and start by phase, one line each. */
  readonly parts: readonly string[];
}

async function once(built: boolean, dataDir: string): Promise<Started> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      SERVER_BUILD: built ? '1' : '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development', // the SPA build is not what is measured
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 1200; i++) {
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const ms = performance.now() - started;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const metrics = await (await fetch(`${base}/metrics`)).text();
    const rss = Number(/^process_resident_memory_bytes (\d+)/m.exec(metrics)?.[1] ?? 0);
    // start.mjs runs the server in its own process: the child is the server.
    const parts = [startParts(metrics), memoryParts(metrics, child.pid ?? 0)];
    return { ms, rssMb: rss / 1024 / 1024, parts };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function benchStart(): Promise<void> {
  console.log(
    `\n== npm start: launch to ready, and memory after ${IDLE_MS / 1000} s idle (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) ==`,
  );
  for (const built of [false, true]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-bench-start-'));
    try {
      const fresh = await once(built, dataDir);
      const warm = await once(built, dataDir);
      console.log(
        `  ${built ? 'built (dist-server/)' : 'sources via tsx   '}  fresh ${(fresh.ms / 1000).toFixed(1)} s (goal 3), warm ${(warm.ms / 1000).toFixed(1)} s, idle RSS ${warm.rssMb.toFixed(0)} MB, fresh ${fresh.rssMb.toFixed(0)} MB (goal 300)`,
      );
      for (const [name, run] of [
        ['fresh', fresh],
        ['warm ', warm],
      ] as const)
        for (const line of run.parts) console.log(`      ${name} ${line}`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
