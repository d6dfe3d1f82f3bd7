import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PENDING_PLAYS } from '../../common/sql/booking-plays.sql';
import { UTILISATION_DAYS } from './analytics-rules';
import { CAPACITY, TODAY } from './analytics-sql-parts';

/**
 * The dashboards' figures per display and per creative (docs/analytics.md). All-time figures
 * come from the running totals (one row per display or creative, kept by the statements that
 * write plays and bookings; docs/analytics.md, "Running totals"), so their cost does not grow
 * with history; figures of today and the last 30 days read the bookings of those dates only.
 */

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

@Injectable()
export class AnalyticsTotalsRepository {
  constructor(private readonly em: EntityManager) {}

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute(sql, params);
  }

  /**
   * One row per display of the host, deleted ones included (their revenue and plays stay).
   * Per display (LATERAL): its confirmed bookings from 30 dates ago on, one index range.
   */
  hostDisplays(hostId: number, now: Date): Promise<HostDisplayRow[]> {
    return this.query(
      `select d.id, d.name, d.deleted_at is not null as deleted, d.status = 'approved' as approved, ${CAPACITY} as capacity,
              coalesce(r.revenue, 0)::text as revenue, b.active_bookings, coalesce(b.window_hours, 0) as window_hours,
              (coalesce(p.plays, 0) + coalesce(q.plays, 0))::float8 as impressions, (sum(coalesce(r.revenue, 0)) over ())::text as total_revenue
         from displays d
         -- offset 0: worked out once per display, not again for each of its bookings (docs/performance.md).
         cross join lateral (select ${TODAY} as today offset 0) z
         cross join lateral (
           select count(*) filter (where b.booking_date >= z.today)::int as active_bookings,
                  sum(b.hours_booked) filter (where b.booking_date <= z.today)::int as window_hours
             from bookings b where b.display_id = d.id and b.status = 'confirmed' and b.booking_date >= z.today - (?::int - 1)) b
         left join display_revenue_totals r on r.display_id = d.id
         left join display_play_totals p on p.display_id = d.id
         -- Plays not folded into the running totals yet (docs/analytics.md, "Running totals").
         left join ${PENDING_PLAYS.byDisplay} q on q.display_id = d.id
        where d.host_id = ?
        order by d.name, d.id`,
      [now.toISOString(), UTILISATION_DAYS, hostId],
    );
  }

  /** One row per creative of the tenant with its bookings (pending or confirmed), those active today, and its plays. */
  tenantCreatives(tenantId: number, now: Date): Promise<TenantCreativeRow[]> {
    return this.query(
      `with a as (
         select b.ad_creative_id, count(*)::int as active_bookings
           from bookings b join displays d on d.id = b.display_id
          -- No zone's today is before UTC's yesterday: an index range of dates, then each display's own today.
          where b.tenant_id = ? and b.status = 'confirmed' and b.booking_date >= (?::timestamptz at time zone 'UTC')::date - 1
            and b.booking_date >= ${TODAY}
          group by b.ad_creative_id
       )
       select c.id, c.name, c.deleted_at is not null as deleted, c.dimensions, c.status, c.content_hash, c.content_type, c.thumbnail_hash,
              coalesce(k.bookings, 0) as bookings, coalesce(a.active_bookings, 0) as active_bookings,
              (coalesce(p.plays, 0) + coalesce(q.plays, 0))::float8 as impressions, greatest(p.last_shown_at, q.last_shown_at) as last_shown_at
         from ad_creatives c
         left join a on a.ad_creative_id = c.id
         left join creative_booking_totals k on k.tenant_id = c.owner_id and k.ad_creative_id = c.id
         left join creative_play_totals p on p.ad_creative_id = c.id
         -- Plays not folded into the running totals yet (docs/analytics.md, "Running totals").
         left join ${PENDING_PLAYS.byCreative} q on q.ad_creative_id = c.id
        where c.owner_id = ?
        order by c.created_at desc, c.id desc`,
      [tenantId, now.toISOString(), now.toISOString(), tenantId],
    );
  }
}
