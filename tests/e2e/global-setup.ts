/**
 * Builds the SPA once, so every browser test runs against what `npm start` serves, and the
 * migrated database dump each file's server starts from. E2E_DIST_DIR
 * lets several suites build side by side (default `dist`).
 */
import { build } from 'vite';
import { ensureTemplate } from '../server/pglite-template';
import { e2eDistDir } from './server';

/** The build of this run: the config's projects each run the global setup, and it builds once. */
const BUILT = Symbol.for('mkopo.e2eBuilt');

export default function setup(): Promise<void> {
  const run = globalThis as { [BUILT]?: Promise<void> };
  return (run[BUILT] ??= buildOnce());
}

async function buildOnce(): Promise<void> {
  // Vitest sets NODE_ENV=test, which would make Vite ship React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: e2eDistDir(), emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
  // The migrated database every test file's server starts from, made once before they start.
  await ensureTemplate();
}
