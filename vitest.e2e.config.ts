import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Debian Chromium through playwright-core against the real server, one file at a
 * time. In CI they run beside the PostgreSQL suites, which take the other core: two files at once
 * there made every suite slower, not the whole faster (the machine is short of CPU, not of
 * waiting), and pushed tests past their timeouts. Each file starts its own server, database and
 * browser (a test that writes into the build serves a copy of its own), so they could.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A screen on a loaded two-core machine can take seconds to draw: a poll gives up after 20 s,
    // not the default 1 s, unless the test says otherwise.
    expect: { poll: { timeout: 20_000 } },
  },
});
