import { Injectable } from '@nestjs/common';
import type { ListQuery, RawListQuery } from '../../common/list/list-query';
import { tenantGroupListQuery } from './booking-group-list';
import { BookingMapper } from './booking.mapper';
import { BookingRepository } from './booking.repository';
import type { BookingGroupDto } from './dto/booking-group.dto';

/** A tenant's own booking groups in every state, for My Bookings (docs/bookings.md, "My Bookings"). */
@Injectable()
export class TenantBookingGroupsService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly mapper: BookingMapper,
  ) {}

  async list(tenantId: number, raw: RawListQuery): Promise<{ list: ListQuery; items: BookingGroupDto[]; total: number }> {
    const { list, filter, page } = tenantGroupListQuery(raw, tenantId);
    const [rows, total] = await Promise.all([this.bookings.findGroups(filter, page), this.bookings.countGroups(filter)]);
    return { list, items: rows.map((r) => this.mapper.toGroupDto(r)), total };
  }
}
