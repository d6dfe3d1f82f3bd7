import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Plain SQL helpers over `bookings`, free of Nest wiring so that other modules
 * (the display delete rule) can use them inside their own transaction. Parameters
 * are inlined by MikroORM (arrays become `a, b` lists, hence `array[?]`).
 */

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
