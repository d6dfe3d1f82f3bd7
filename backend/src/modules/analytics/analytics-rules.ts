import { BadRequestException } from '@nestjs/common';
import { addDays, daysBetween, isCalendarDate } from '../../common/time/zoned-time';
import type { DeliveryFiguresDto } from './dto/delivery.dto';

/** The formulas' small pieces (docs/analytics.md), free of I/O. */

export const ANALYTICS_LIMITS = {
  /** The default window: the 30 dates ending today. */
  defaultDays: 30,
  /** The longest from–to range a read or an export may ask for. */
  maxDays: 366,
  /** One play fills one 10-second slot (docs/player.md). */
  slotSeconds: 10,
} as const;

/** OpenAPI: why ?from&to may be refused. */
export const BAD_RANGE = `from/to not a date written YYYY-MM-DD, from after to, or more than ${ANALYTICS_LIMITS.maxDays} days`;

/** part ÷ whole in percent with one decimal (0 when whole is 0). Exact for whole numbers: no float drift at .x5. */
export function percent1(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0;
}

/** Utilisation looks at the dates ending today, in each display's zone (docs/analytics.md). */
export const UTILISATION_DAYS = 30;

/** A display's utilisation: confirmed hours on the window's dates ÷ (daily capacity × the window's dates), one decimal. */
export function utilisation(windowHours: number, dailyCapacity: number): number {
  return percent1(windowHours, dailyCapacity * UTILISATION_DAYS);
}

/** Mean of one-decimal percentages, rounded to a whole percent (0 for none). */
export function roundedMean(values: number[]): number {
  if (!values.length) return 0;
  const tenths = values.reduce((sum, v) => sum + Math.round(v * 10), 0);
  return Math.round(tenths / (10 * values.length));
}

/** PostgreSQL numeric text ("36.75") → a two-decimal number. */
export function money(text: string): number {
  return Number(text);
}

/** A timestamptz as text → a Date (null stays null). */
export function instant(text: string | null): Date | null {
  return text === null ? null : new Date(text);
}

/** `verifiedPlays`: those of `plays` sent with a paired token (docs/player.md, "Verified plays"). */
export function deliveryFigures(hoursBooked: number, plays: number, verifiedPlays: number): DeliveryFiguresDto {
  const bookedSeconds = hoursBooked * 3600;
  const deliveredSeconds = plays * ANALYTICS_LIMITS.slotSeconds;
  return {
    hoursBooked,
    plays,
    verifiedPlays,
    unverifiedPlays: plays - verifiedPlays,
    bookedSeconds,
    deliveredSeconds,
    deliveredShare: percent1(deliveredSeconds, bookedSeconds),
  };
}

/** The figures of several dates (or bookings) together. */
export function deliveryTotal(rows: readonly { hours_booked: number; plays: number; verified_plays: number }[]): DeliveryFiguresDto {
  return deliveryFigures(
    rows.reduce((n, r) => n + r.hours_booked, 0),
    rows.reduce((n, r) => n + r.plays, 0),
    rows.reduce((n, r) => n + r.verified_plays, 0),
  );
}

/** Checks ?from&to; the default is the 30 dates ending `today` (from the repository's SQL, display_today). */
export function dateRange(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  if (query.from !== undefined && !isCalendarDate(query.from)) throw new BadRequestException('from must be a date written YYYY-MM-DD');
  if (query.to !== undefined && !isCalendarDate(query.to)) throw new BadRequestException('to must be a date written YYYY-MM-DD');
  const to = query.to ?? (query.from !== undefined && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(ANALYTICS_LIMITS.defaultDays - 1));
  if (to < from) throw new BadRequestException('from must be on or before to');
  if (daysBetween(from, to) + 1 > ANALYTICS_LIMITS.maxDays) {
    throw new BadRequestException(`The range may cover at most ${ANALYTICS_LIMITS.maxDays} days`);
  }
  return { from, to };
}

/** Every date from `from` to `to`, each with what `byDate` has for it (or `empty`). */
export function everyDate<T>(from: string, to: string, byDate: Map<string, T>, empty: (date: string) => T): T[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const date = addDays(from, i);
    return byDate.get(date) ?? empty(date);
  });
}

/** "2026-11" (or "2026-11.csv") → its first and last dates; 400 otherwise, years 0000–0099 included, as every date parameter. */
export function monthRange(text: string): { month: string; first: string; last: string } {
  const m = /^(\d{4})-(\d{2})(?:\.csv)?$/.exec(text);
  const first = m ? `${m[1]}-${m[2]}-01` : '';
  if (!m || !isCalendarDate(first)) throw new BadRequestException('The month must be written YYYY-MM, e.g. 2026-11');
  const last = Number(m[2]) === 12 ? `${m[1]}-12-31` : addDays(`${m[1]}-${String(Number(m[2]) + 1).padStart(2, '0')}-01`, -1);
  return { month: `${m[1]}-${m[2]}`, first, last };
}
