import { defineConfig } from 'vitest/config';
import { startingWithFilesThatContain } from './scripts/vite/test-order';

/**
 * Browser tests: Debian Chromium through playwright-core against the real server. Each file starts
 * its own server, database and browser (a test that writes into the build serves a copy of its
 * own), so files can run side by side: E2E_FILES_AT_ONCE says how many (one by default, as on a
 * developer's machine beside an editor; CI sets its own, decision 0029).
 *
 * The files of a worker share its module cache (`isolate: false`), as the server unit tests do:
 * the server's modules and playwright load once per worker, not once per file. A file that sets
 * the server's folders before the server is loaded (SCHEMAS_DIR, LOCALES_DIR) needs modules of
 * its own, so it runs isolated.
 */
const filesAtOnce = Math.max(1, Number(process.env.E2E_FILES_AT_ONCE ?? 1) || 1);
const ALL = 'tests/e2e/**/*.e2e.ts';
const OWN_MODULES = ['tests/e2e/live-edit.e2e.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: [ALL], exclude: OWN_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: OWN_MODULES } },
    ],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: filesAtOnce > 1,
    maxWorkers: filesAtOnce,
    // The files that copy the repository install, type-check and build a copy, minutes on their own.
    sequence: { sequencer: startingWithFilesThatContain('copyRepository(') },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A screen on a loaded two-core machine can take seconds to draw: a poll gives up after 20 s,
    // not the default 1 s, unless the test says otherwise.
    expect: { poll: { timeout: 20_000 } },
  },
});
