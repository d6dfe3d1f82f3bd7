import { addDays, daysBetween, isCalendarDate, isValidTimeZone, zonedInstant, zonedParts } from './zoned-time';

describe('zoned time', () => {
  // "Today" itself is SQL's display_today (test/sql-functions.e2e-spec.ts checks the same instant).
  it('reads the wall clock in Phoenix at 23:30 although UTC is already the next day', () => {
    const now = new Date('2026-11-23T06:30:00Z'); // 23:30 on Nov 22 in Phoenix (UTC-7, no DST)
    expect(zonedParts(now, 'UTC')).toEqual({ date: '2026-11-23', hour: 6, minute: 30 });
    expect(zonedParts(now, 'America/Phoenix')).toEqual({ date: '2026-11-22', hour: 23, minute: 30 });
  });

  it('follows daylight saving where the zone has it (Navajo Nation / Denver) but not in Phoenix', () => {
    const july = new Date('2026-07-01T06:30:00Z');
    expect(zonedParts(july, 'America/Denver').hour).toBe(0); // UTC-6 in summer
    expect(zonedParts(july, 'America/Phoenix').hour).toBe(23); // UTC-7 all year
    // DST starts in Denver on 2026-03-08 at 02:00 local time.
    expect(zonedParts(new Date('2026-03-08T08:59:00Z'), 'America/Denver')).toEqual({ date: '2026-03-08', hour: 1, minute: 59 });
    expect(zonedParts(new Date('2026-03-08T09:00:00Z'), 'America/Denver')).toEqual({ date: '2026-03-08', hour: 3, minute: 0 });
  });

  it('validates time zones and calendar dates', () => {
    expect(isValidTimeZone('America/Phoenix')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    // Years 0001–0099 are dates (not 1901–1999); year 0000 is none.
    expect(isCalendarDate('0001-01-01')).toBe(true);
    expect(isCalendarDate('0099-12-31')).toBe(true);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(addDays('0001-12-31', 1)).toBe('0002-01-01');
    expect(daysBetween('0001-01-01', '0002-01-01')).toBe(365);
  });

  it('adds and counts days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-22', '2026-12-22')).toBe(30);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
  });

  it('finds the instant of a wall-clock hour, across DST, and each answer is a Date of its own', () => {
    expect(zonedInstant('2026-11-23', 6, 'America/Phoenix').toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(zonedInstant('2026-07-01', 6, 'America/Denver').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(zonedInstant('2026-03-08', 1, 'America/Denver').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(zonedInstant('2026-03-08', 3, 'America/Denver').toISOString()).toBe('2026-03-08T09:00:00.000Z');
    expect(zonedInstant('2026-11-01', 6, 'America/Denver').toISOString()).toBe('2026-11-01T13:00:00.000Z'); // after DST ends
    // Asked again (from the cache): the same instant, in a Date a caller may change without harm.
    const first = zonedInstant('2026-11-23', 6, 'America/Phoenix');
    first.setUTCHours(0);
    expect(zonedInstant('2026-11-23', 6, 'America/Phoenix').toISOString()).toBe('2026-11-23T13:00:00.000Z');
    // Every hour of a year in three zones, far more keys than the cache keeps: each still exact.
    for (const zone of ['America/Phoenix', 'America/Denver', 'UTC']) {
      for (let day = 0; day < 365; day++) {
        const date = addDays('2026-01-01', day);
        for (let hour = 0; hour < 24; hour++) {
          const p = zonedParts(zonedInstant(date, hour, zone), zone);
          if (p.hour === hour) expect(p).toEqual({ date, hour, minute: 0 });
          else expect(zone).toBe('America/Denver'); // 02:00 on the day DST starts does not exist there
        }
      }
    }
  });

  it('reads every instant of a minute as the zone shows it, odd offsets and 1972 included', () => {
    const direct = (instant: Date, timeZone: string) => {
      const f = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
      const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
      return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) };
    };
    const zones = ['America/Phoenix', 'Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Lord_Howe', 'Africa/Monrovia'];
    // Seconds 0, 29 and 59 of minutes across 1971–2030 (Monrovia was −0:44:30 until 1972).
    const starts = [Date.UTC(1971, 5, 1, 12, 0), Date.UTC(1972, 0, 6, 23, 50), Date.UTC(2026, 3, 5, 15, 28), Date.UTC(2030, 9, 6, 1, 59)];
    for (const zone of zones) {
      for (const start of starts) {
        for (let m = 0; m < 120; m += 7) {
          for (const second of [0, 29, 59]) {
            const instant = new Date(start + m * 60_000 + second * 1_000);
            expect(zonedParts(instant, zone)).toEqual(direct(instant, zone));
          }
        }
      }
    }
    expect(zonedParts(new Date('1971-06-01T12:00:59Z'), 'Africa/Monrovia')).toEqual({ date: '1971-06-01', hour: 11, minute: 16 });
    expect(() => zonedParts(new Date(NaN), 'UTC')).toThrow(RangeError);
  });
});
