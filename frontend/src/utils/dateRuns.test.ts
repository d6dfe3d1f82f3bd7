import { describe, expect, it } from 'vitest';
import { dateRuns, formatDateRuns } from './dateRuns';

describe('booking dates as runs of consecutive days', () => {
  it('keeps a gap a gap: three dates are not "Nov 25 – Dec 02"', () => {
    expect(formatDateRuns(['2026-11-25', '2026-11-26', '2026-12-02'])).toBe('Nov 25, 2026 – Nov 26, 2026 · Dec 02, 2026');
    expect(formatDateRuns(['2026-11-25', '2026-11-28', '2026-12-02'])).toBe('Nov 25, 2026 · Nov 28, 2026 · Dec 02, 2026');
  });

  it('joins consecutive days across months, years and a leap day, in any order', () => {
    expect(dateRuns(['2027-01-01', '2026-12-31', '2026-12-30'])).toEqual([{ first: '2026-12-30', last: '2027-01-01' }]);
    expect(dateRuns(['2028-02-28', '2028-02-29', '2028-03-01'])).toEqual([{ first: '2028-02-28', last: '2028-03-01' }]);
    expect(dateRuns(['2027-02-28', '2027-03-01'])).toEqual([{ first: '2027-02-28', last: '2027-03-01' }]);
  });

  it('shows one date alone and ignores repeats', () => {
    expect(formatDateRuns(['2026-12-05', '2026-12-05'])).toBe('Dec 05, 2026');
    expect(formatDateRuns([])).toBe('');
  });
});
