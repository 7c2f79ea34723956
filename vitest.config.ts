import { defineConfig } from 'vitest/config';

/**
 * `npm test`. Each of the two workers runs its test files one after another in one module graph
 * (isolate: false): a file no longer pays for loading Express, Kysely, React and PGlite again, nor
 * runs them cold, and each test file still gets databases of its own. Files keep no state at module
 * level that another file could see (see docs/testing.md).
 */
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['{server,client,shared,provider,full-stack,scripts,test-support}/**/*.test.{ts,tsx}'],
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    // Generous: suites start embedded PGlite databases, which is slow on a busy 2-core machine; a
    // timeout here is a hang detector, never a speed check.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // The summary, then the ten slowest test files.
    reporters: ['default', './test-support/slowest-files-reporter.ts'],
    // One migrated PGlite database for the run, which each suite's own database starts from; at the end
    // it goes, and a note says which suites were left out for want of DATABASE_URL or REDIS_URL.
    globalSetup: ['test-support/global-setup.ts'],
  },
});
