import { HEARTBEAT_RESOLUTION_MS, heartbeatDue, heartbeatWindow } from './heartbeat.service';

const WRITTEN = Date.parse('2026-12-04T17:00:00Z');

/** The first instant after `writtenMs` at which the display's heartbeat is written again. */
function nextWrite(displayId: number, writtenMs: number): number {
  const window = heartbeatWindow(displayId, writtenMs);
  let low = writtenMs;
  let high = writtenMs + HEARTBEAT_RESOLUTION_MS;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (heartbeatWindow(displayId, mid) > window) high = mid;
    else low = mid;
  }
  return high;
}

describe('heartbeatDue (docs/player.md, heartbeat)', () => {
  it('writes a display never written, and at most once in each of its windows', () => {
    expect(heartbeatDue(7, WRITTEN, undefined)).toBe(true);
    const next = nextWrite(7, WRITTEN);
    expect(heartbeatDue(7, next - 1, WRITTEN)).toBe(false);
    expect(heartbeatDue(7, next, WRITTEN)).toBe(true);
    expect(heartbeatDue(7, next + HEARTBEAT_RESOLUTION_MS - 1, next)).toBe(false);
    expect(heartbeatDue(7, next + HEARTBEAT_RESOLUTION_MS, next)).toBe(true);
  });

  it('never lets a stored heartbeat fall more than one window behind a display seen since', () => {
    for (let id = 1; id <= 500; id++) expect(heartbeatDue(id, WRITTEN + HEARTBEAT_RESOLUTION_MS, WRITTEN)).toBe(true);
  });

  it('spreads the next writes of displays written at one instant over the next 30 s', () => {
    const buckets = Array.from({ length: 6 }, () => 0);
    for (let id = 1; id <= 6_000; id++) {
      const after = nextWrite(id, WRITTEN) - WRITTEN;
      expect(after).toBeGreaterThan(0);
      expect(after).toBeLessThanOrEqual(HEARTBEAT_RESOLUTION_MS);
      buckets[Math.min(5, Math.floor(after / 5_000))]++;
    }
    // 1,000 a bucket if even: all at once was 6,000 in one.
    for (const n of buckets) expect(n).toBeGreaterThan(900);
    for (const n of buckets) expect(n).toBeLessThan(1_100);
  });
});
