import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Debian Chromium through playwright-core against the real server. Two files at a
 * time: a file spends most of its time waiting on the browser and its server, and each starts its
 * own server, database and browser (a test that writes into the build serves a copy of its own).
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
