import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** A demo booking whose airtime the demo plays fill. */
export interface DueDemoBooking {
  booking_id: number;
  display_id: number;
  ad_creative_id: number;
  hours_booked: number;
  capacity: number;
  /** The display's opening time on the booking's date, as an instant. */
  opens_at: Date;
}

/** The SQL of the demo plays (docs/analytics.md, "Demo data"). */
@Injectable()
export class DemoPlaysRepository {
  /** demo-tenant's confirmed, paid bookings dated up to today in each display's zone, by id. */
  dueBookings(em: EntityManager, now: Date): Promise<DueDemoBooking[]> {
    return em.execute(
      `select b.id as booking_id, b.display_id, b.ad_creative_id, b.hours_booked,
              display_capacity_hours(d.start_time, d.end_time) as capacity,
              (b.booking_date + d.start_time::time) at time zone d.time_zone as opens_at
         from bookings b join displays d on d.id = b.display_id join users u on u.id = b.tenant_id
        where u.username = 'demo-tenant' and b.status = 'confirmed' and b.paid_at is not null
          and b.booking_date <= display_today(d.time_zone, ?::timestamptz)
        order by b.id`,
      [now.toISOString()],
    );
  }
}
