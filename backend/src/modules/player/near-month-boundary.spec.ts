import { nearMonthBoundary } from './player.repository';

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
