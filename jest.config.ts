/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Our TypeScript is compiled by swc; packages in node_modules (many ship only ES modules) are loaded
// untransformed through Node 24's require(esm), which Jest uses when run with --experimental-vm-modules
// (see the "test" script).
const config: Config = {
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['node', 'module-sync', 'require', 'default'] },
  roots: [
    '<rootDir>/server',
    '<rootDir>/client',
    '<rootDir>/shared',
    '<rootDir>/provider',
    '<rootDir>/full-stack',
    '<rootDir>/scripts',
    '<rootDir>/test-support',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2023',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Generous: suites start embedded PGlite databases, which is slow on a busy 2-core machine; a
  // timeout here is a hang detector, never a speed check.
  testTimeout: 90_000,
  maxWorkers: 2,
  // The summary, then the ten slowest test files (test-support/slowest-suites-reporter.mjs).
  reporters: ['default', '<rootDir>/test-support/slowest-suites-reporter.mjs'],
  // One migrated PGlite database for the run, which each suite's own database starts from.
  globalSetup: '<rootDir>/provider/test-support/pglite-snapshot.ts',
  // Removes it and says, after the summary, which suites were left out for want of DATABASE_URL or REDIS_URL.
  globalTeardown: '<rootDir>/test-support/global-teardown.ts',
};

export default config;
