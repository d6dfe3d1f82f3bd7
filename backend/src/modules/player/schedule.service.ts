import { Injectable } from '@nestjs/common';
import { createHash } from 'crypto';
import { gatheredReads } from '../../common/database/gathered-reads';
import { isOpenAtHour } from '../../common/time/operating-hours';
import { addDays, zonedInstant, zonedParts } from '../../common/time/zoned-time';
import { FileUrls } from '../files/file-urls';
import { ScheduleEntryDto } from './dto/schedule.dto';
import { DisplayPlayerState, PlayerRepository, type ScheduledBookingRow, type ScheduleRequest } from './player.repository';
import { ScheduleChangesListener } from './schedule-changes.listener';

export interface CachedSchedule {
  paidBookings: ScheduleEntryDto[];
  nextChangeAt: Date;
  /** Inside the operating hours at `asOf` (until nextChangeAt). */
  open: boolean;
  etag: string;
  /** The time it was computed for: it holds from then until nextChangeAt. */
  asOf: Date;
}

/** Of the upcoming schedule, read ahead this long before a change at the latest and at the earliest. */
export const READ_AHEAD_MS = { least: 60_000, most: 5 * 60_000 };

/** A cached schedule, the display it was made for, and the one that follows it once read ahead. */
interface Entry {
  schedule: CachedSchedule;
  display: DisplayPlayerState;
  /** When a sync may start reading the next schedule: drawn per entry (docs/player.md, "Cache and invalidation"). */
  readAheadAt: number;
  next?: CachedSchedule;
  reading?: boolean;
}

/**
 * What a display plays now (docs/player.md): its confirmed, paid bookings of today
 * in its zone with approved creatives, while it is open. Cached per display until the
 * next opening/closing hour or a change notification, whichever comes first; the schedule
 * from that hour on is read a few minutes ahead, so the screens that all ask at an opening
 * find it cached (docs/performance.md, "Schedules read ahead of an opening").
 */
@Injectable()
export class ScheduleService {
  private readonly cache = new Map<number, Entry>();
  private generation = 0;
  // Schedules of many displays missed at once are one read (docs/performance.md, "Display states read together").
  private readonly reads = gatheredReads<ScheduleRequest, ScheduledBookingRow[]>(async (requests) => {
    const rows: ScheduledBookingRow[][] = requests.map(() => []);
    for (const { idx, ...row } of await this.repository.scheduledBookings(requests)) rows[idx].push(row);
    return rows;
  });

  constructor(
    private readonly repository: PlayerRepository,
    private readonly files: FileUrls,
    private readonly changes: ScheduleChangesListener,
  ) {
    changes.subscribe((change) => {
      this.generation++;
      if (change === '*') this.cache.clear();
      else this.cache.delete(change);
    });
  }

  async forDisplay(display: DisplayPlayerState, now: Date): Promise<CachedSchedule> {
    const hit = this.cached(display.id, now);
    if (hit) return hit;
    const generation = this.generation;
    const schedule = await this.load(display, now);
    if (generation === this.generation && this.changes.live) this.cache.set(display.id, entryFor(schedule, display));
    return schedule;
  }

  /** The cached schedule without waiting: undefined when `forDisplay` would have to load it (docs/performance.md). */
  cached(displayId: number, now: Date): CachedSchedule | undefined {
    let entry = this.cache.get(displayId);
    if (!entry || !this.changes.live) return undefined;
    if (entry.next && holds(entry.next, now) && !holds(entry.schedule, now)) {
      entry = entryFor(entry.next, entry.display);
      this.cache.set(displayId, entry);
    }
    if (!holds(entry.schedule, now)) return undefined;
    if (!entry.next && !entry.reading && now.getTime() >= entry.readAheadAt) this.readAhead(displayId, entry);
    return entry.schedule;
  }

  /** Reads the schedule that follows `entry`'s, kept only while `entry` is still the display's (no change since). */
  private readAhead(displayId: number, entry: Entry): void {
    entry.reading = true;
    this.load(entry.display, entry.schedule.nextChangeAt).then(
      (next) => {
        if (this.cache.get(displayId) === entry) entry.next = next;
      },
      () => (entry.reading = false), // a later sync tries again; at the change the display loads its own
    );
  }

  private async load(display: DisplayPlayerState, now: Date): Promise<CachedSchedule> {
    // The zone's wall clock only times the schedule: open now, and the instant of the next
    // opening or closing. It is read here, not in SQL, so that a closed display costs no query
    // (and a poll no extra one); which bookings are today's is SQL's display_today
    // (docs/architecture.md, "Where each rule lives").
    const { date, hour } = zonedParts(now, display.timeZone);
    const open = isOpenAtHour(hour, display.startHour, display.endHour);
    const rows = open ? await this.reads.load({ displayId: display.id, timeZone: display.timeZone, at: now }) : [];
    const paidBookings = rows.map((r) => ({
      id: r.creativeId,
      name: r.creativeName,
      fileUrl: this.files.urlFor(r.contentHash, r.contentType),
      tenantName: r.tenantName,
      bookingId: r.bookingId,
      hoursBooked: r.hoursBooked,
    }));
    const nextChangeAt = nextChange(display, date, hour);
    const etag = `"${createHash('sha1')
      .update(JSON.stringify([paidBookings, nextChangeAt, open, display.timeZone]))
      .digest('base64url')}"`;
    return { paidBookings, nextChangeAt, open, etag, asOf: now };
  }
}

const holds = (schedule: CachedSchedule, now: Date) => schedule.asOf <= now && now < schedule.nextChangeAt;

function entryFor(schedule: CachedSchedule, display: DisplayPlayerState, random = Math.random()): Entry {
  const ahead = READ_AHEAD_MS.least + random * (READ_AHEAD_MS.most - READ_AHEAD_MS.least);
  return { schedule, display, readAheadAt: schedule.nextChangeAt.getTime() - ahead };
}

/** The next opening or closing hour after `hour` on `date`, in the display's zone. */
export function nextChange(display: Pick<DisplayPlayerState, 'startHour' | 'endHour' | 'timeZone'>, date: string, hour: number): Date {
  if (hour < display.startHour) return zonedInstant(date, display.startHour, display.timeZone);
  if (hour < display.endHour) return zonedInstant(date, display.endHour, display.timeZone);
  return zonedInstant(addDays(date, 1), display.startHour, display.timeZone);
}
