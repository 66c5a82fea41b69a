/**
 * A migrated PGlite data directory, made once and cloned by every server test file: starting
 * PGlite and running every migration costs each file several seconds, loading a dump a fraction.
 * It is the dump a fresh `npm start` starts from (src/server/db/pglite-template.ts), named by the
 * migrations and the PGlite version, so a new migration or a PGlite upgrade makes a new one and a
 * run of one file reuses the last.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { newPglite } from '../../src/server/db/client';
import { makeTemplate, templateFile } from '../../src/server/db/pglite-template';

export { templateKey } from '../../src/server/db/pglite-template';

/** The path of the dump for today's migrations, made (and cached) if missing. */
export async function ensureTemplate(): Promise<string> {
  const file = templateFile();
  if (!existsSync(file)) await makeTemplate(file);
  return file;
}

/** A new in-memory PGlite holding a copy of the migrated template. */
export function pgliteFromTemplate(file: string): Promise<PGlite> {
  return newPglite({ loadDataDir: new Blob([readFileSync(file)]) });
}
