import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';
import { startingWithFilesThatContain } from './scripts/vite/test-order';
import { testProjects } from './scripts/vite/test-projects';
import { HANG_GUARD_MS } from './tests/support/bounded-work';

/** The unit suite (`npm test`): the app's Vite config, with the test runner's settings. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: testProjects(
        ['tests/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
        ['tests/e2e/**', 'tests/**/*.pg.test.ts', 'node_modules/**'],
      ),
      // Every core: vitest's default leaves one free, which on a two-core machine runs one file at a time.
      maxWorkers: availableParallelism(),
      environment: 'node',
      setupFiles: ['tests/setup.ts'],
      // Migrates one PGlite template that the server test files clone (tests/server/pglite-template.ts).
      globalSetup: ['tests/global-setup.ts'],
      // The property suites first: in CI they go deep, and one started last would run alone.
      sequence: { sequencer: startingWithFilesThatContain('propertyRuns(') },
      // A unit test's work is bounded (its cases, its fake clock's days) and what it waits on has
      // its own bound (expect.poll, findBy): the test's timeout only catches a hang. A guess of
      // how long the work takes failed on a loaded machine (20 s for a whole loan's journey).
      testTimeout: HANG_GUARD_MS,
      hookTimeout: HANG_GUARD_MS,
    },
  }),
);
