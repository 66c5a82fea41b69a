/**
 * A migrated, empty embedded database kept as a dump (node_modules/.cache/mkopo), so `npm start`
 * on a fresh data folder loads it instead of running initdb and every migration: seconds of CPU
 * at each first start. Named by the migrations and PGlite's version, so a new migration or a
 * PGlite upgrade makes a new one. Made after a fresh start has begun serving, when none exists.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { migrationsFolder, newPglite, pgliteDatabase } from './client';

const CACHE = join(process.cwd(), 'node_modules/.cache/mkopo');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Names the migrated state: every migration file's path and bytes, and the PGlite version. */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(file.slice(migrationsFolder.length));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The dump's path for today's migrations and PGlite: the one the test suites clone too. */
export function templateFile(cache = CACHE): string {
  return join(cache, `pglite-${templateKey()}.tar`);
}

/** The dump to start the data folder's database from: when that is new and a dump was made. */
export function startingDump(dataDir: string, file: string): string | undefined {
  const dir = join(dataDir, 'pglite');
  const fresh = !existsSync(dir) || readdirSync(dir).length === 0;
  return fresh && existsSync(file) ? file : undefined;
}

/** Makes the dump: an in-memory database, migrated, written aside then renamed into place. */
export async function makeTemplate(file: string): Promise<void> {
  const client = await newPglite();
  try {
    await pgliteDatabase(client).migrate();
    const dump = await client.dumpDataDir('none');
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
}

/**
 * Makes the dump in a process of its own, detached, when none exists: the server's memory never
 * holds a second database. Only where the sources are (npm start in the repository).
 */
export function makeTemplateAside(file: string): void {
  const script = join(process.cwd(), 'scripts/pglite-template.ts');
  if (existsSync(file) || !existsSync(script)) return;
  spawn(process.execPath, ['--import', 'tsx', script, file], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}
