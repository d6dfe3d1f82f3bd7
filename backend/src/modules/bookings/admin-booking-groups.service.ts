import { Injectable, NotFoundException } from '@nestjs/common';
import { NOT_FOUND } from '../../common/http/not-found';
import { MAX_PAGE_SIZE, PageRange, parseRange, RawListQuery } from '../../common/list/list-query';
import { adminGroupListQuery } from './booking-group-list';
import { BookingMapper } from './booking.mapper';
import { BookingRepository } from './booking.repository';
import type { GroupFilter, GroupPage } from './booking-groups.sql';
import { BookingGroupDto } from './dto/booking-group.dto';

export interface GroupList {
  list: PageRange;
  items: BookingGroupDto[];
  total: number;
}

/** The admin's lists of booking groups: confirmed, pending requests, the back office's list and one group. */
@Injectable()
export class AdminBookingGroupsService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly mapper: BookingMapper,
  ) {}

  /** A page of the confirmed groups (their confirmed dates only), soonest first. */
  confirmed(range: string | undefined): Promise<GroupList> {
    const sort: GroupPage['sort'] = [
      ['first_date', 'asc'],
      ['created_at', 'asc'],
    ];
    return this.page({ status: 'confirmed' }, sort, range);
  }

  /** A page of the pending groups waiting for a decision, oldest request first. */
  requests(range: string | undefined): Promise<GroupList> {
    return this.page({ status: 'pending' }, [['created_at', 'asc']], range);
  }

  async list(raw: RawListQuery): Promise<GroupList> {
    const { list, filter, page } = adminGroupListQuery(raw);
    const [items, total] = await Promise.all([this.groups(filter, page), this.bookings.countGroups(filter)]);
    return { list, items, total };
  }

  async getGroup(groupId: string): Promise<BookingGroupDto> {
    const [group] = await this.groups({ groupIds: [groupId] }, { sort: [] });
    if (!group) throw new NotFoundException(NOT_FOUND.bookingGroup);
    return group;
  }

  /** A list in a fixed order, paged by `range` alone: the first 100 without it (docs/bookings.md). */
  private async page(filter: GroupFilter, sort: GroupPage['sort'], range: string | undefined): Promise<GroupList> {
    const list = parseRange(range, [0, MAX_PAGE_SIZE - 1]);
    const [items, total] = await Promise.all([this.groups(filter, { sort, ...list }), this.bookings.countGroups(filter)]);
    return { list, items, total };
  }

  private async groups(filter: GroupFilter, page: GroupPage): Promise<BookingGroupDto[]> {
    return (await this.bookings.findGroups(filter, page)).map((r) => this.mapper.toGroupDto(r));
  }
}
