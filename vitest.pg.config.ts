import { defineConfig } from 'vitest/config';

/**
 * Tests that only mean something on PostgreSQL (races between connections, crashes): PGlite has
 * one connection and no fsync. Run by .ci/run when a PostgreSQL answers, with DATABASE_URL set.
 * One file at a time, in one worker whose module cache they share (`isolate: false`): each sets
 * up its own databases and processes, and the server's modules load once, not once a file.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.pg.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts', 'tests/pg-setup.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
