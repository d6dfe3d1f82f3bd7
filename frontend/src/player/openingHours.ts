import type { ScheduleAnswer } from './types';

/** What the schedule says about opening hours; a schedule kept by an older player may lack it. */
type Hours = Partial<Pick<ScheduleAnswer, 'open' | 'nextChangeAt' | 'timeZone' | 'serverTime'>>;

/** The calendar date of an instant in a zone, "2026-12-01". */
function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * The title of a screen with nothing to play (docs/product-rules.md §7.10): outside its
 * operating hours "Closed now — opens at 9:00 AM" (or "tomorrow at"), in the display's zone;
 * open but with nothing due, the product's "No Content Scheduled".
 */
export function emptyScreenTitle(hours: Hours | null, noContent: string): string {
  if (!hours || hours.open !== false || !hours.nextChangeAt || !hours.timeZone) return noContent;
  const opens = new Date(hours.nextChangeAt);
  const now = new Date(hours.serverTime ?? Date.now());
  if (Number.isNaN(opens.getTime()) || Number.isNaN(now.getTime())) return noContent;
  try {
    const time = new Intl.DateTimeFormat('en-US', { timeZone: hours.timeZone, hour: 'numeric', minute: '2-digit' }).format(opens);
    const day = dateIn(opens, hours.timeZone) === dateIn(now, hours.timeZone) ? '' : 'tomorrow ';
    return `Closed now — opens ${day}at ${time}`;
  } catch {
    return noContent; // a zone this browser does not know
  }
}
