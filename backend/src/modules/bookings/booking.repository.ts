import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TENANT_LOCK_CLASS, type BookingStatus, type CancelledBy } from './booking.constants';
import type { BookingFactRow } from './booking-events.repository';
import { groupsSql, type GroupFilter, type GroupPage, type GroupRow } from './booking-groups.sql';

/**
 * The raw SQL statements over `bookings` (docs/architecture.md, "Raw SQL or the ORM"): booking,
 * expiry, a group's changes and lists; those over one display's or host's bookings are in
 * display-bookings.repository.ts. Capacity, free hours, "today" and the statuses that hold hours are SQL functions
 * (sql/booking_rules.sql) that these statements call, never restate. Each method takes
 * an optional EntityManager so it can run inside the caller's transaction.
 */

/** One row of book_display_dates (sql/book_display_dates.sql). */
export interface BookFunctionRow {
  kind: 'missing' | 'no_creative' | 'past' | 'too_far' | 'cap' | 'full' | 'booked';
  booking_id: number | null;
  booking_date: string | null;
  hours: number | null;
  price_per_hour: string | null;
  total_price: string | null;
  latest_date: string | null;
  /** The audience per hour the booking keeps (booked rows; null when not declared). */
  audience_per_hour: number | null;
}

export interface BookRequest {
  displayId: number;
  tenantId: number;
  creativeId: number;
  dates: string[];
  hours: number;
  groupId: string;
  now: Date;
  horizonDays: number;
  pendingCap: number;
  /** Ties the group to a campaign (docs/campaigns.md). */
  campaignId?: number;
}

/** A group's booking, locked for a change; `late` = its date has passed or its hold time is over. */
export interface LockedBookingRow extends BookingFactRow {
  status: BookingStatus;
  /** Timestamp text as PostgreSQL writes it (raw statements are not hydrated). */
  paid_at: string | null;
  late: boolean;
  holds_hours: boolean;
}

/** A booking a statement changed, with its status before (for the audit log). */
export interface ChangedBookingRow {
  id: number;
  group_id: string;
  status: BookingStatus;
}

@Injectable()
export class BookingRepository {
  constructor(private readonly em: EntityManager) {}

  /** Checks and books in one locked statement (docs/bookings.md, "Capacity and concurrency"). */
  book(r: BookRequest, em: EntityManager = this.em): Promise<BookFunctionRow[]> {
    return em.execute(
      `select kind, booking_id, booking_date::text as booking_date, hours, price_per_hour::text as price_per_hour,
              total_price::text as total_price, latest_date::text as latest_date, audience_per_hour
         from book_display_dates(?, ?, ?, array[?]::date[], ?, ?::uuid, ?::timestamptz, ?, ?, ?)`,
      [
        r.displayId,
        r.tenantId,
        r.creativeId,
        r.dates,
        r.hours,
        r.groupId,
        r.now.toISOString(),
        r.horizonDays,
        r.pendingCap,
        r.campaignId ?? null,
      ],
    );
  }

  /** An approved, not deleted display with its zone and today's date there; undefined otherwise. */
  async bookableDisplay(displayId: number, now: Date): Promise<{ id: number; time_zone: string; today: string } | undefined> {
    const [row] = await this.em.fork().execute(
      `select id, time_zone, display_today(time_zone, ?::timestamptz)::text as today
         from displays where id = ? and status = 'approved' and deleted_at is null`,
      [now.toISOString(), displayId],
    );
    return row as { id: number; time_zone: string; today: string } | undefined;
  }

  /** A tenant's bookings that hold hours with one creative, dated today or later (display zone): what blocks deleting it. */
  async countUpcomingForCreative(creativeId: number, now: Date, em: EntityManager): Promise<number> {
    const [row]: { n: number }[] = await em.execute(
      `select count(*)::int as n from bookings b join displays d on d.id = b.display_id
        where b.ad_creative_id = ? and b.booking_date >= display_today(d.time_zone, ?::timestamptz) and booking_holds_hours(b.status)`,
      [creativeId, now.toISOString()],
    );
    return row.n;
  }

  /** Pending bookings whose date has passed (display zone) or whose hold ended at `holdEnd` become expired; returns their ids. */
  async expireDue(em: EntityManager, now: Date, holdEnd: Date): Promise<number[]> {
    const rows: { id: number }[] = await em.execute(
      `update bookings b set status = 'expired', updated_at = ?::timestamptz
         from displays d
        where d.id = b.display_id and b.status = 'pending'
          and booking_is_late(b.booking_date, b.created_at, d.time_zone, ?::timestamptz, ?::timestamptz)
        returning b.id`,
      [now.toISOString(), now.toISOString(), holdEnd.toISOString()],
    );
    return rows.map((r) => r.id);
  }

  /** The bookings of one or several groups, locked `for update` in id order (two admins on one group are serialised). */
  lockGroup(em: EntityManager, groupIds: string | string[], now: Date, holdEnd: Date): Promise<LockedBookingRow[]> {
    return em.execute(
      `select b.id, b.group_id, b.tenant_id, b.booking_date::text as date, b.status, b.paid_at, booking_holds_hours(b.status) as holds_hours,
              booking_is_late(b.booking_date, b.created_at, d.time_zone, ?::timestamptz, ?::timestamptz) as late,
              b.campaign_id, c.name as campaign_name, u.username as tenant_username, b.display_id, d.name as display_name,
              d.host_id, b.hours_booked
         from bookings b join displays d on d.id = b.display_id join users u on u.id = b.tenant_id
         left join campaigns c on c.id = b.campaign_id
        where b.group_id = any(array[?]::uuid[]) order by b.id for update of b`,
      [now.toISOString(), holdEnd.toISOString(), typeof groupIds === 'string' ? [groupIds] : groupIds],
    );
  }

  async setStatus(em: EntityManager, ids: number[], status: BookingStatus, now: Date, notes?: string | null): Promise<void> {
    await em.execute(
      `update bookings set status = ?, notes = case when ? then ? else notes end, updated_at = ?::timestamptz
        where id = any(array[?]::int[])`,
      [status, notes !== undefined, notes ?? null, now.toISOString(), ids],
    );
  }

  /** Sets (keeping an earlier time) or clears paid_at. */
  async setPaid(em: EntityManager, ids: number[], paid: boolean, now: Date): Promise<void> {
    await em.execute(
      `update bookings set paid_at = case when ? then coalesce(paid_at, ?::timestamptz) end, updated_at = ?::timestamptz
        where id = any(array[?]::int[])`,
      [paid, now.toISOString(), now.toISOString(), ids],
    );
  }

  /**
   * Cancels the bookings `ids` that hold hours, saying who did and when (docs/product-rules.md
   * §4.11): their hours are free at once. Returns those that changed, each with its status before.
   */
  cancel(em: EntityManager, ids: number[], by: CancelledBy, now: Date): Promise<ChangedBookingRow[]> {
    return em.execute(
      `update bookings b set status = 'cancelled', cancelled_at = ?::timestamptz, cancelled_by = ?, updated_at = ?::timestamptz
         from bookings old
        where old.id = b.id and b.id = any(array[?]::int[]) and booking_holds_hours(b.status)
        returning b.id, b.group_id, old.status`,
      [now.toISOString(), by, now.toISOString(), ids],
    );
  }

  async statusOf(id: number): Promise<BookingStatus | undefined> {
    const [row]: { status: BookingStatus }[] = await this.em.fork().execute('select status from bookings where id = ?', [id]);
    return row?.status;
  }

  /** Takes the tenant's booking lock (the one book_display_dates takes first) for this transaction. */
  async lockTenant(em: EntityManager, tenantId: number, lockClass: number = TENANT_LOCK_CLASS): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, ?)', [lockClass, tenantId]);
  }

  /** Rejects every pending booking of a tenant; returns them (status before: pending). */
  rejectTenantPending(em: EntityManager, tenantId: number, notes: string | null, now: Date): Promise<ChangedBookingRow[]> {
    return em.execute(
      `update bookings set status = 'rejected', notes = ?, updated_at = ?::timestamptz where tenant_id = ? and status = 'pending'
       returning id, group_id, 'pending' as status`,
      [notes, now.toISOString(), tenantId],
    );
  }

  /** One page of booking groups with their display, tenant and creative (booking-groups.sql.ts). */
  findGroups(filter: GroupFilter, page: GroupPage, em: EntityManager = this.em.fork()): Promise<GroupRow[]> {
    if (filter.groupIds?.length === 0) return Promise.resolve([]);
    const { sql, params } = groupsSql(filter, page);
    return em.execute(sql, params);
  }

  async countGroups(filter: GroupFilter, em: EntityManager = this.em.fork()): Promise<number> {
    if (filter.groupIds?.length === 0) return 0;
    const { sql, params } = groupsSql(filter);
    const [row]: { n: number }[] = await em.execute(`select count(*)::int as n from (${sql}) x`, params);
    return row.n;
  }
}
