/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import base from '../jest.config';

/** Browser journeys: run by e2e/run.ts against a started site, one file at a time. */
const config: Config = {
  ...base,
  rootDir: '..',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
  // The journeys run on the embedded defaults on purpose (e2e/run.ts): nothing to say about left-out suites.
  globalTeardown: undefined,
};

export default config;
