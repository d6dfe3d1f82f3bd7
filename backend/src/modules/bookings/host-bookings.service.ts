import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import type { User } from '../auth/entities/user.entity';
import { BookingMapper } from './booking.mapper';
import { DisplayBookingsRepository } from './display-bookings.repository';
import type { UpcomingBookingDto } from './dto/upcoming-booking.dto';

/** A host's view of bookings on its own displays. */
@Injectable()
export class HostBookingsService {
  constructor(
    private readonly bookings: DisplayBookingsRepository,
    private readonly clock: Clock,
    private readonly mapper: BookingMapper,
  ) {}

  /**
   * Confirmed bookings of the host's displays (not deleted) dated today or later,
   * "today" being each display's own date; soonest first.
   */
  async upcoming(host: User): Promise<UpcomingBookingDto[]> {
    const rows = await this.bookings.hostUpcoming(host.id, this.clock.now());
    return rows.map((r) => this.mapper.toUpcomingDto(r));
  }
}
