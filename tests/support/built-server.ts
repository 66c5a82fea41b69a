/**
 * The server built to JavaScript as production runs it (`npm run build:server`), for tests that
 * start real server processes again and again: a built server starts in about a second, where
 * `node --import tsx src/server/main.ts` transpiles for several on a busy machine.
 */
import { symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
// @ts-expect-error: a plain ES module of the start script, without types
import { buildServer, mainOf } from '../../scripts/server-build.mjs';

export interface BuiltServer {
  /** The bundle's entry, to run with `node`. */
  readonly main: string;
  /** What the bundle needs to find the repository's files from outside it. */
  readonly env: Readonly<Record<string, string>>;
}

/** Builds the server into `out` (an empty folder) with the repository's packages beside it. */
export async function builtServer(out: string): Promise<BuiltServer> {
  await buildServer(resolve('.'), out);
  symlinkSync(resolve('node_modules'), join(out, 'node_modules'));
  return {
    main: mainOf(out) as string,
    env: { SCHEMAS_DIR: resolve('schemas'), LOCALES_DIR: resolve('locales') },
  };
}
