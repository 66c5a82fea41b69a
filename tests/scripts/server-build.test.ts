/**
 * The server built to JavaScript: a build is current until a source changes, and the built
 * bundle runs with plain node (no transpiler), finds its migrations and the country packs, and
 * answers ready.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the start script, without types
import { buildServer, isCurrent, mainOf, sourceStamp } from '../../scripts/server-build.mjs';

const root = resolve('.');
const out = mkdtempSync(join(tmpdir(), 'mkopo-server-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the server build', () => {
  it('is current until a source changes', () => {
    const fake = mkdtempSync(join(tmpdir(), 'mkopo-stamp-'));
    mkdirSync(join(fake, 'src/server'), { recursive: true });
    writeFileSync(join(fake, 'src/server/a.ts'), 'export {}');
    const before = sourceStamp(fake) as string;
    expect(sourceStamp(fake)).toBe(before);
    utimesSync(join(fake, 'src/server/a.ts'), new Date(), new Date(Date.now() + 5_000));
    expect(sourceStamp(fake)).not.toBe(before);
    // An image ships package.json but no sources: its build is taken as it is.
    rmSync(join(fake, 'src'), { recursive: true });
    writeFileSync(join(fake, 'package.json'), '{}');
    expect(sourceStamp(fake)).toBeUndefined();
    rmSync(fake, { recursive: true, force: true });
  });

  it('runs with plain node and answers ready', async () => {
    expect(isCurrent(root, out)).toBe(false);
    await buildServer(root, out);
    expect(isCurrent(root, out)).toBe(true);
    // Outside the repository the bundle finds the packages through a node_modules beside it.
    symlinkSync(join(root, 'node_modules'), join(out, 'node_modules'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, [mainOf(out) as string], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(out, 'data'),
        SCHEMAS_DIR: join(root, 'schemas'),
        LOCALES_DIR: join(root, 'locales'),
        NODE_ENV: 'development',
        // The embedded database, as `npm start` runs it, even when the suite runs on PostgreSQL.
        DATABASE_URL: '',
        JOB_POLL_MS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let exitCode: number | null | undefined;
    child.once('exit', (code) => (exitCode = code));
    try {
      // Asked until it answers ready or exits: how long the embedded database takes to migrate
      // depends on the machine, so only the test's own timeout bounds the wait.
      let answer: Response | undefined;
      while (exitCode === undefined && !answer?.ok) {
        answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
        if (!answer?.ok) await new Promise((r) => setTimeout(r, 100));
      }
      expect(exitCode, 'the server exited before it answered ready').toBeUndefined();
      expect(await answer?.json()).toMatchObject({ status: 'ready' });
      const exited = new Promise<number | null>((r) => child.once('exit', r));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 600_000);
});
