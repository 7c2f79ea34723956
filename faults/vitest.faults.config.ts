import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Fault tests: real processes (Redis, PostgreSQL, provider, web server from dist/), one file at a time. */
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    root: path.join(import.meta.dirname, '..'),
    include: ['faults/**/*.faults.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // They start real processes and never open a test PGlite: no global setup.
  },
});
