import { addDays, daysBetween, isCalendarDate, isValidTimeZone, zonedParts } from './zoned-time';

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
});
