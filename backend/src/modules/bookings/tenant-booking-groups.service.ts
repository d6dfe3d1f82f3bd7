import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import { ListQuery, parseListQuery, RawListQuery } from '../../common/list/list-query';
import { BOOKING_STATUSES, BookingStatus } from './booking.constants';
import { BookingMapper } from './booking.mapper';
import { countGroups, findGroups, GroupFilter, GroupPage, GroupSortColumn } from './booking-groups.query';
import { BookingGroupDto } from './dto/booking-group.dto';

/** API sort field → summary column (the same names as the back office's list). */
const SORTABLE: Record<string, GroupSortColumn> = {
  firstDate: 'first_date',
  lastDate: 'last_date',
  createdAt: 'created_at',
  totalPrice: 'total_price',
  id: 'group_id',
};
const FILTER_KEYS = ['status', 'paid'];

/**
 * A tenant's own booking list (docs/bookings.md, "My Bookings"): sort, range and
 * filter as in the back office, but only `status` and `paid` may be filtered and
 * the tenant is always the caller, so no one sees another tenant's groups.
 */
export function tenantGroupListQuery(raw: RawListQuery, tenantId: number): { list: ListQuery; filter: GroupFilter; page: GroupPage } {
  // Newest request first unless the client sorts otherwise.
  const list = parseListQuery({ ...raw, sort: raw.sort || '["createdAt","DESC"]' }, Object.keys(SORTABLE), 'createdAt');
  const f = list.filter;
  const unknown = Object.keys(f).filter((k) => !FILTER_KEYS.includes(k));
  if (unknown.length) throw new BadRequestException(`filter may only use: ${FILTER_KEYS.join(', ')} (not ${unknown.join(', ')})`);
  const filter: GroupFilter = { tenantId };
  if (f.status !== undefined) {
    if (!BOOKING_STATUSES.includes(f.status as BookingStatus))
      throw new BadRequestException(`filter status must be one of: ${BOOKING_STATUSES.join(', ')}`);
    filter.status = f.status as BookingStatus;
  }
  if (f.paid !== undefined) {
    if (typeof f.paid !== 'boolean') throw new BadRequestException('filter paid must be true or false');
    filter.paid = f.paid;
  }
  const page: GroupPage = { sort: [[SORTABLE[list.sortField], list.sortOrder]], limit: list.limit, offset: list.offset };
  return { list, filter, page };
}

@Injectable()
export class TenantBookingGroupsService {
  constructor(
    private readonly em: EntityManager,
    private readonly mapper: BookingMapper,
  ) {}

  async list(tenantId: number, raw: RawListQuery): Promise<{ list: ListQuery; items: BookingGroupDto[]; total: number }> {
    const { list, filter, page } = tenantGroupListQuery(raw, tenantId);
    const em = this.em.fork();
    const [items, total] = await Promise.all([findGroups(em, this.mapper, filter, page), countGroups(em.fork(), filter)]);
    return { list, items, total };
  }
}
