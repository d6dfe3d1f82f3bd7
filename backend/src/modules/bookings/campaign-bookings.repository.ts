import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BookFunctionRow } from './booking.repository';

/**
 * The statements a campaign runs over bookings and displays (docs/campaigns.md). Free hours,
 * "today", the statuses that hold hours and every booking check are the SQL functions of
 * sql/, called here, never restated.
 */

/** A display locked for a campaign, with what the booking will keep. */
export interface LockedDisplayRow {
  id: number;
  price_per_hour: string;
  audience_per_hour: number | null;
  today: string;
}

export interface DisplayDateFreeRow {
  display_id: number;
  date: string;
  free_hours: number;
}

/** One row of book_display_dates, with the display it was called for. */
export type CampaignBookRow = BookFunctionRow & { display_id: number };

export interface CampaignBookRequest {
  tenantId: number;
  creativeId: number;
  campaignId: number;
  hours: number;
  /** Each display with its dates, as 'YYYY-MM-DD'; displays in id order. */
  displays: { displayId: number; groupId: string; dates: string[] }[];
  now: Date;
  horizonDays: number;
  pendingCap: number;
}

@Injectable()
export class CampaignBookingsRepository {
  /**
   * Locks the approved, not deleted displays among `ids` in id order (`for update`): two
   * campaigns over the same screens queue display by display and can never deadlock.
   * Without `lock`, the same read for a quote.
   */
  displays(em: EntityManager, ids: number[], now: Date, lock: boolean): Promise<LockedDisplayRow[]> {
    return em.execute(
      `select id, price_per_hour::text as price_per_hour, audience_per_hour, display_today(time_zone, ?::timestamptz)::text as today
         from displays where id = any(array[?]::int[]) and status = 'approved' and deleted_at is null
        order by id ${lock ? 'for update' : ''}`,
      [now.toISOString(), ids],
    );
  }

  /** Free hours of every display and date (display_free_hours: today counts only the hours left). */
  freeHours(em: EntityManager, ids: number[], dates: string[], now: Date): Promise<DisplayDateFreeRow[]> {
    return em.execute(
      `select x.id as display_id, f.day::text as date, f.free_hours
         from unnest(array[?]::int[]) as x(id)
        cross join lateral display_free_hours(x.id, array[?]::date[], ?::timestamptz) f
        order by x.id, f.day`,
      [ids, dates, now.toISOString()],
    );
  }

  /** The hours of the tenant's pending bookings (the cap's sum; call under the tenant's lock). */
  async pendingHours(em: EntityManager, tenantId: number): Promise<number> {
    const [row]: { n: number }[] = await em.execute(
      `select coalesce(sum(hours_booked), 0)::int as n from bookings where tenant_id = ? and status = 'pending'`,
      [tenantId],
    );
    return row.n;
  }

  /** book_display_dates for every display, in id order, in one statement (the displays are already locked). */
  book(em: EntityManager, r: CampaignBookRequest): Promise<CampaignBookRow[]> {
    return em.execute(
      `select x.id as display_id, b.kind, b.booking_id, b.booking_date::text as booking_date, b.hours,
              b.price_per_hour::text as price_per_hour, b.total_price::text as total_price,
              b.latest_date::text as latest_date, b.audience_per_hour
         from unnest(array[?]::int[], array[?]::uuid[], array[?]::text[]) with ordinality as x(id, group_id, dates, n)
        cross join lateral book_display_dates(x.id, ?, ?, string_to_array(x.dates, ',')::date[], ?, x.group_id,
                                               ?::timestamptz, ?, ?, ?) b
        order by x.n, b.booking_date`,
      [
        r.displays.map((d) => d.displayId),
        r.displays.map((d) => d.groupId),
        r.displays.map((d) => d.dates.join(',')),
        r.tenantId,
        r.creativeId,
        r.hours,
        r.now.toISOString(),
        r.horizonDays,
        r.pendingCap,
        r.campaignId,
      ],
    );
  }
}
