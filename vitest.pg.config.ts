import { defineConfig } from 'vitest/config';

/**
 * Tests that only mean something on PostgreSQL (races between connections, crashes): PGlite has
 * one connection and no fsync. Run by .ci/run when a PostgreSQL answers, with DATABASE_URL set.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.pg.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts', 'tests/pg-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
