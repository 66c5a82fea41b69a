import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';
import { startingWithFilesThatContain } from './scripts/vite/test-order';
import { testProjects } from './scripts/vite/test-projects';

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
      testTimeout: 20000,
      hookTimeout: 60000,
    },
  }),
);
