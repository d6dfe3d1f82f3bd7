import { describe, expect, it } from 'vitest';
import { cyclicRepeats, WeightedRotation, weightedLoop, type Weighted } from './weightedRotation';

const items = (spec: Record<string, number>): Weighted<string>[] => Object.entries(spec).map(([key, weight]) => ({ key, weight }));

function counts(keys: string[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const key of keys) result[key] = (result[key] ?? 0) + 1;
  return result;
}

describe('weighted rotation (smooth weighted round-robin)', () => {
  it('gives A 3 h + B 1 h three slots of A and one of B per loop, B between A runs', () => {
    const loop = weightedLoop(items({ A: 3, B: 1 }));
    expect(loop).toEqual(['A', 'A', 'B', 'A']);
    expect(counts(loop)).toEqual({ A: 3, B: 1 });
  });

  it('alternates equal weights and cycles through single hours', () => {
    expect(weightedLoop(items({ A: 2, B: 2 }))).toEqual(['A', 'B', 'A', 'B']);
    expect(weightedLoop(items({ A: 1, B: 1, C: 1 }))).toEqual(['A', 'B', 'C']);
  });

  it.each([
    { A: 2, B: 2, C: 1 },
    { A: 3, B: 2, C: 2 },
    { A: 4, B: 3, C: 2, D: 1 },
    { A: 4, B: 4, C: 1 },
    { A: 3, B: 3 },
    { A: 2, B: 1, C: 1 },
  ] as Record<string, number>[])('spreads %o in proportion, with no ad back to back (also across loops)', (spec) => {
    const loop = weightedLoop(items(spec));
    expect(counts(loop)).toEqual(spec);
    expect(cyclicRepeats(loop)).toBe(0);
  });

  it('repeats an ad only as often as the weights force it, in runs as short as they allow', () => {
    // 5 A around 2 B: the A runs are 3 and 2 at best (played in a circle).
    const loop = weightedLoop(items({ A: 5, B: 2 }));
    expect(cyclicRepeats(loop)).toBe(3);
    expect([...loop, ...loop].join('')).not.toMatch(/AAAA/);
  });

  it('keeps its proportions over many loops', () => {
    const rotation = new WeightedRotation(items({ A: 4, B: 3, C: 1 }));
    expect(rotation.size).toBe(3);
    const picks = Array.from({ length: 80 }, () => rotation.next()!);
    expect(counts(picks)).toEqual({ A: 40, B: 30, C: 10 });
  });

  it('continues where it was when the same items are set again (a schedule refresh)', () => {
    const steady = new WeightedRotation(items({ A: 3, B: 1 }));
    const refreshed = new WeightedRotation(items({ A: 3, B: 1 }));
    const a: string[] = [];
    const b: string[] = [];
    for (let i = 0; i < 10; i++) {
      a.push(steady.next()!);
      refreshed.setItems(items({ A: 3, B: 1 }));
      b.push(refreshed.next()!);
    }
    expect(b).toEqual(a);
  });

  it('takes in a new ad without restarting and drops a removed one', () => {
    const rotation = new WeightedRotation(items({ A: 2, B: 1 }));
    rotation.next();
    rotation.setItems(items({ A: 2, B: 1, C: 1 }));
    const picks = Array.from({ length: 40 }, () => rotation.next()!);
    expect(counts(picks)).toEqual({ A: 20, B: 10, C: 10 });
    rotation.setItems(items({ C: 1, D: 1 }));
    const after = Array.from({ length: 10 }, () => rotation.next()!);
    expect(counts(after)).toEqual({ C: 5, D: 5 });
    expect(after[0]).not.toBe(picks.at(-1)); // the new loop does not repeat the ad just shown
  });

  it('shows nothing without positive weights', () => {
    expect(new WeightedRotation<string>().next()).toBeUndefined();
    expect(new WeightedRotation(items({ A: 0 })).next()).toBeUndefined();
    expect(weightedLoop(items({ A: 0, B: 2 }))).toEqual(['B', 'B']);
  });
});
