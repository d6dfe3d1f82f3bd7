import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_TIME_ZONE } from '../displays/display.constants';
import { UTILISATION_DAYS } from './analytics-rules';

/**
 * Every SQL statement of the analytics (docs/analytics.md). Play counts come from
 * the per-booking rollup `booking_play_totals`, never from scanning `plays`, except
 * the proof-of-play export (see export.repository.ts). Money is summed in
 * PostgreSQL `numeric` and returned as text; "today" is each display's own date,
 * computed in SQL from the server clock's `now` passed as a parameter.
 */

/** `now` in the display's zone, as a date (the row alias `d` is a display). */
const TODAY = `display_today(d.time_zone, ?::timestamptz)`;
const CAPACITY = `display_capacity_hours(d.start_time, d.end_time)`;

export interface HostDisplayRow {
  id: number;
  name: string;
  deleted: boolean;
  approved: boolean;
  capacity: number;
  /** numeric(…,2) as text: confirmed and paid, all time. */
  revenue: string;
  active_bookings: number;
  /** Confirmed hours booked on the 30 dates ending today (display zone). */
  window_hours: number;
  impressions: number;
  /** Sum of `revenue` over every row (numeric, as text). */
  total_revenue: string;
}

export interface TenantCreativeRow {
  id: number;
  name: string;
  deleted: boolean;
  dimensions: string;
  status: string;
  content_hash: string;
  content_type: string;
  thumbnail_hash: string;
  bookings: number;
  active_bookings: number;
  impressions: number;
  /** timestamptz as PostgreSQL writes it. */
  last_shown_at: string | null;
}

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

  /**
   * One row per display of the host, deleted ones included (their revenue and plays stay).
   * LATERAL sums per display: each reads its own index range, however large the network.
   */
  hostDisplays(hostId: number, now: Date): Promise<HostDisplayRow[]> {
    return this.query(
      `select d.id, d.name, d.deleted_at is not null as deleted, d.status = 'approved' as approved, ${CAPACITY} as capacity, coalesce(b.revenue, 0)::text as revenue,
              b.active_bookings, coalesce(b.window_hours, 0) as window_hours, coalesce(p.impressions, 0)::float8 as impressions,
              (sum(coalesce(b.revenue, 0)) over ())::text as total_revenue
         from displays d
         cross join lateral (select ${TODAY} as today) z
         cross join lateral (
           select sum(b.total_price) filter (where b.paid_at is not null) as revenue,
                  count(*) filter (where b.booking_date >= z.today)::int as active_bookings,
                  sum(b.hours_booked) filter (where b.booking_date between z.today - (?::int - 1) and z.today)::int as window_hours
             from bookings b where b.display_id = d.id and b.status = 'confirmed') b
         cross join lateral (select sum(t.plays)::bigint as impressions from booking_play_totals t where t.display_id = d.id) p
        where d.host_id = ?
        order by d.name, d.id`,
      [now.toISOString(), UTILISATION_DAYS, hostId],
    );
  }

  /** One row per creative of the tenant with its bookings (pending or confirmed) and rolled-up plays. */
  tenantCreatives(tenantId: number, now: Date): Promise<TenantCreativeRow[]> {
    return this.query(
      `with b as (
         select b.ad_creative_id, count(*)::int as bookings,
                count(*) filter (where b.status = 'confirmed' and b.booking_date >= ${TODAY})::int as active_bookings
           from bookings b join displays d on d.id = b.display_id
          where b.tenant_id = ? and b.status in ('pending', 'confirmed')
          group by b.ad_creative_id
       ), p as (
         select t.ad_creative_id, sum(t.plays)::bigint as impressions, max(t.last_shown_at) as last_shown_at
           from ad_creatives c join booking_play_totals t on t.ad_creative_id = c.id
          where c.owner_id = ?
          group by t.ad_creative_id
       )
       select c.id, c.name, c.deleted_at is not null as deleted, c.dimensions, c.status, c.content_hash, c.content_type, c.thumbnail_hash,
              coalesce(b.bookings, 0) as bookings, coalesce(b.active_bookings, 0) as active_bookings,
              coalesce(p.impressions, 0)::float8 as impressions, p.last_shown_at
         from ad_creatives c left join b on b.ad_creative_id = c.id left join p on p.ad_creative_id = c.id
        where c.owner_id = ?
        order by c.created_at desc, c.id desc`,
      [now.toISOString(), tenantId, tenantId, tenantId],
    );
  }

  /** The dates of one of the tenant's booking groups with their plays; empty when not the tenant's. */
  groupDelivery(tenantId: number, groupId: string): Promise<DeliveryRow[]> {
    return this.query(
      `select b.id as booking_id, b.booking_date::text as date, b.status, b.hours_booked,
              coalesce(t.plays, 0) as plays, coalesce(t.verified_plays, 0) as verified_plays, t.last_shown_at, d.id as display_id, d.name as display_name, d.time_zone,
              c.id as ad_creative_id, c.name as ad_creative_name
         from bookings b join displays d on d.id = b.display_id join ad_creatives c on c.id = b.ad_creative_id
         left join booking_play_totals t on t.booking_id = b.id
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
      `select b.booking_date::text as date, sum(b.hours_booked)::int as hours_booked, coalesce(sum(t.plays), 0)::int as plays,
              coalesce(sum(t.verified_plays), 0)::int as verified_plays
         from bookings b left join booking_play_totals t on t.booking_id = b.id
        where b.display_id = ? and b.status = 'confirmed' and b.booking_date between ?::date and ?::date
        group by b.booking_date`,
      [displayId, from, to],
    );
  }

  /**
   * The latest "today" over the zones of the host's displays, or of the displays the tenant
   * booked (deleted ones too): the last date of their default range. Without any display,
   * today in the default zone.
   */
  async latestToday(role: 'host' | 'tenant', userId: number, now: Date): Promise<string> {
    const displays = role === 'host' ? 'd.host_id = ?' : 'd.id in (select b.display_id from bookings b where b.tenant_id = ?)';
    const [row] = await this.query<{ today: string }>(
      `select coalesce(max(${TODAY}), display_today(?, ?::timestamptz))::text as today from displays d where ${displays}`,
      [now.toISOString(), DEFAULT_TIME_ZONE, now.toISOString(), userId],
    );
    return row.today;
  }

  /** Plays and confirmed, paid revenue per date (display zone) over the host's displays, read per display (LATERAL). */
  hostDaily(hostId: number, from: string, to: string): Promise<DailyRow[]> {
    return this.query(
      `select x.date::text as date, sum(x.plays)::float8 as plays, sum(x.revenue)::text as revenue
         from displays d
         cross join lateral (
           select t.play_date as date, t.plays, 0::numeric as revenue
             from booking_play_totals t where t.display_id = d.id and t.play_date between ?::date and ?::date
           union all
           select b.booking_date, 0, b.total_price
             from bookings b where b.display_id = d.id and b.status = 'confirmed' and b.paid_at is not null
              and b.booking_date between ?::date and ?::date) x
        where d.host_id = ?
        group by x.date`,
      [from, to, from, to, hostId],
    );
  }

  /** Plays per date (display zone) of the tenant's creatives. */
  tenantDaily(tenantId: number, from: string, to: string): Promise<DailyRow[]> {
    return this.query(
      `select t.play_date::text as date, sum(t.plays)::float8 as plays
         from ad_creatives c join booking_play_totals t on t.ad_creative_id = c.id and t.play_date between ?::date and ?::date
        where c.owner_id = ? group by t.play_date`,
      [from, to, tenantId],
    );
  }
}
