import { format, lastDayOfMonth, startOfMonth } from 'date-fns';
import type { BookingRequest } from '../../../api/bookings';
import { parseCalendarDate } from '../../../utils/bookingFormat';
import { toCents } from '../../../utils/money';

/**
 * The booking form's pure rules (docs/product-rules.md §15, §18; docs/product-rules.md §3, §4). Dates are
 * calendar dates "YYYY-MM-DD" in the display's zone, handled as local dates
 * (never through UTC); money is integer cents.
 */

/** docs/product-rules.md §15, §18: hours per day are 1 to 4. */
export const HOURS_OPTIONS = [1, 2, 3, 4] as const;
/** The server takes 1–60 dates per request (docs/bookings.md). */
export const MAX_DATES = 60;

export const BOOKING_MESSAGES = {
  noDates: 'Please select at least one date',
  noCreative: 'Please select an ad creative',
  submitted: 'Your booking request has been submitted and is pending approval.',
  noApprovedCreative: 'You need at least one approved ad creative to book this display…',
} as const;

/** docs/product-rules.md §18: the success toast shows 3 s, the success screen redirects after 2 s. */
export const SUCCESS_TOAST_MS = 3000;
export const REDIRECT_DELAY_MS = 2000;

/** docs/product-rules.md §18: pricePerHour × hours × days, in cents. */
export function totalCents(pricePerHour: string | number, hoursPerDay: number, days: number): number {
  return toCents(pricePerHour) * hoursPerDay * days;
}

/** A local Date as the calendar date "YYYY-MM-DD" it shows. */
export function toCalendarDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The calendar dates sorted, earliest first (ISO dates sort as text). */
export function sortDates(dates: readonly string[]): string[] {
  // oxlint-disable-next-line unicorn/no-array-sort -- sorts a copy (lib ES2022 has no toSorted)
  return [...dates].sort();
}

/** The first and last calendar date of the month shown (≤ 31 days, within the server's 92). */
export function monthRange(month: Date): { from: string; to: string } {
  return { from: toCalendarDate(startOfMonth(month)), to: toCalendarDate(lastDayOfMonth(month)) };
}

/** The first day of the month of a calendar date ("2026-12-03" → Dec 1, 2026, local). */
export function monthOf(date: string): Date | null {
  const day = parseCalendarDate(date);
  return day ? startOfMonth(day) : null;
}

/** Free hours per date, as the availability reads give them. */
export type FreeHours = ReadonlyMap<string, number>;

/** A date can take `hours` more hours when that many are still free (past dates have 0). */
export function fits(free: FreeHours, date: string, hours: number): boolean {
  const left = free.get(date);
  return left !== undefined && left >= hours;
}

/** A date that was unselected, with the hours still free on it. */
export interface UnfitDate {
  date: string;
  hoursLeft: number;
}

/** The selected dates known to have fewer free hours than asked (unknown dates are kept). */
export function unfitDates(selected: readonly string[], free: FreeHours, hours: number): UnfitDate[] {
  return selected.flatMap((date) => {
    const left = free.get(date);
    return left !== undefined && left < hours ? [{ date, hoursLeft: left }] : [];
  });
}

/** docs/product-rules.md §15: what is missing before a request can be sent, or null. */
export function bookingProblem(dates: readonly string[], adCreativeId: number | null): string | null {
  if (dates.length === 0) return BOOKING_MESSAGES.noDates;
  if (adCreativeId === null) return BOOKING_MESSAGES.noCreative;
  return null;
}

/** POST /api/tenant/bookings/bulk: one item per date (sorted); prices are the server's. */
export function bookingRequest(displayId: number, adCreativeId: number, dates: readonly string[], hoursBooked: number): BookingRequest {
  return { bookings: sortDates(dates).map((bookingDate) => ({ displayId, adCreativeId, bookingDate, hoursBooked })) };
}
