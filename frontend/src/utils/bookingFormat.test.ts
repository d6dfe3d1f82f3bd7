import { format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateCount, formatHours, parseCalendarDate } from './bookingFormat';

const ORIGINAL_TZ = process.env.TZ;

// From the far east (UTC+14) to the far west (UTC−11), and a zone with DST.
const ZONES = [
  'Pacific/Kiritimati',
  'Asia/Tokyo',
  'UTC',
  'Europe/London',
  'America/New_York',
  'America/Denver',
  'America/Phoenix',
  'Pacific/Pago_Pago',
];

describe('formatCalendarDate: a booking date "YYYY-MM-DD" as "MMM dd, yyyy"', () => {
  afterEach(() => {
    if (ORIGINAL_TZ === undefined) delete process.env.TZ;
    else process.env.TZ = ORIGINAL_TZ;
  });

  it.each(ZONES)('shows the same calendar day in %s', (zone) => {
    process.env.TZ = zone;
    // The zone really changed (Node re-reads TZ when it is set).
    expect(new Intl.DateTimeFormat('en-US').resolvedOptions().timeZone).toBe(zone === 'UTC' ? 'UTC' : zone);
    expect(formatCalendarDate('2026-12-01')).toBe('Dec 01, 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 01, 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('Dec 31, 2026');
    // DST change days in the US and Europe.
    expect(formatCalendarDate('2026-03-08')).toBe('Mar 08, 2026');
    expect(formatCalendarDate('2026-03-29')).toBe('Mar 29, 2026');
    expect(formatCalendarDate('2026-11-01')).toBe('Nov 01, 2026');
    expect(formatCalendarDate('2028-02-29')).toBe('Feb 29, 2028');
  });

  it('would be off by one west of UTC if parsed through UTC (what it avoids)', () => {
    process.env.TZ = 'America/Phoenix';
    expect(format(new Date('2026-12-01'), 'MMM dd, yyyy')).toBe('Nov 30, 2026');
    expect(formatCalendarDate('2026-12-01')).toBe('Dec 01, 2026');
  });

  it('parses to local midnight of that day', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    const date = parseCalendarDate('2026-07-04');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([2026, 6, 4, 0]);
  });

  it('shows malformed or impossible dates as they are', () => {
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('2026-12-01T00:00:00Z')).toBeNull();
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
    expect(formatCalendarDate('')).toBe('');
  });
});

describe('hours and date wording', () => {
  it('"1 hour", "N hours" (docs/product-rules.md §12: singular or plural)', () => {
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(2)).toBe('2 hours');
    expect(formatHours(4)).toBe('4 hours');
  });

  it('"1 date", "N dates"', () => {
    expect(formatDateCount(1)).toBe('1 date');
    expect(formatDateCount(3)).toBe('3 dates');
  });
});
