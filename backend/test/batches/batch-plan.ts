import * as fs from 'fs';
import * as path from 'path';
import settings from './batches.json';

/**
 * The API tier's test files run in a few batches, one jest test file each (docs/testing.md, "Why
 * the API tier runs as it does"): jest imports the app again for every test file it runs, about a
 * second of CPU, so a batch pays that once for all its members. Each member still runs inside a
 * describe of its own name, with its own hooks, app and database. `npm run test:api -- <pattern>`
 * runs the matching files one by one instead (jest.config.js).
 */
export const { batches: BATCHES, alone: ALONE } = settings;

const TEST_DIR = path.resolve(__dirname, '..');

/** Every API test file of test/ (the unit specs beside the code are not batched). */
export function apiTestFiles(): string[] {
  return fs
    .readdirSync(TEST_DIR)
    .filter((f) => /\.(e2e-spec|spec)\.ts$/.test(f))
    .toSorted();
}

/**
 * The members of each batch: every file but the ALONE ones (long enough to balance the workers on
 * their own), largest first, each to the lightest batch so far; size stands for run time.
 */
export function batchPlan(files = apiTestFiles(), sizeOf = (f: string) => fs.statSync(path.join(TEST_DIR, f)).size): string[][] {
  const plan = Array.from({ length: BATCHES }, () => ({ files: [] as string[], weight: 0 }));
  const members = files
    .filter((f) => !ALONE.includes(f))
    .map((f) => ({ f, size: sizeOf(f) }))
    .toSorted((a, b) => b.size - a.size || a.f.localeCompare(b.f));
  for (const { f, size } of members) {
    const lightest = plan.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.files.push(f);
    lightest.weight += size;
  }
  return plan.map((b) => b.files.toSorted());
}

/** Declares batch `index` (0-based): each member inside a describe named after its file. */
export function runBatch(index: number): void {
  for (const file of batchPlan()[index]) {
    describe(file, () => {
      // The member's hooks and tests register inside this describe as its module runs.
      // oxlint-disable-next-line typescript/no-require-imports
      require(path.join(TEST_DIR, file));
    });
  }
}
