import { byNearDisplays, MAX_NEAR_DISPLAYS, nearMonthBoundary } from './near-month-boundary';

// Two plays of one (display, clientPlayId) in two month partitions can only arrive at once this
// close to a UTC month boundary (docs/player.md, "Partitions and retention").
describe('nearMonthBoundary', () => {
  it.each([
    ['2026-12-01T00:00:00Z', true],
    ['2026-12-03T00:59:59Z', true], // 48 h 59 min 59 s into the month
    ['2026-12-03T01:00:00Z', false],
    ['2026-12-15T12:00:00Z', false],
    ['2026-12-29T23:00:01Z', true], // 48 h 59 min 59 s before January
    ['2026-12-29T23:00:00Z', false],
    ['2026-12-31T23:59:59Z', true],
    ['2028-02-28T00:00:00Z', true], // a leap February: 49 h before March 1 is Feb 27, 23:00
    ['2028-02-27T22:59:59Z', false],
  ])('%s: %s', (at, near) => {
    expect(nearMonthBoundary(new Date(at))).toBe(near);
  });
});

// Near a boundary a statement locks its displays: more than the lock table should hold go in several statements.
describe('byNearDisplays', () => {
  const play = (displayId: number, shownAt: string) => ({ displayId, shownAt: new Date(shownAt) });
  it('keeps a batch whole when at most MAX_NEAR_DISPLAYS displays are near a boundary, or none', () => {
    const near = Array.from({ length: MAX_NEAR_DISPLAYS }, (_, i) => play(i + 1, '2026-12-01T01:00:00Z'));
    expect(byNearDisplays(near)).toEqual([near]);
    const mid = Array.from({ length: 3 * MAX_NEAR_DISPLAYS }, (_, i) => play(i + 1, '2026-12-15T12:00:00Z'));
    expect(byNearDisplays(mid)).toEqual([mid]);
  });

  it('splits by display, every play of a display in one statement, none lost', () => {
    const plays = Array.from({ length: 2 * MAX_NEAR_DISPLAYS + 1 }, (_, i) => [
      play(i + 1, '2026-12-01T01:00:00Z'),
      play(i + 1, '2026-12-15T12:00:00Z'),
    ]).flat();
    const chunks = byNearDisplays(plays);
    expect(chunks).toHaveLength(3);
    expect(chunks.flat().toSorted((a, b) => a.displayId - b.displayId || +a.shownAt - +b.shownAt)).toEqual(
      plays.toSorted((a, b) => a.displayId - b.displayId || +a.shownAt - +b.shownAt),
    );
    for (const chunk of chunks) expect(new Set(chunk.map((p) => p.displayId)).size).toBeLessThanOrEqual(MAX_NEAR_DISPLAYS);
    const owner = new Map<number, number>();
    chunks.forEach((chunk, i) =>
      chunk.forEach((p) => expect(owner.get(p.displayId) ?? owner.set(p.displayId, i).get(p.displayId)).toBe(i)),
    );
  });
});
