import type { FileUrls } from '../files/file-urls';
import type { DisplayPlayerState, PlayerRepository } from './player.repository';
import type { ScheduleChange, ScheduleChangesListener } from './schedule-changes.listener';
import { nextChange, ScheduleService } from './schedule.service';

describe('nextChange: the next opening or closing hour in the display zone', () => {
  const phoenix = { startHour: 9, endHour: 17, timeZone: 'America/Phoenix' };
  it('before opening, while open, and after closing', () => {
    expect(nextChange(phoenix, '2026-12-01', 8).toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(nextChange(phoenix, '2026-12-01', 9).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(nextChange(phoenix, '2026-12-01', 23).toISOString()).toBe('2026-12-02T16:00:00.000Z');
  });
  it('follows daylight saving time where the zone keeps it', () => {
    const denver = { ...phoenix, timeZone: 'America/Denver' };
    expect(nextChange(denver, '2027-03-13', 20).toISOString()).toBe('2027-03-14T15:00:00.000Z'); // 09:00 MDT, the morning after the change
    expect(nextChange(denver, '2027-03-13', 10).toISOString()).toBe('2027-03-14T00:00:00.000Z'); // 17:00 MST
    expect(nextChange(denver, '2027-11-07', 3).toISOString()).toBe('2027-11-07T16:00:00.000Z'); // 09:00 MST after falling back
  });
});

/** A Phoenix display open 09:00–17:00 (16:00–00:00 UTC) with one paid booking. */
function world() {
  const display = { id: 5, timeZone: 'America/Phoenix', startHour: 9, endHour: 17, playable: true } as unknown as DisplayPlayerState;
  const reads: { displayId: number; at: string }[] = [];
  const batches: number[] = [];
  const repository = {
    scheduledBookings: async (requests: readonly { displayId: number; at: Date }[]) => {
      batches.push(requests.length);
      return requests.map(({ displayId, at }, idx) => {
        reads.push({ displayId, at: at.toISOString() });
        return {
          idx,
          bookingId: displayId * 10,
          hoursBooked: 2,
          creativeId: 3,
          creativeName: 'Ad',
          contentHash: 'h',
          contentType: 'image/png',
          tenantName: 'T',
        };
      });
    },
  } as unknown as PlayerRepository;
  const files = { urlFor: (hash: string) => `/files/${hash}` } as unknown as FileUrls;
  const subscribers: ((change: ScheduleChange) => void)[] = [];
  const changes = { live: true, subscribe: (fn: (change: ScheduleChange) => void) => subscribers.push(fn) };
  const service = () => new ScheduleService(repository, files, changes as unknown as ScheduleChangesListener);
  return { display, reads, batches, service, notify: (change: ScheduleChange) => subscribers.forEach((fn) => fn(change)) };
}
const at = (iso: string) => new Date(iso);
const settle = () => new Promise((r) => setTimeout(r, 10)); // past the reads' 2-ms gathering
const OPENING = '2026-12-01T16:00:00.000Z';

describe('ScheduleService: the schedule from an opening on, read ahead of it', () => {
  it('is read once in the minutes before the opening and answered at the opening without a read', async () => {
    const { display, reads, service } = world();
    const schedules = service();
    expect((await schedules.forDisplay(display, at('2026-12-01T15:50:00Z'))).open).toBe(false); // closed: no read
    expect(schedules.cached(5, at('2026-12-01T15:54:59Z'))?.open).toBe(false); // earlier than 5 minutes ahead: nothing read
    await settle();
    expect(reads).toEqual([]);
    schedules.cached(5, at('2026-12-01T15:59:00Z'));
    schedules.cached(5, at('2026-12-01T15:59:10Z')); // one read, however many syncs ask meanwhile
    await settle();
    expect(reads).toEqual([{ displayId: 5, at: OPENING }]);
    const opened = schedules.cached(5, at('2026-12-01T16:00:00.500Z'));
    expect(opened?.open).toBe(true);
    expect(opened?.paidBookings.map((b) => b.bookingId)).toEqual([50]);
    expect(reads).toHaveLength(1);
    // The same answer, ETag included, as a schedule read at the opening itself.
    expect(opened?.etag).toBe((await service().forDisplay(display, at(OPENING))).etag);
  });

  it('reads the schedules of displays missed together in a few reads, each its own bookings', async () => {
    const { display, batches, service } = world();
    const schedules = service();
    const ids = Array.from({ length: 1200 }, (_, k) => k + 1);
    const answers = await Promise.all(ids.map((id) => schedules.forDisplay({ ...display, id }, at('2026-12-01T17:00:00Z'))));
    expect(answers.map((a) => a.paidBookings.map((b) => b.bookingId))).toEqual(ids.map((id) => [id * 10]));
    expect(batches).toEqual([500, 500, 200]);
  });

  it('keeps nothing read ahead once a change of the display is announced', async () => {
    const { display, reads, service, notify } = world();
    const schedules = service();
    await schedules.forDisplay(display, at('2026-12-01T15:50:00Z'));
    schedules.cached(5, at('2026-12-01T15:59:00Z'));
    notify(5);
    await settle();
    expect(schedules.cached(5, at('2026-12-01T16:00:01Z'))).toBeUndefined();
    expect((await schedules.forDisplay(display, at('2026-12-01T16:00:01Z'))).open).toBe(true);
    expect(reads).toHaveLength(2);
  });

  it('spreads the reads of displays cached together over the minutes before the opening', async () => {
    const { display, reads, service } = world();
    const schedules = service();
    const ids = Array.from({ length: 400 }, (_, k) => k + 1);
    for (const id of ids) await schedules.forDisplay({ ...display, id }, at('2026-12-01T15:50:00Z'));
    const readBy = async (iso: string) => {
      for (const id of ids) schedules.cached(id, at(iso));
      await settle();
      return reads.length;
    };
    expect(await readBy('2026-12-01T15:54:59Z')).toBe(0);
    const halfway = await readBy('2026-12-01T15:57:00Z'); // 3 of the 1–5 minutes ahead: about half
    expect(halfway).toBeGreaterThan(100);
    expect(halfway).toBeLessThan(300);
    expect(await readBy('2026-12-01T15:59:00Z')).toBe(400);
  });
});
