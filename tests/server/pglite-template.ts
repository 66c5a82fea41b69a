/**
 * A migrated PGlite data directory, made once and cloned by every server test file: starting
 * PGlite and running every migration costs each file several seconds, loading a dump a fraction.
 * The dump is kept under node_modules/.cache, named by the migrations and the PGlite version, so
 * a new migration or a PGlite upgrade makes a new one and a run of one file reuses the last.
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
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { newPglite, pgliteDatabase } from '../../src/server/db/client';

const ROOT = new URL('../../', import.meta.url).pathname;
const MIGRATIONS = join(ROOT, 'src/server/db/migrations');
const CACHE = join(ROOT, 'node_modules/.cache/mkopo');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}

/** Names the migrated state: every migration file's path and bytes, and the PGlite version. */
export function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = join(ROOT, 'node_modules/@electric-sql/pglite/package.json');
  hash.update((JSON.parse(readFileSync(pglite, 'utf8')) as { version: string }).version);
  for (const file of filesUnder(MIGRATIONS)) {
    hash.update(file.slice(MIGRATIONS.length));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The path of the dump for today's migrations, made (and cached) if missing. */
export async function ensureTemplate(): Promise<string> {
  const file = join(CACHE, `pglite-${templateKey()}.tar`);
  if (existsSync(file)) return file;
  const client = await newPglite();
  await pgliteDatabase(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(CACHE, { recursive: true });
  // Written aside then renamed: two runs starting together never read half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** A new in-memory PGlite holding a copy of the migrated template. */
export function pgliteFromTemplate(file: string): Promise<PGlite> {
  return newPglite({ loadDataDir: new Blob([readFileSync(file)]) });
}
