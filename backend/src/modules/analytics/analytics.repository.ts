import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_TIME_ZONE } from '../displays/display.constants';
import { BOOKING_PLAYS } from '../../common/sql/booking-plays.sql';
import { CAPACITY, TODAY } from './analytics-sql-parts';

/**
 * The analytics' statements over dates: delivery, daily series, default ranges
 * (docs/analytics.md; the all-time figures are in analytics-totals.repository.ts).
 * Play counts come from the per-booking rollup `booking_play_totals` plus the rows not folded
 * into it yet (docs/analytics.md, "Running totals"), never from scanning `plays`, except the
 * proof-of-play export (see export.repository.ts).
 * Money is summed in PostgreSQL `numeric` and returned as text; "today" is each
 * display's own date, computed in SQL from the server clock's `now` passed as a parameter.
 */

export interface DeliveryRow {
  booking_id: number;
  date: string;
  status: string;
  hours_booked: number;
  plays: number;
  verified_plays: number;
  /** timestamptz as PostgreSQL writes it. */
  last_shown_at: string | null;
  display_id: number;
  display_name: string;
  time_zone: string;
  ad_creative_id: number;
  ad_creative_name: string;
}

export interface HostDisplay {
  id: number;
  name: string;
  time_zone: string;
  capacity: number;
  /** 'YYYY-MM-DD' in the display's zone at the clock's now. */
  today: string;
}

export interface DailyRow {
  date: string;
  plays: number;
  /** Host only: numeric as text. */
  revenue?: string;
}

@Injectable()
export class AnalyticsRepository {
  constructor(private readonly em: EntityManager) {}

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute(sql, params);
  }

  /** The dates of one of the tenant's booking groups with their plays; empty when not the tenant's. */
  groupDelivery(tenantId: number, groupId: string): Promise<DeliveryRow[]> {
    return this.query(
      `select b.id as booking_id, b.booking_date::text as date, b.status, b.hours_booked,
              ${BOOKING_PLAYS.plays} as plays, ${BOOKING_PLAYS.verifiedPlays} as verified_plays, ${BOOKING_PLAYS.lastShownAt} as last_shown_at,
              d.id as display_id, d.name as display_name, d.time_zone, c.id as ad_creative_id, c.name as ad_creative_name
         from bookings b join displays d on d.id = b.display_id join ad_creatives c on c.id = b.ad_creative_id
         ${BOOKING_PLAYS.join('b.id')}
        where b.group_id = ?::uuid and b.tenant_id = ?
        order by b.booking_date, b.id`,
      [groupId, tenantId],
    );
  }

  /** The host's display (not deleted) with today's date in its zone, or none. */
  async hostDisplay(hostId: number, displayId: number, now: Date): Promise<HostDisplay | undefined> {
    const [row] = await this.query<HostDisplay>(
      `select d.id, d.name, d.time_zone, ${CAPACITY} as capacity, ${TODAY}::text as today
         from displays d where d.id = ? and d.host_id = ? and d.deleted_at is null`,
      [now.toISOString(), displayId, hostId],
    );
    return row;
  }

  /** Confirmed hours and plays per date of one display between two dates (dates without any are absent). */
  displayDays(
    displayId: number,
    from: string,
    to: string,
  ): Promise<{ date: string; hours_booked: number; plays: number; verified_plays: number }[]> {
    return this.query(
      `select b.booking_date::text as date, sum(b.hours_booked)::int as hours_booked, sum(${BOOKING_PLAYS.plays})::int as plays,
              sum(${BOOKING_PLAYS.verifiedPlays})::int as verified_plays
         from bookings b ${BOOKING_PLAYS.join('b.id')}
        where b.display_id = ? and b.status = 'confirmed' and b.booking_date between ?::date and ?::date
        group by b.booking_date`,
      [displayId, from, to],
    );
  }

  /**
   * The latest "today" over the zones of the host's displays, or of the displays the tenant
   * booked (deleted ones too): the last date of their default range. Without any display,
   * today in the default zone. "Today" is worked out once per zone, not per display or booking
   * (docs/performance.md, "The daily series at 400 days").
   */
  async latestToday(role: 'host' | 'tenant', userId: number, now: Date): Promise<string> {
    const displays = role === 'host' ? 'd.host_id = ?' : 'd.id in (select b.display_id from bookings b where b.tenant_id = ?)';
    const [row] = await this.query<{ today: string }>(
      `select coalesce(max(display_today(z.time_zone, ?::timestamptz)), display_today(?, ?::timestamptz))::text as today
         from (select distinct d.time_zone from displays d where ${displays}) z`,
      [now.toISOString(), DEFAULT_TIME_ZONE, now.toISOString(), userId],
    );
    return row.today;
  }

  /**
   * Plays and confirmed, paid revenue per date (display zone) over the host's displays, read per
   * display (LATERAL), and the plays not folded into the rollup yet (one pass over those).
   */
  hostDaily(hostId: number, from: string, to: string): Promise<DailyRow[]> {
    return this.query(
      `select x.date::text as date, sum(x.plays)::float8 as plays, sum(x.revenue)::text as revenue
         from (
           select x.* from displays d
           cross join lateral (
             select t.play_date as date, t.plays, 0::numeric as revenue
               from booking_play_totals t where t.display_id = d.id and t.play_date between ?::date and ?::date
             union all
             select b.booking_date, 0, b.total_price
               from bookings b where b.display_id = d.id and b.status = 'confirmed' and b.paid_at is not null
                and b.booking_date between ?::date and ?::date) x
           where d.host_id = ?
           union all
           select p.play_date, p.plays, 0 from play_total_deltas p join displays d on d.id = p.display_id
            where d.host_id = ? and p.play_date between ?::date and ?::date) x
        group by x.date`,
      [from, to, from, to, hostId, hostId, from, to],
    );
  }

  /** Plays per date (display zone) of the tenant's creatives, the rollup's and those not folded in yet. */
  tenantDaily(tenantId: number, from: string, to: string): Promise<DailyRow[]> {
    return this.query(
      `select x.date::text as date, sum(x.plays)::float8 as plays
         from (
           select t.play_date as date, t.plays
             from ad_creatives c join booking_play_totals t on t.ad_creative_id = c.id and t.play_date between ?::date and ?::date
            where c.owner_id = ?
           union all
           select p.play_date, p.plays
             from ad_creatives c join play_total_deltas p on p.ad_creative_id = c.id and p.play_date between ?::date and ?::date
            where c.owner_id = ?) x
        group by x.date`,
      [from, to, tenantId, from, to, tenantId],
    );
  }
}
