import type { EntityManager } from '@mikro-orm/postgresql';
import { hoursText } from './booking.constants';

/**
 * Plain SQL helpers over `bookings`, free of Nest wiring so that other modules
 * (the display delete rule) can use them inside their own transaction. Parameters
 * are inlined by MikroORM (arrays become `a, b` lists, hence `array[?]`).
 */

/** Sold hours (pending + confirmed) per date of one display, for the given dates. */
export async function soldHoursOn(em: EntityManager, displayId: number, dates: string[]): Promise<Map<string, number>> {
  const rows: { date: string; sold: number }[] = await em.execute(
    `select booking_date::text as date, sum(hours_booked)::int as sold
       from bookings
      where display_id = ? and booking_date = any(array[?]::date[]) and status in ('pending', 'confirmed')
      group by booking_date`,
    [displayId, dates],
  );
  return new Map(rows.map((r) => [r.date, r.sold]));
}

/** Sold hours per date of one display between two dates (inclusive); dates without bookings are absent. */
export async function soldHoursBetween(em: EntityManager, displayId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows: { date: string; sold: number }[] = await em.execute(
    `select booking_date::text as date, sum(hours_booked)::int as sold
       from bookings
      where display_id = ? and booking_date between ?::date and ?::date and status in ('pending', 'confirmed')
      group by booking_date`,
    [displayId, from, to],
  );
  return new Map(rows.map((r) => [r.date, r.sold]));
}

/**
 * The 409 message when `hours` more per date do not fit, or null when they do
 * (dates in the order given, earliest first from the booking service):
 * "Not enough hours left: 2026-12-01 has 1 hour left, 2026-12-02 has 0 hours left".
 */
export function capacityProblem(dates: string[], sold: Map<string, number>, hours: number, capacity: number): string | null {
  const full = dates.filter((d) => (sold.get(d) ?? 0) + hours > capacity);
  if (!full.length) return null;
  return `Not enough hours left: ${full.map((d) => `${d} has ${hoursText(Math.max(0, capacity - (sold.get(d) ?? 0)))} left`).join(', ')}`;
}

/**
 * Pending and confirmed bookings of a display dated `today` or later (today
 * being the date in the display's own zone): what blocks deleting the display.
 */
export async function countUpcomingBookings(em: EntityManager, displayId: number, today: string): Promise<number> {
  const [row]: { n: number }[] = await em.execute(
    `select count(*)::int as n from bookings
      where display_id = ? and booking_date >= ?::date and status in ('pending', 'confirmed')`,
    [displayId, today],
  );
  return row.n;
}
