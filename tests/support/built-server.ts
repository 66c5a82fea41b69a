/**
 * The server built to JavaScript as production runs it (`npm run build:server`), for tests that
 * start real server processes again and again: a built server starts in about a second, where
 * `node --import tsx src/server/main.ts` transpiles for several on a busy machine.
 *
 * One build per test process, reused while the sources are unchanged: the PostgreSQL-only files
 * share one worker (vitest.pg.config.ts), and each cluster, fleet or crash test used to bundle the
 * same sources again into a folder of its own.
 */
import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// @ts-expect-error: a plain ES module of the start script, without types
import { buildServer, isCurrent, mainOf } from '../../scripts/server-build.mjs';

export interface BuiltServer {
  /** The bundle's entry, to run with `node`. */
  readonly main: string;
  /** What the bundle needs to find the repository's files from outside it. */
  readonly env: Readonly<Record<string, string>>;
}

const PREFIX = 'mkopo-built-server-';
/** This process's build folder (named by its pid); made on first use. */
let folder: string | undefined;
/** The calls in order, so that two at once never build into the folder together. */
let queue: Promise<unknown> = Promise.resolve();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The folder, emptied when the process exits. A test worker ended by a signal never sees its
 * exit: the folders of processes that are gone are removed here, so they never pile up.
 */
function ownFolder(): string {
  if (folder) return folder;
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith(PREFIX) && !alive(Number(name.slice(PREFIX.length))))
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
  const made = join(tmpdir(), `${PREFIX}${process.pid}`);
  rmSync(made, { recursive: true, force: true });
  mkdirSync(made);
  symlinkSync(resolve('node_modules'), join(made, 'node_modules'));
  process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  folder = made;
  return made;
}

/**
 * The server built from the repository's sources as they are now, with the repository's packages
 * beside it: built once, and again only when a source changed since (the start script's stamp).
 */
export function builtServer(): Promise<BuiltServer> {
  const root = resolve('.');
  const next = queue.then(async (): Promise<BuiltServer> => {
    const out = ownFolder();
    if (!isCurrent(root, out)) await buildServer(root, out);
    return {
      main: mainOf(out) as string,
      env: { SCHEMAS_DIR: resolve('schemas'), LOCALES_DIR: resolve('locales') },
    };
  });
  queue = next.catch(() => undefined);
  return next;
}
