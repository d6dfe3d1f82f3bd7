import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** What a notification about some bookings says: one row per booking. */
export interface BookingFactRow {
  id: number;
  group_id: string;
  campaign_id: number | null;
  campaign_name: string | null;
  tenant_id: number;
  tenant_username: string;
  display_id: number;
  display_name: string;
  host_id: number;
  date: string;
  hours_booked: number;
}

/** The statements behind booking notifications (docs/notifications.md). */
@Injectable()
export class BookingEventsRepository {
  facts(em: EntityManager, ids: number[]): Promise<BookingFactRow[]> {
    return em.execute(
      `select b.id, b.group_id, b.campaign_id, c.name as campaign_name, b.tenant_id, u.username as tenant_username,
              b.display_id, d.name as display_name, d.host_id, b.booking_date::text as date, b.hours_booked
         from bookings b join displays d on d.id = b.display_id join users u on u.id = b.tenant_id
         left join campaigns c on c.id = b.campaign_id
        where b.id = any(array[?]::int[]) order by b.booking_date, b.id`,
      [ids],
    );
  }

  /**
   * Pending bookings not expired at `now` that will be at `soon`: the expiry rule of
   * BookingRepository.expireDue (display_today, the hold end) asked at the later instant.
   */
  async expiringBy(em: EntityManager, now: Date, holdEndNow: Date, soon: Date, holdEndSoon: Date): Promise<number[]> {
    const rows: { id: number }[] = await em.execute(
      `select b.id from bookings b join displays d on d.id = b.display_id
        where b.status = 'pending'
          and not (b.booking_date < display_today(d.time_zone, ?::timestamptz) or b.created_at <= ?::timestamptz)
          and (b.booking_date < display_today(d.time_zone, ?::timestamptz) or b.created_at <= ?::timestamptz)`,
      [now.toISOString(), holdEndNow.toISOString(), soon.toISOString(), holdEndSoon.toISOString()],
    );
    return rows.map((r) => r.id);
  }
}
