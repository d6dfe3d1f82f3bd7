import { afterEach, describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../../../utils/bookingFormat';
import {
  BOOKING_MESSAGES,
  bookingProblem,
  bookingRequest,
  fits,
  monthRange,
  sortDates,
  toCalendarDate,
  totalCents,
  unfitDates,
} from './bookingRules';
import { formatCents } from '../../../utils/money';

describe('money in integer cents (docs/product-rules.md §18: price × hours × days, two decimals)', () => {
  it('computes totals without float drift', () => {
    expect(formatCents(totalCents('12.50', 3, 3))).toBe('$112.50');
    expect(formatCents(totalCents('12.50', 2, 3))).toBe('$75.00');
    // 0.1 × 3 × 3 in floats is 0.9000000000000001.
    expect(0.1 * 3 * 3).not.toBe(0.9);
    expect(totalCents('0.10', 3, 3)).toBe(90);
    expect(formatCents(totalCents('0.10', 3, 3))).toBe('$0.90');
    expect(formatCents(totalCents('19.99', 4, 60))).toBe('$4,797.60');
    expect(formatCents(totalCents('12.50', 1, 0))).toBe('$0.00');
  });
});

describe('calendar dates', () => {
  const ORIGINAL_TZ = process.env.TZ;
  afterEach(() => {
    if (ORIGINAL_TZ === undefined) delete process.env.TZ;
    else process.env.TZ = ORIGINAL_TZ;
  });

  it.each(['Pacific/Kiritimati', 'UTC', 'America/Phoenix', 'Pacific/Pago_Pago'])(
    'round-trip and month ranges stay on the same day in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(toCalendarDate(parseCalendarDate('2026-12-01')!)).toBe('2026-12-01');
      expect(toCalendarDate(parseCalendarDate('2027-03-14')!)).toBe('2027-03-14');
      expect(monthRange(parseCalendarDate('2026-12-15')!)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
      expect(monthRange(parseCalendarDate('2028-02-03')!)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    },
  );

  it('sorts dates earliest first, without touching the input', () => {
    const dates = ['2026-12-10', '2026-11-30', '2027-01-02'];
    expect(sortDates(dates)).toEqual(['2026-11-30', '2026-12-10', '2027-01-02']);
    expect(dates[0]).toBe('2026-12-10');
  });
});

describe('free hours', () => {
  const free = new Map([
    ['2026-12-01', 8],
    ['2026-12-02', 2],
    ['2026-12-03', 0],
  ]);

  it('a date fits when at least the chosen hours are free; unknown dates do not', () => {
    expect(fits(free, '2026-12-01', 4)).toBe(true);
    expect(fits(free, '2026-12-02', 2)).toBe(true);
    expect(fits(free, '2026-12-02', 3)).toBe(false);
    expect(fits(free, '2026-12-03', 1)).toBe(false);
    expect(fits(free, '2026-12-09', 1)).toBe(false);
  });

  it('finds the selected dates that no longer fit (unknown ones are kept)', () => {
    expect(unfitDates(['2026-12-01', '2026-12-02', '2026-12-09'], free, 3)).toEqual([{ date: '2026-12-02', hoursLeft: 2 }]);
    expect(unfitDates(['2026-12-01', '2026-12-02'], free, 2)).toEqual([]);
  });
});

describe('the request', () => {
  it('needs a date, then a creative (docs/product-rules.md §15)', () => {
    expect(bookingProblem([], 3)).toBe(BOOKING_MESSAGES.noDates);
    expect(bookingProblem([], null)).toBe('Please select at least one date');
    expect(bookingProblem(['2026-12-01'], null)).toBe('Please select an ad creative');
    expect(bookingProblem(['2026-12-01'], 3)).toBeNull();
  });

  it('has one item per date with the four fields only (no price)', () => {
    expect(bookingRequest(42, 3, ['2026-12-03', '2026-12-01'], 2)).toEqual({
      bookings: [
        { displayId: 42, adCreativeId: 3, bookingDate: '2026-12-01', hoursBooked: 2 },
        { displayId: 42, adCreativeId: 3, bookingDate: '2026-12-03', hoursBooked: 2 },
      ],
    });
  });
});
