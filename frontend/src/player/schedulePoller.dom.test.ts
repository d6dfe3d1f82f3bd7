import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from './config';
import { pollDelayOf, SchedulePoller, validUntilOf, type PollerEvents } from './schedulePoller';
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
