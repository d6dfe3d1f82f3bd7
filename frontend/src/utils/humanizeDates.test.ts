import { describe, expect, it } from 'vitest';
import { humanizeDates } from './bookingFormat';

describe('humanizeDates (one date format in every message)', () => {
  it('rewrites calendar dates in a server sentence', () => {
    expect(humanizeDates('Not enough hours left: 2027-01-08 has 1 hour left, 2027-01-09 has 0 hours left')).toBe(
      'Not enough hours left: Jan 08, 2027 has 1 hour left, Jan 09, 2027 has 0 hours left',
    );
    expect(humanizeDates('Bookings can be made up to 2027-03-02 (90 days ahead)')).toBe(
      'Bookings can be made up to Mar 02, 2027 (90 days ahead)',
    );
  });

  it('leaves timestamps, impossible dates and other numbers alone', () => {
    expect(humanizeDates('at 2026-12-01T10:00:00Z')).toBe('at 2026-12-01T10:00:00Z');
    expect(humanizeDates('date 2026-02-30 is not a date')).toBe('date 2026-02-30 is not a date');
    expect(humanizeDates('order 12026-12-01-7')).toBe('order 12026-12-01-7');
    expect(humanizeDates('Invalid username or password')).toBe('Invalid username or password');
  });
});
