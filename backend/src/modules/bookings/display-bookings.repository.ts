import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PageRange } from '../../common/list/list-query';

/**
 * The raw statements over one display's bookings, or a host's (docs/architecture.md, "Raw SQL or
 * the ORM"): free hours for the calendar, what blocks deleting a display or changing its hours
 * or zone, paid airtime, the host's upcoming bookings. The statements over bookings themselves
 * (booking, expiry, a group's changes) are in booking.repository.ts; both call the SQL rules of
 * sql/booking_rules.sql, never restate them.
 */

export interface FreeHoursRow {
  date: string;
  capacity_hours: number;
  sold_hours: number;
  free_hours: number;
}

export interface UpcomingRow {
  id: number;
  booking_date: string;
  hours_booked: number;
  paid: boolean;
  display_id: number;
  display_name: string;
  street_address: string;
  city: string;
  username: string;
  creative_name: string;
  content_hash: string;
  content_type: string;
  thumbnail_hash: string;
}

/** A date from today on whose sold hours exceed a proposed daily capacity. */
export interface OversoldDateRow {
  date: string;
  sold_hours: number;
  capacity_hours: number;
}

@Injectable()
export class DisplayBookingsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Capacity, sold and free hours of each date from `from` to `to` (inclusive). Dates after
   * `latestDate` (today + the horizon, as book_display_dates counts it) have none: the
   * calendar never offers a date the booking would refuse (docs/bookings.md).
   */
  freeHours(displayId: number, from: string, to: string, now: Date, latestDate: string): Promise<FreeHoursRow[]> {
    return this.em.fork().execute(
      `select day::text as date, capacity_hours, sold_hours, case when day > ?::date then 0 else free_hours end as free_hours
         from display_free_hours(?, array(select generate_series(?::date, ?::date, interval '1 day')::date), ?::timestamptz)`,
      [latestDate, displayId, from, to, now.toISOString()],
    );
  }

  /** Bookings that hold hours on a display dated today or later (its zone): what blocks deleting it. */
  async countUpcoming(displayId: number, now: Date, em: EntityManager = this.em): Promise<number> {
    const [row]: { n: number }[] = await em.execute(
      `select count(*)::int as n from bookings b join displays d on d.id = b.display_id
        where b.display_id = ? and b.booking_date >= display_today(d.time_zone, ?::timestamptz) and booking_holds_hours(b.status)`,
      [displayId, now.toISOString()],
    );
    return row.n;
  }

  /** Of these displays, those with paid airtime: a confirmed, paid booking dated today or later (each display's zone). */
  async withPaidAirtime(displayIds: number[], now: Date, em: EntityManager = this.em): Promise<Set<number>> {
    if (!displayIds.length) return new Set();
    const rows: { display_id: number }[] = await em.execute(
      `select distinct b.display_id from bookings b join displays d on d.id = b.display_id
        where b.display_id = any(array[?]::int[]) and b.status = 'confirmed' and b.paid_at is not null
          and b.booking_date >= display_today(d.time_zone, ?::timestamptz)`,
      [displayIds, now.toISOString()],
    );
    return new Set(rows.map((r) => r.display_id));
  }

  /**
   * The dates from today on (the display's zone) on which the display has sold more hours than
   * it could with the hours `startTime`–`endTime`, earliest first. Capacity is display_capacity_hours.
   */
  oversoldDates(displayId: number, startTime: string, endTime: string, now: Date, em: EntityManager = this.em): Promise<OversoldDateRow[]> {
    return em.execute(
      `select b.booking_date::text as date, sum(b.hours_booked)::int as sold_hours, display_capacity_hours(?, ?) as capacity_hours
         from bookings b join displays d on d.id = b.display_id
        where b.display_id = ? and b.booking_date >= display_today(d.time_zone, ?::timestamptz) and booking_holds_hours(b.status)
        group by b.booking_date
       having sum(b.hours_booked) > display_capacity_hours(?, ?)
        order by b.booking_date`,
      [startTime, endTime, displayId, now.toISOString(), startTime, endTime],
    );
  }

  /**
   * A page of the confirmed bookings on the host's displays (not deleted) dated today or later in
   * each display's zone, soonest first; `total` counts them all (docs/bookings.md).
   */
  async hostUpcoming(hostId: number, now: Date, page: PageRange): Promise<{ rows: UpcomingRow[]; total: number }> {
    const bookings = `displays d
         join bookings b on b.display_id = d.id and b.status = 'confirmed' and b.booking_date >= display_today(d.time_zone, ?::timestamptz)`;
    const where = 'where d.host_id = ? and d.deleted_at is null';
    const params = [now.toISOString(), hostId];
    const em = this.em.fork();
    const [rows, [count]] = await Promise.all([
      em.execute<UpcomingRow[]>(
        `select b.id, b.booking_date::text as booking_date, b.hours_booked, b.paid_at is not null as paid,
                d.id as display_id, d.name as display_name, d.street_address, d.city,
                u.username, c.name as creative_name, c.content_hash, c.content_type, c.thumbnail_hash
           from ${bookings}
           join users u on u.id = b.tenant_id
           join ad_creatives c on c.id = b.ad_creative_id
          ${where}
          order by b.booking_date, d.name, b.id
          limit ? offset ?`,
        [...params, page.limit, page.offset],
      ),
      em.execute<{ total: number }[]>(`select count(*)::int as total from ${bookings} ${where}`, params),
    ]);
    return { rows, total: count.total };
  }
}
