import { BadRequestException } from '@nestjs/common';
import type { ListQuery, RawListQuery } from '../../common/list/list-query';
import { parseListQuery } from '../../common/list/list-query';
import { isUuid, MAX_ID } from '../../common/http/id.pipe';
import type { BookingStatus } from './booking.constants';
import { BOOKING_STATUSES } from './booking.constants';
import type { GroupFilter, GroupPage, GroupSortColumn } from './booking-groups.sql';

/** API sort field → summary column. */
const SORTABLE: Record<string, GroupSortColumn> = {
  firstDate: 'first_date',
  lastDate: 'last_date',
  createdAt: 'created_at',
  totalPrice: 'total_price',
  id: 'group_id',
};
const FILTER_KEYS = ['status', 'displayId', 'tenantId', 'paid', 'id'];

function positiveId(v: unknown, name: string): number {
  if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > MAX_ID)
    throw new BadRequestException(`filter ${name} must be a positive whole number`);
  return v as number;
}

/**
 * The back office's booking-group list (ra-data-simple-rest): sort by firstDate,
 * lastDate, createdAt, totalPrice or id; filter by status (the group's state),
 * displayId, tenantId, paid, id (one groupId or a list, for getMany).
 */
export function adminGroupListQuery(raw: RawListQuery): { list: ListQuery; filter: GroupFilter; page: GroupPage } {
  const list = parseListQuery(raw, Object.keys(SORTABLE), 'firstDate');
  const f = list.filter;
  const unknown = Object.keys(f).filter((k) => !FILTER_KEYS.includes(k));
  if (unknown.length) throw new BadRequestException(`filter may only use: ${FILTER_KEYS.join(', ')} (not ${unknown.join(', ')})`);
  const filter: GroupFilter = {};
  if (f.status !== undefined) {
    if (!BOOKING_STATUSES.includes(f.status as BookingStatus))
      throw new BadRequestException(`filter status must be one of: ${BOOKING_STATUSES.join(', ')}`);
    filter.status = f.status as BookingStatus;
  }
  if (f.displayId !== undefined) filter.displayId = positiveId(f.displayId, 'displayId');
  if (f.tenantId !== undefined) filter.tenantId = positiveId(f.tenantId, 'tenantId');
  if (f.paid !== undefined) {
    if (typeof f.paid !== 'boolean') throw new BadRequestException('filter paid must be true or false');
    filter.paid = f.paid;
  }
  if (f.id !== undefined) {
    const ids = Array.isArray(f.id) ? f.id : [f.id];
    if (!ids.every(isUuid)) throw new BadRequestException('filter id must be a booking group id (uuid) or a list of them');
    filter.groupIds = ids;
  }
  const page: GroupPage = { sort: [[SORTABLE[list.sortField], list.sortOrder]], limit: list.limit, offset: list.offset };
  return { list, filter, page };
}
