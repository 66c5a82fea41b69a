/**
 * The server image as the Dockerfile lays it out (decision 0050), since no image can be built
 * here: the server bundle, the packages it imports with theirs, the SPA as static files and the
 * data files, in a folder of their own with no way back to the repository's node_modules. The
 * server starts from it with plain `node` and answers /readyz and the SPA's page, and none of the
 * front end's libraries nor the build tools are in it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules of the build scripts, without types
import { buildServer } from '../../../scripts/server-build.mjs';
// @ts-expect-error: as above
import { layRuntime } from '../../../scripts/server-runtime.mjs';
import { freePort, until } from '../../support/cluster';
import { isolatedPostgres } from '../helpers';

const out = mkdtempSync(join(tmpdir(), 'mkopo-image-'));
const app = join(out, 'app');
const spaMarker = `spa-${process.pid}`;
let packages: string[] = [];
let server: ChildProcess | undefined;
let port = 0;
let drop = async () => {};

beforeAll(async () => {
  const dist = join(out, 'dist');
  mkdirSync(dist);
  // The SPA's build is Vite's concern; the image's is that the server serves what it built.
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>app</title><div id="root" data-build="${spaMarker}"></div>`,
  );
  await buildServer(resolve('.'), join(out, 'dist-server'));
  packages = layRuntime(resolve('.'), app, {
    serverDir: join(out, 'dist-server'),
    distDir: dist,
    link: true,
  }) as string[];
  port = await freePort();
  // On PostgreSQL when the suite has one (CI): the embedded database's first start is slower.
  const database = process.env.DATABASE_URL
    ? await isolatedPostgres(process.env.DATABASE_URL)
    : undefined;
  if (database) {
    await database.database.close();
    drop = database.drop;
  }
  // Linked packages resolve their own imports from the layout, not from where they really are.
  server = spawn(process.execPath, ['--preserve-symlinks', 'dist-server/src/server/main.js'], {
    cwd: app,
    // Only what the image's environment gives: no NODE_PATH, no DATABASE_URL of the test run.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(out, 'data'),
      ...(database ? { DATABASE_URL: database.url } : {}),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await until(
    'the laid-out server to be ready',
    async () => {
      if (server?.exitCode !== null) throw new Error(`the server exited with ${server?.exitCode}`);
      return fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
    },
    { tries: 1200 },
  );
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  await drop();
  rmSync(out, { recursive: true, force: true });
});

describe('the server image laid out', () => {
  it('holds the bundle, its packages, the SPA and the data files, and no front end or build tool', () => {
    for (const part of [
      'dist-server/src/server/main.js',
      'dist-server/src/server/migrations',
      'dist/index.html',
      'schemas',
      'locales',
    ])
      expect(existsSync(join(app, part)), part).toBe(true);
    expect(packages).toContain('fastify');
    for (const name of [
      'react',
      'react-dom',
      '@mantine/core',
      '@rjsf/core',
      'esbuild',
      'tsx',
      'typescript',
      'vite',
    ])
      expect(existsSync(join(app, 'node_modules', name)), name).toBe(false);
    expect(existsSync(join(app, 'src'))).toBe(false);
  });

  it('starts with plain node and answers readiness and the SPA', async () => {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { checks: Record<string, string> }).checks).toMatchObject({
      database: 'ok',
      migrations: 'ok',
      packs: 'ok',
    });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(spaMarker);
    const form = await fetch(`http://127.0.0.1:${port}/api/forms/tz/personal`);
    expect(form.status).toBe(200);
  });
});
