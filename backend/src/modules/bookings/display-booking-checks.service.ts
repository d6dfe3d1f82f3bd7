import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import { hoursText } from './booking.constants';
import { DisplayBookingsRepository } from './display-bookings.repository';
import type { OversoldDateDto } from './dto/booking-conflict.dto';

/**
 * What a display's bookings allow its host to change (docs/product-rules.md §2.4, §3.7). Both
 * checks run in the caller's transaction after it has locked the display row, the lock every
 * booking of the display takes first (sql/book_display_dates.sql): no booking can slip in
 * between the check and the change.
 */
@Injectable()
export class DisplayBookingChecks {
  constructor(private readonly bookings: DisplayBookingsRepository) {}

  /** 409 naming every date from today on with more hours sold than the new hours would allow. */
  async assertHoursFitSold(em: EntityManager, displayId: number, startTime: string, endTime: string, now: Date): Promise<void> {
    const rows = await this.bookings.oversoldDates(displayId, startTime, endTime, now, em);
    if (rows.length === 0) return;
    const details: OversoldDateDto[] = rows.map((r) => ({ date: r.date, soldHours: r.sold_hours, capacityHours: r.capacity_hours }));
    throw new ConflictException({
      message:
        `The new hours allow ${hoursText(details[0].capacityHours)} a day, but more are already sold: ` +
        details.map((d) => `${d.date} has ${hoursText(d.soldHours)} sold`).join(', '),
      details,
    });
  }

  /** 409 while the display has a booking (pending or confirmed) from today on: a new zone would move its dates. */
  async assertNoBookingsFromToday(em: EntityManager, displayId: number, now: Date): Promise<void> {
    const upcomingBookings = await this.bookings.countUpcoming(displayId, now, em);
    if (upcomingBookings === 0) return;
    throw new ConflictException({
      message:
        `The time zone cannot change while the display has ${upcomingBookings} ${upcomingBookings === 1 ? 'booking' : 'bookings'} ` +
        'from today on: it would move every booked date',
      details: { upcomingBookings },
    });
  }

  /** Of these displays, those with paid airtime from today on (the host's pairing suggestion, docs/player.md). */
  withPaidAirtime(em: EntityManager, displayIds: number[], now: Date): Promise<Set<number>> {
    return this.bookings.withPaidAirtime(displayIds, now, em);
  }
}
