import { formatCalendarDate } from './bookingFormat';

/** A run of consecutive calendar dates, first and last included ('YYYY-MM-DD'). */
export interface DateRun {
  first: string;
  last: string;
}

/** The next calendar day of 'YYYY-MM-DD' (in UTC arithmetic: no time zone can shift it). */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Dates (any order, repeats ignored) as runs of consecutive days, earliest first. */
export function dateRuns(dates: readonly string[]): DateRun[] {
  const sorted = [...new Set(dates)].sort(); // oxlint-disable-line unicorn/no-array-sort
  const runs: DateRun[] = [];
  for (const date of sorted) {
    const last = runs[runs.length - 1];
    if (last && nextDay(last.last) === date) last.last = date;
    else runs.push({ first: date, last: date });
  }
  return runs;
}

/** One run as people read it: "Dec 05, 2026" or "Nov 25, 2026 – Nov 27, 2026". */
export function formatDateRun({ first, last }: DateRun): string {
  return first === last ? formatCalendarDate(first) : `${formatCalendarDate(first)} – ${formatCalendarDate(last)}`;
}

/**
 * Booking dates as runs, so that gaps show: Nov 25, 26, 27 and Dec 02 read
 * "Nov 25, 2026 – Nov 27, 2026 · Dec 02, 2026", never one span that claims the days between.
 */
export function formatDateRuns(dates: readonly string[]): string {
  return dateRuns(dates).map(formatDateRun).join(' · ');
}
