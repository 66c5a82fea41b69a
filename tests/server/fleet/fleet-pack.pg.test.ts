/**
 * One version of the data files for a fleet (decision 0043): two server processes on one
 * PostgreSQL, each with its own copy of schemas/ and locales/ (as each container has its own).
 * The publishing server's folder is the one operations edit: a good edit is served by the
 * other within seconds, a broken one is refused by both while both keep serving the last good,
 * and both say they serve the same version; a server started after the broken edit serves the
 * same last good version as its peers.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FleetPackStatus } from '../../../src/server/forms/fleet-pack';
import { builtServer } from '../../support/built-server';
import { freePort, until } from '../../support/cluster';
import { NO_DIST_DIR } from '../../support/no-dist';
import { isolatedPostgres } from '../helpers';
import { startServer } from './fleet-harness';

const out = mkdtempSync(join(tmpdir(), 'mkopo-fleet-pack-'));
const folderOf = (name: string) => ({
  schemas: join(out, name, 'schemas'),
  locales: join(out, name, 'locales'),
});
const publisher = folderOf('publisher');
const follower = folderOf('follower');
const ports: number[] = [];
const servers: ChildProcess[] = [];
let drop: () => Promise<void> = async () => {};
let startOne: (folders: { schemas: string; locales: string }, mode: string) => Promise<number>;
/** How long a change may take to reach every server: notices at once, the poll within 1 s. */
const REACH_MS = 15_000;

const readyz = async (port: number) =>
  ((await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as { pack: FleetPackStatus })
    .pack;
const served = async (port: number, path: string) =>
  (await fetch(`http://127.0.0.1:${port}${path}`)).text();
const reached = (what: string, ok: () => Promise<boolean>) =>
  until(what, ok, { tries: REACH_MS / 50, everyMs: 50 });

beforeAll(async () => {
  const made = await isolatedPostgres(process.env.DATABASE_URL!);
  await made.database.migrate();
  await made.database.close();
  drop = made.drop;
  for (const folders of [publisher, follower]) {
    cpSync(resolve('schemas'), folders.schemas, { recursive: true });
    cpSync(resolve('locales'), folders.locales, { recursive: true });
  }
  // The follower's copy is older than the fleet's: the published version replaces it.
  const words = join(follower.locales, 'en', 'forms.json');
  writeFileSync(words, readFileSync(words, 'utf8').replace('This field is required', 'Old words'));
  const built = await builtServer();
  startOne = async (folders, mode) => {
    const port = await freePort();
    servers.push(
      await startServer(built.main, port, {
        DATABASE_URL: made.url,
        DATA_DIR: join(out, `data-${servers.length}`),
        DIST_DIR: NO_DIST_DIR,
        SCHEMAS_DIR: folders.schemas,
        LOCALES_DIR: folders.locales,
        FLEET_PACK: mode,
        FLEET_PACK_POLL_SECONDS: '1',
        NODE_ENV: 'development',
        JOB_POLL_MS: '0',
        LOG_LEVEL: 'warn',
      }),
    );
    return port;
  };
  ports.push(await startOne(publisher, 'publish'), await startOne(follower, 'follow'));
}, 180_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      (child) =>
        new Promise((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
    ),
  );
  await drop();
  rmSync(out, { recursive: true, force: true });
});

describe('one version of the data files for the fleet', () => {
  it('serves the published version on every server, whatever its own copy held', async () => {
    await reached('both servers on the first version', async () => {
      const [a, b] = await Promise.all(ports.map(readyz));
      return a?.version === 1 && b?.version === 1;
    });
    const [a, b] = await Promise.all(ports.map(readyz));
    expect(a).toMatchObject({ mode: 'publish', version: 1, refused: [] });
    expect(b).toMatchObject({ mode: 'follow', version: 1, digest: a?.digest, refused: [] });
    for (const port of ports)
      expect(await served(port, '/api/locales/en/forms')).toContain('This field is required');
    expect(readFileSync(join(follower.locales, 'en', 'forms.json'), 'utf8')).not.toContain(
      'Old words',
    );
  });

  it("shows an operator's edit on the other server within seconds", async () => {
    const words = join(publisher.locales, 'en', 'forms.json');
    const edited = 'Please fill in this field';
    writeFileSync(words, readFileSync(words, 'utf8').replace('This field is required', edited));
    const started = performance.now();
    await reached('the edit on both servers', async () =>
      (await Promise.all(ports.map((p) => served(p, '/api/locales/en/forms')))).every((text) =>
        text.includes(edited),
      ),
    );
    console.log(`an edit reached both servers in ${Math.round(performance.now() - started)} ms`);
    const [a, b] = await Promise.all(ports.map(readyz));
    expect(a?.version).toBe(2);
    expect(b).toMatchObject({ version: 2, digest: a?.digest, publishedBy: a?.publishedBy });
  });

  it('refuses a broken edit on both servers, which keep serving the last good', async () => {
    const before = await Promise.all(ports.map((p) => served(p, '/api/forms/tz/personal')));
    expect(before[0]).toBe(before[1]);
    const form = join(publisher.schemas, 'tz', 'personal.json');
    writeFileSync(form, readFileSync(form, 'utf8').replace(/\}\s*$/, ''));
    await reached('the broken file refused on both', async () =>
      (await Promise.all(ports.map(readyz))).every(
        (s) => s.version === 3 && s.refused.includes('schemas/tz/personal.json'),
      ),
    );
    const after = await Promise.all(ports.map((p) => served(p, '/api/forms/tz/personal')));
    expect(after).toEqual(before);
    const [a, b] = await Promise.all(ports.map(readyz));
    expect(b).toMatchObject({ version: a?.version, digest: a?.digest, refused: a?.refused });
    for (const port of ports)
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  });

  it('gives a server started after the broken edit the last good version its peers serve', async () => {
    const before = await served(ports[0]!, '/api/forms/tz/personal');
    // A new container: its image's copy of the form differs from the fleet's, and it has no
    // last good copies of its own.
    const late = folderOf('late');
    cpSync(resolve('schemas'), late.schemas, { recursive: true });
    cpSync(resolve('locales'), late.locales, { recursive: true });
    const form = join(late.schemas, 'tz', 'personal.json');
    writeFileSync(form, readFileSync(form, 'utf8').replace('"maxLength": 50', '"maxLength": 49'));
    const port = await startOne(late, 'follow');
    await reached(
      'the late server on the newest version',
      async () => (await readyz(port)).version === 3,
    );
    expect(await readyz(port)).toMatchObject({
      version: 3,
      refused: ['schemas/tz/personal.json'],
    });
    expect(await served(port, '/api/forms/tz/personal')).toBe(before);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  });
});
