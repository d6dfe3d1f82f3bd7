import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_SPREAD_MS, POLL_MS } from './config';
import { onlineDelayOf, phaseOf, pollDelayOf, SchedulePoller, validUntilOf, type PollerEvents } from './schedulePoller';
import { loadSchedule, saveSchedule } from './storage';
import type { ScheduleAnswer, ScheduleEntry } from './types';

const NOW = Date.parse('2026-11-23T19:00:00.000Z');
const entry: ScheduleEntry = { id: 1, name: 'Ad', fileUrl: '/api/files/a.png', tenantName: 't', bookingId: 5, hoursBooked: 2 };
const answer = (nextChangeAt = '2026-11-24T06:00:00.000Z', serverTime = new Date(NOW).toISOString()): ScheduleAnswer => ({
  paidBookings: [entry],
  serverTime,
  nextChangeAt,
  open: true,
  timeZone: 'America/Phoenix',
});

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function events() {
  return {
    onSchedule: vi.fn<PollerEvents['onSchedule']>(),
    onError: vi.fn<PollerEvents['onError']>(),
    onUnauthorized: vi.fn<PollerEvents['onUnauthorized']>(),
  };
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.useRealTimers());

describe('when a schedule holds and when to ask again', () => {
  it('holds until nextChangeAt, measured on the server clock', () => {
    // The device clock is 5 minutes fast: the schedule still holds for the server's 1 hour.
    const localNow = NOW + 5 * 60_000;
    expect(validUntilOf('2026-11-23T20:00:00.000Z', NOW, localNow)).toBe(localNow + 3_600_000);
    expect(validUntilOf(null, NOW, localNow)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('polls every 30 s, or just after a sooner change', () => {
    expect(pollDelayOf(NOW + 3_600_000, NOW)).toBe(POLL_MS);
    expect(pollDelayOf(NOW + 10_000, NOW)).toBe(10_500);
    expect(pollDelayOf(NOW - 5_000, NOW)).toBe(1_000); // never a busy loop
  });

  it("asks on the display's own tick of the cycle, and its own place in the 10 s after a change", () => {
    // NOW is on a half-minute of the clock: phase 0.5 ticks 15 s later, then every 30 s.
    expect(pollDelayOf(NOW + 3_600_000, NOW, 0.5)).toBe(15_000);
    expect(pollDelayOf(NOW + 3_600_000, NOW + 16_000, 0.5)).toBe(29_000);
    expect(pollDelayOf(NOW + 2_000, NOW, 0.5)).toBe(2_000 + 500 + CHANGE_SPREAD_MS / 2);
    expect(pollDelayOf(NOW + 3_600_000, NOW + 14_600, 0.5)).toBe(30_400); // a tick 0.4 s away is this poll's: the next one
  });

  it("spreads a network's screens over the cycle, over the 10 s after a change and after their connection returns", () => {
    // 1,000 displays, ids in a run: per second of the cycle 32–35 of them, per second after a change 99–101.
    const perSecond = (delays: number[]) =>
      delays.reduce(
        (counts, ms) => counts.set(Math.floor(ms / 1_000), (counts.get(Math.floor(ms / 1_000)) ?? 0) + 1),
        new Map<number, number>(),
      );
    const ids = Array.from({ length: 1_000 }, (_, i) => 5_001 + i);
    const far = NOW + 3_600_000;
    const tickOf = (id: number) => pollDelayOf(far, NOW, phaseOf(id)); // 1–31 s away, on the display's tick
    const ticks = perSecond(ids.map((id) => tickOf(id) % POLL_MS));
    expect(ticks.size).toBe(30);
    for (const count of ticks.values()) expect(count).toBeGreaterThanOrEqual(30);
    for (const count of ticks.values()) expect(count).toBeLessThanOrEqual(37);
    const change = NOW + 500; // a closing hour half a second away: every display asks 1–11 s from now
    const afterChange = perSecond(ids.map((id) => pollDelayOf(change, NOW, phaseOf(id)) - 1_000));
    expect(afterChange.size).toBe(10);
    for (const count of afterChange.values()) expect(count).toBeGreaterThanOrEqual(95);
    for (const count of afterChange.values()) expect(count).toBeLessThanOrEqual(105);
    const online = perSecond(ids.map((id) => onlineDelayOf(phaseOf(id)))); // an area's links back at once: 0–10 s later
    expect(online.size).toBe(10);
    for (const count of online.values()) expect(count).toBeGreaterThanOrEqual(95);
    for (const count of online.values()) expect(count).toBeLessThanOrEqual(105);
  });

  it('when the connection returns, asks at its own offset in the 10 s after, or on its tick if that comes first', async () => {
    const asked: number[] = [];
    fetchMock.mockImplementation(() => {
      asked.push(Date.now() - NOW);
      return Promise.resolve(json(answer(), 200, { ETag: '"v1"' }));
    });
    const poller = new SchedulePoller(4, 'tok', events()); // phase 0.472: ticks at 14.2 s, asks 4.7 s after the connection returns
    poller.start();
    await vi.advanceTimersByTimeAsync(1_000);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online')); // the same return, told twice: one request
    await vi.advanceTimersByTimeAsync(4_720);
    expect(asked).toEqual([0]); // not at once
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([0, 5_721]);
    await vi.advanceTimersByTimeAsync(4_279);
    window.dispatchEvent(new Event('online')); // at 10 s: its tick, 4.2 s away, comes before 4.7 s
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toEqual([0, 5_721, 14_164]);
    poller.stop();
  });
});

describe('SchedulePoller', () => {
  it('shows a fresh schedule, keeps it, then asks with If-None-Match and keeps going on 304', async () => {
    const on = events();
    fetchMock.mockResolvedValueOnce(json(answer(), 200, { ETag: '"v1"' }));
    new SchedulePoller(4, 'tok', on).start();
    await vi.waitFor(() => expect(on.onSchedule).toHaveBeenCalledWith([entry], answer()));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/displays/4/schedule');
    expect(init?.headers).toEqual({ Authorization: 'Bearer tok' });
    expect(loadSchedule(4)).toMatchObject({ etag: '"v1"', answer: answer() });

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetchMock.mock.calls[1][1]?.headers).toEqual({ Authorization: 'Bearer tok', 'If-None-Match': '"v1"' });
    expect(on.onSchedule).toHaveBeenCalledTimes(1);
    expect(on.onError).not.toHaveBeenCalled();
  });

  it('after a reload without network, plays the kept schedule until its next change, then shows nothing', async () => {
    saveSchedule(4, { answer: answer(), etag: '"v1"', validUntil: NOW + 45_000 });
    const on = events();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    new SchedulePoller(4, 'tok', on).start();
    expect(on.onSchedule).toHaveBeenCalledWith([entry], answer()); // at once, from localStorage
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(on.onSchedule).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(on.onSchedule).toHaveBeenLastCalledWith([], null); // past its next change nothing is known of the hours
    expect(on.onError).not.toHaveBeenCalled();
  });

  it('online, the schedule runs out at its change; the display asks at its place in the spread after it', async () => {
    const on = events();
    const change = new Date(NOW + 20_000).toISOString();
    const later = { ...entry, id: 2 };
    // Each answer dated by the (fake) clock, as the server's would be.
    const asked: number[] = [];
    fetchMock.mockImplementation(() => {
      asked.push(Date.now() - NOW);
      return Promise.resolve(json(answer(change, new Date(Date.now()).toISOString()), 200, { ETag: '"v1"' }));
    });
    new SchedulePoller(4, 'tok', on).start(); // phase 0.472: ticks at 14.2 s, asks 4.7 s into the spread
    await vi.advanceTimersByTimeAsync(19_900);
    expect(asked).toEqual([0, 14_164]);
    expect(fetchMock).toHaveBeenCalledTimes(2); // at the start, and on its tick
    expect(on.onSchedule).toHaveBeenLastCalledWith([entry], expect.anything());
    await vi.advanceTimersByTimeAsync(100);
    expect(on.onSchedule).toHaveBeenLastCalledWith([], null); // at the closing hour, with the network up
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        json({ ...answer(new Date(NOW + 3_600_000).toISOString(), new Date(Date.now()).toISOString()), paidBookings: [later] }, 200),
      ),
    );
    await vi.advanceTimersByTimeAsync(5_000); // 20 s + 0.5 s + 4.72 s = 25.22 s: not yet
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[2][1]?.headers).toEqual({ Authorization: 'Bearer tok' }); // no ETag for a schedule run out
    await vi.waitFor(() => expect(on.onSchedule).toHaveBeenLastCalledWith([later], expect.anything()));
  });

  it('with nothing kept: the server text, or "Failed to fetch schedule"', async () => {
    const on = events();
    fetchMock.mockResolvedValueOnce(json({ statusCode: 500, message: 'Database is down' }, 500));
    new SchedulePoller(4, 'tok', on).start();
    await vi.waitFor(() => expect(on.onError).toHaveBeenCalledWith('Database is down'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(on.onError).toHaveBeenLastCalledWith('Failed to fetch schedule');
  });

  it('stops and reports a token that no longer works', async () => {
    const on = events();
    fetchMock.mockResolvedValueOnce(json({ statusCode: 401, message: 'Display not authenticated' }, 401));
    new SchedulePoller(4, 'tok', on).start();
    await vi.waitFor(() => expect(on.onUnauthorized).toHaveBeenCalledWith('Display not authenticated'));
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
