import { format } from 'date-fns';
import { createContext, useContext } from 'react';
import type { FreeHours } from './bookingRules';
import { formatHours } from '../../../utils/bookingFormat';

/** What the calendar's day buttons need to know besides the date. */
export interface DayAvailability {
  free: FreeHours;
  /** The display's today, "YYYY-MM-DD" (its zone). */
  today: string | undefined;
}

export const DayAvailabilityContext = createContext<DayAvailability>({ free: new Map(), today: undefined });

export const useDayAvailability = () => useContext(DayAvailabilityContext);

/** The short text under a day's number: "5h" free, "Full", or nothing (past or not known yet). */
export function freeHoursText(date: string, { free, today }: DayAvailability): string {
  if (today && date < today) return '';
  const left = free.get(date);
  if (left === undefined) return '';
  return left === 0 ? 'Full' : `${left}h`;
}

/**
 * A day button's accessible name: "December 3, 2026, 5h, 5 hours free" (plus today /
 * selected). It holds the small print shown under the number ("5h", "Full") so what
 * is seen is also what a speech-input user can say (WCAG 2.5.3, label in name).
 */
export function dayLabel(day: Date, date: string, { free, today }: DayAvailability, modifiers: { selected?: boolean }): string {
  let label = format(day, 'MMMM d, yyyy');
  const left = free.get(date);
  if (today && date < today) label += ', past date';
  else if (left === undefined) label += ', availability not loaded';
  else label += left === 0 ? ', Full, fully booked' : `, ${left}h, ${formatHours(left)} free`;
  if (date === today) label = `Today, ${label}`;
  if (modifiers.selected) label += ', selected';
  return label;
}
