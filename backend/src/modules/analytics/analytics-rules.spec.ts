import { dateRange, deliveryFigures, monthRange, percent1, roundedMean } from './analytics-rules';

describe('analytics rules', () => {
  it('percent1 rounds half up to one decimal, exactly', () => {
    expect(percent1(3, 240)).toBe(1.3); // 1.25 %
    expect(percent1(8, 240)).toBe(3.3);
    expect(percent1(1, 3)).toBe(33.3);
    expect(percent1(2, 3)).toBe(66.7);
    expect(percent1(5, 0)).toBe(0);
  });

  it('roundedMean is the mean of one-decimal values, rounded to a whole percent', () => {
    expect(roundedMean([1.3, 3.3, 2, 0])).toBe(2); // 1.65
    expect(roundedMean([12.5, 12.4])).toBe(12); // 12.45
    expect(roundedMean([12.5, 12.5])).toBe(13);
    expect(roundedMean([0.1, 0.2, 0.2])).toBe(0);
    expect(roundedMean([])).toBe(0);
  });

  it('deliveryFigures: a play is 10 s of the booked hours', () => {
    expect(deliveryFigures(2, 684, 600)).toEqual({
      hoursBooked: 2,
      plays: 684,
      verifiedPlays: 600,
      unverifiedPlays: 84,
      bookedSeconds: 7200,
      deliveredSeconds: 6840,
      deliveredShare: 95,
    });
    expect(deliveryFigures(1, 720, 0)).toMatchObject({ deliveredShare: 200 });
  });

  it('dateRange defaults to the 30 dates ending today and refuses bad input', () => {
    expect(dateRange({}, '2026-03-21')).toEqual({ from: '2026-02-20', to: '2026-03-21' });
    expect(dateRange({ from: '2026-03-01' }, '2026-03-21')).toEqual({ from: '2026-03-01', to: '2026-03-21' });
    expect(() => dateRange({ from: '2026-02-29' }, '2026-03-21')).toThrow('from must be a date written YYYY-MM-DD');
    expect(dateRange({ from: '2025-01-01', to: '2026-01-01' }, '2026-03-21')).toEqual({ from: '2025-01-01', to: '2026-01-01' });
    expect(() => dateRange({ from: '2024-12-31', to: '2026-01-01' }, '2026-03-21')).toThrow('at most 366 days');
  });

  it('monthRange reads YYYY-MM', () => {
    expect(monthRange('2026-02')).toEqual({ month: '2026-02', first: '2026-02-01', last: '2026-02-28' });
    expect(monthRange('2028-02.csv').last).toBe('2028-02-29');
    expect(monthRange('2026-12').last).toBe('2026-12-31');
    expect(() => monthRange('2026-00')).toThrow('YYYY-MM');
  });
});
