import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { MAX_PAGE_SIZE, parseRange } from '../../common/list/list-query';
import type { PagedList } from '../../common/list/paged-list';
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
   * A page of the confirmed bookings of the host's displays (not deleted) dated today or later,
   * "today" being each display's own date; soonest first. Without `range`, the first 100.
   */
  async upcoming(host: User, range: string | undefined): Promise<PagedList<UpcomingBookingDto>> {
    const list = parseRange(range, [0, MAX_PAGE_SIZE - 1]);
    const { rows, total } = await this.bookings.hostUpcoming(host.id, this.clock.now(), list);
    return { list, items: rows.map((r) => this.mapper.toUpcomingDto(r)), total };
  }
}
