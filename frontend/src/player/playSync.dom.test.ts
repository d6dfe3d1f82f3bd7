import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerApiError } from './api';
import { IdbPlayQueue } from './playQueue';
import { syncOnce, type PostSync } from './playSync';
import { onlineDelayOf, phaseOf, SchedulePoller, type PollerEvents } from './schedulePoller';
import type { Play, PlayStatus, ScheduleAnswer, SyncAnswer } from './types';

const DISPLAY = 4;
const play = (n: number, adCreativeId = 1): Play => ({
  clientPlayId: `id-${String(n).padStart(4, '0')}`,
  adCreativeId,
  shownAt: new Date(Date.UTC(2026, 10, 23, 18, 0, n * 10)).toISOString(),
});
const schedule: ScheduleAnswer = {
  paidBookings: [{ id: 1, name: 'Ad', fileUrl: '/api/files/a.png', tenantName: 't', bookingId: 5, hoursBooked: 1 }],
  serverTime: '2026-11-23T19:00:00.000Z',
  nextChangeAt: '2026-11-24T06:00:00.000Z',
  open: true,
  timeZone: 'America/Phoenix',
};

/** A stand-in server: counts each clientPlayId once, answers per play and with the schedule like POST /sync. */
function fakeServer(refuse: (p: Play) => string | null = () => null) {
  const stored = new Map<string, Play>();
  const calls: { plays: number; etag: string | null }[] = [];
  const post: PostSync = async (plays, etag) => {
    calls.push({ plays: plays.length, etag });
    const results = plays.map((p, index) => {
      const reason = refuse(p);
      const status: PlayStatus = reason ? 'refused' : stored.has(p.clientPlayId) ? 'duplicate' : 'accepted';
      if (status === 'accepted') stored.set(p.clientPlayId, p);
      return { clientPlayId: p.clientPlayId, status, index, ...(reason ? { reason: reason as 'not_scheduled' } : {}) };
    });
    const count = (s: PlayStatus) => results.filter((r) => r.status === s).length;
    const notModified = etag === '"v1"';
    const answer: SyncAnswer = {
      accepted: count('accepted'),
      duplicates: count('duplicate'),
      refused: count('refused'),
      results,
      schedule: notModified ? null : schedule,
      notModified,
      scheduleEtag: '"v1"',
      serverTime: schedule.serverTime,
    };
    return answer;
  };
  return { stored, calls, post };
}

let queue: IdbPlayQueue;
beforeEach(() => {
  queue = new IdbPlayQueue(new IDBFactory()); // a fresh, empty database per test
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the IndexedDB play queue', () => {
  it('keeps plays per display, oldest first, and removes answered ones', async () => {
    await queue.add(DISPLAY, play(3));
    await queue.add(DISPLAY, play(1));
    await queue.add(9, play(2));
    await queue.add(DISPLAY, play(2, 5));
    expect((await queue.oldest(DISPLAY, 10)).map((p) => p.clientPlayId)).toEqual(['id-0001', 'id-0002', 'id-0003']);
    expect(await queue.oldest(DISPLAY, 2)).toEqual([play(1), play(2, 5)]);
    await queue.remove(['id-0001', 'id-0003']);
    expect(await queue.count(DISPLAY)).toBe(1);
    expect(await queue.count(9)).toBe(0); // id-0002 of display 9 shares the id: one row per clientPlayId
  });
});

describe('syncOnce: what is deleted, what is kept, what the schedule is', () => {
  it('deletes accepted, duplicate and refused plays and hands on the schedule with its ETag', async () => {
    const server = fakeServer((p) => (p.adCreativeId === 7 ? 'not_scheduled' : null));
    for (const n of [1, 2, 3]) await queue.add(DISPLAY, play(n, n === 3 ? 7 : 1));
    await server.post([play(2)], null); // already counted once: the resend is a duplicate
    const result = await syncOnce(queue, DISPLAY, server.post, null);
    expect(result).toEqual({ changed: true, answer: schedule, etag: '"v1"', serverNow: Date.parse(schedule.serverTime), more: false });
    expect(await queue.count(DISPLAY)).toBe(0);
    expect(new Set(server.stored.keys())).toEqual(new Set(['id-0001', 'id-0002']));
    // With the ETag held: unchanged, and nothing to send is still a sync.
    expect(await syncOnce(queue, DISPLAY, server.post, '"v1"')).toEqual({
      changed: false,
      serverNow: Date.parse(schedule.serverTime),
      more: false,
    });
    expect(server.calls.slice(1)).toEqual([
      { plays: 3, etag: null },
      { plays: 0, etag: '"v1"' },
    ]);
  });

  it.each([
    ['no answer (offline)', new PlayerApiError('Failed to fetch schedule', 0)],
    ['a server error', new PlayerApiError('Internal Server Error', 503)],
    ['too many requests', new PlayerApiError('Too Many Requests', 429)],
    ['a revoked token', new PlayerApiError('Display not authenticated', 401)],
    ['a network TypeError', new TypeError('Failed to fetch')],
  ])('keeps every play after %s, for the next sync', async (_what, error) => {
    await queue.add(DISPLAY, play(1));
    await queue.add(DISPLAY, play(2));
    await expect(syncOnce(queue, DISPLAY, () => Promise.reject(error), null)).rejects.toBe(error);
    expect(await queue.count(DISPLAY)).toBe(2);
  });

  it('drops plays the server refuses as a whole (400), so they cannot block the queue', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await queue.add(DISPLAY, play(1));
    await expect(syncOnce(queue, DISPLAY, () => Promise.reject(new PlayerApiError('Bad Request', 400)), null)).rejects.toThrow(
      'Bad Request',
    );
    expect(await queue.count(DISPLAY)).toBe(0);
  });

  it('counts each play once when an answer is lost after the server stored it', async () => {
    const server = fakeServer();
    let loseAnswer = true;
    const post: PostSync = async (plays, etag) => {
      const answer = await server.post(plays, etag);
      if (loseAnswer) throw new PlayerApiError('Failed to fetch schedule', 0); // committed, but the reply never came
      return answer;
    };
    for (let n = 0; n < 4; n++) await queue.add(DISPLAY, play(n));
    await expect(syncOnce(queue, DISPLAY, post, null)).rejects.toThrow('Failed to fetch schedule');
    expect(await queue.count(DISPLAY)).toBe(4);
    loseAnswer = false;
    await syncOnce(queue, DISPLAY, post, null);
    expect(await queue.count(DISPLAY)).toBe(0);
    expect(server.stored.size).toBe(4);
  });
});

describe('the player cycle: one sync per cycle', () => {
  const events = () => ({
    onSchedule: vi.fn<PollerEvents['onSchedule']>(),
    onError: vi.fn<PollerEvents['onError']>(),
    onUnauthorized: vi.fn<PollerEvents['onUnauthorized']>(),
  });

  it('drains a long backlog in syncs of at most 500 plays, one second apart', async () => {
    const server = fakeServer();
    for (let n = 0; n < 1203; n++) await queue.add(DISPLAY, play(n));
    const poller = new SchedulePoller(DISPLAY, 'tok', events(), (etag) => syncOnce(queue, DISPLAY, server.post, etag));
    poller.start();
    await vi.waitFor(() => expect(server.calls.map((c) => c.plays)).toEqual([500, 500, 203]), { timeout: 5_000 });
    expect(server.calls.map((c) => c.etag)).toEqual([null, '"v1"', '"v1"']);
    expect(server.stored.size).toBe(1203);
    poller.stop();
  });

  it('syncs every 30 s and soon after the connection returns; overlapping triggers share one request', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T19:00:00.000Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = fakeServer();
    const poller = new SchedulePoller(DISPLAY, 'tok', events(), (etag) => syncOnce(queue, DISPLAY, server.post, etag));
    poller.start();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await queue.add(DISPLAY, play(1));
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    // At the display's own offset after the connection returns (4.7 s for display 4), not at once.
    await vi.advanceTimersByTimeAsync(onlineDelayOf(phaseOf(DISPLAY)) - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.calls.map((c) => c.plays)).toEqual([0, 1]));
    await queue.add(DISPLAY, play(2));
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(server.calls.map((c) => c.plays)).toEqual([0, 1, 1]));
    poller.stop();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(3);
  });
});
