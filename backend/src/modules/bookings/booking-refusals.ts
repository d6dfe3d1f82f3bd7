import type { HttpException } from '@nestjs/common';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import type { BookingsConfig } from '../../config/bookings.config';
import { NOT_FOUND } from '../../common/http/not-found';
import { hoursText } from './booking.constants';
import type { BookFunctionRow } from './booking.repository';
import type { FreeHoursOnDateDto } from './dto/booking-conflict.dto';

/**
 * The error for a refused request, or null when the dates were booked. Order and
 * texts: docs/bookings.md; `details` carries what a client needs to offer a fix.
 */
export function bookingRefusal(rows: BookFunctionRow[], requestedHours: number, limits: BookingsConfig): HttpException | null {
  const dates = rows.map((r) => r.booking_date!);
  switch (rows[0]?.kind) {
    case 'missing':
      return new NotFoundException(NOT_FOUND.display);
    case 'no_creative':
      return new NotFoundException(NOT_FOUND.creative);
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
    case 'full': {
      const details: FreeHoursOnDateDto[] = rows.map((r) => ({ date: r.booking_date!, freeHours: r.hours! }));
      return new ConflictException({
        message: `Not enough hours left: ${details.map((d) => `${d.date} has ${hoursText(d.freeHours)} left`).join(', ')}`,
        details,
      });
    }
    default:
      return null;
  }
}
