import { defineConfig } from 'vitest/config';

/**
 * The unit files that read countries, run in a copy of the repository with made-up countries
 * added (tests/country-added/): minutes of one worker, so a step of .ci/run of its own, beside the
 * unit suite, not a file of it.
 */
export default defineConfig({
  test: {
    include: ['tests/country-added/**/*.country.ts'],
    environment: 'node',
    testTimeout: 1_200_000,
    hookTimeout: 120_000,
  },
});
