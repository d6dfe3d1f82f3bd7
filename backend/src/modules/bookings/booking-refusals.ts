import { BadRequestException, ConflictException, HttpException, NotFoundException } from '@nestjs/common';
import type { BookingsConfig } from '../../config/bookings.config';
import { BOOKING_MESSAGES, hoursText } from './booking.constants';

/** One row of book_display_dates (migration Migration20261123020000_booking_limits). */
export interface BookFunctionRow {
  kind: 'missing' | 'past' | 'too_far' | 'cap' | 'full' | 'booked';
  booking_id: number | null;
  booking_date: string | null;
  hours: number | null;
  price_per_hour: string | null;
  latest_date: string | null;
}

/**
 * The error for a refused request, or null when the dates were booked. Order and
 * texts: docs/bookings.md; `details` carries what a client needs to offer a fix.
 */
export function bookingRefusal(rows: BookFunctionRow[], requestedHours: number, limits: BookingsConfig): HttpException | null {
  const dates = rows.map((r) => r.booking_date!);
  switch (rows[0]?.kind) {
    case 'missing':
      return new NotFoundException(BOOKING_MESSAGES.displayNotFound);
    case 'past':
      return new BadRequestException(`Bookings cannot be made for past dates (${dates.join(', ')})`);
    case 'too_far': {
      const latestDate = rows[0].latest_date!;
      return new BadRequestException({
        message: `Dates can be booked at most ${limits.horizonDays} days ahead, until ${latestDate} (${dates.join(', ')} is too far)`,
        details: { latestDate, horizonDays: limits.horizonDays, dates },
      });
    }
    case 'cap': {
      const pendingHours = rows[0].hours!;
      return new ConflictException({
        message:
          `Your pending requests may hold at most ${hoursText(limits.pendingHoursCap)}: you hold ${hoursText(pendingHours)} ` +
          `waiting for confirmation and this request needs ${requestedHours} more`,
        details: { pendingHoursCap: limits.pendingHoursCap, pendingHours, requestedHours },
      });
    }
    case 'full':
      return new ConflictException(
        `Not enough hours left: ${rows.map((r) => `${r.booking_date} has ${hoursText(r.hours!)} left`).join(', ')}`,
      );
    default:
      return null;
  }
}
