import * as fs from 'fs';
import * as path from 'path';
import { ALONE, apiTestFiles, BATCHES, batchPlan } from './batches/batch-plan';

// A file left out of every batch would silently never run in a whole run (docs/testing.md).
describe('the API test batches', () => {
  it('run every test file of test/ exactly once: in one batch, or alone', () => {
    const files = apiTestFiles();
    const planned = [...batchPlan().flat(), ...ALONE];
    expect(planned.toSorted()).toEqual(files);
    expect(new Set(planned).size).toBe(planned.length);
  });

  it('has a batch file for every batch of the plan, and no batch is empty', () => {
    const batchFiles = fs.readdirSync(path.join(__dirname, 'batches')).filter((f) => f.endsWith('.e2e-batch.ts'));
    expect(batchFiles.toSorted()).toEqual(Array.from({ length: BATCHES }, (_, i) => `batch-${i + 1}.e2e-batch.ts`).toSorted());
    for (let i = 1; i <= BATCHES; i++) {
      expect(fs.readFileSync(path.join(__dirname, 'batches', `batch-${i}.e2e-batch.ts`), 'utf8')).toContain(`runBatch(${i - 1});`);
    }
    expect(batchPlan().every((members) => members.length > 0)).toBe(true);
  });

  it('balances the batches by size: no batch is heavier than another by more than one file', () => {
    const sizes = new Map(Array.from({ length: 5 * BATCHES }, (_, i) => [`f${i}.e2e-spec.ts`, ((i * 37) % 50) + 1]));
    const plan = batchPlan([...sizes.keys(), ALONE[0]], (f) => sizes.get(f) ?? 1000);
    expect(plan.flat().toSorted()).toEqual([...sizes.keys()].toSorted());
    const weights = plan.map((members) => members.reduce((sum, f) => sum + sizes.get(f)!, 0));
    expect(Math.max(...weights) - Math.min(...weights)).toBeLessThanOrEqual(Math.max(...sizes.values()));
  });
});
