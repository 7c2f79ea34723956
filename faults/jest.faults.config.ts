/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import base from '../jest.config';

/** Fault tests: real processes (Redis, PostgreSQL, provider, web server from dist/), one file at a time. */
const config: Config = {
  ...base,
  rootDir: '..',
  roots: ['<rootDir>/faults'],
  testMatch: ['**/*.faults.ts'],
  testTimeout: 300_000,
  maxWorkers: 1,
  // They start real processes and never open a test PGlite: the unit tests' snapshots are not made.
  globalSetup: undefined,
  globalTeardown: undefined,
};

export default config;
