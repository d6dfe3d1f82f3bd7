import { Injectable, NotFoundException } from '@nestjs/common';
import { NOT_FOUND } from '../../common/http/not-found';
import { ListQuery, RawListQuery } from '../../common/list/list-query';
import { adminGroupListQuery } from './booking-group-list';
import { BookingMapper } from './booking.mapper';
import { BookingRepository } from './booking.repository';
import type { GroupFilter, GroupPage } from './booking-groups.sql';
import { BookingGroupDto } from './dto/booking-group.dto';

/** The admin's lists of booking groups: confirmed, pending requests, the back office's list and one group. */
@Injectable()
export class AdminBookingGroupsService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly mapper: BookingMapper,
  ) {}

  /** Confirmed groups (their confirmed dates only), soonest first. */
  confirmed(): Promise<BookingGroupDto[]> {
    return this.groups(
      { status: 'confirmed' },
      {
        sort: [
          ['first_date', 'asc'],
          ['created_at', 'asc'],
        ],
      },
    );
  }

  /** Pending groups waiting for a decision, oldest request first. */
  requests(): Promise<BookingGroupDto[]> {
    return this.groups({ status: 'pending' }, { sort: [['created_at', 'asc']] });
  }

  async list(raw: RawListQuery): Promise<{ list: ListQuery; items: BookingGroupDto[]; total: number }> {
    const { list, filter, page } = adminGroupListQuery(raw);
    const [items, total] = await Promise.all([this.groups(filter, page), this.bookings.countGroups(filter)]);
    return { list, items, total };
  }

  async getGroup(groupId: string): Promise<BookingGroupDto> {
    const [group] = await this.groups({ groupIds: [groupId] }, { sort: [] });
    if (!group) throw new NotFoundException(NOT_FOUND.bookingGroup);
    return group;
  }

  private async groups(filter: GroupFilter, page: GroupPage): Promise<BookingGroupDto[]> {
    return (await this.bookings.findGroups(filter, page)).map((r) => this.mapper.toGroupDto(r));
  }
}
