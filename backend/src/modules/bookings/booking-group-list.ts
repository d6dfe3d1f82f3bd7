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

function positiveId(v: unknown, name: string): number {
  if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > MAX_ID)
    throw new BadRequestException(`filter ${name} must be a positive whole number`);
  return v as number;
}

type GroupListFilterKey = 'status' | 'displayId' | 'tenantId' | 'paid' | 'id';
const ADMIN_FILTER_KEYS: readonly GroupListFilterKey[] = ['status', 'displayId', 'tenantId', 'paid', 'id'];
const TENANT_FILTER_KEYS: readonly GroupListFilterKey[] = ['status', 'paid'];

/**
 * A booking-group list query (ra-data-simple-rest style): sort by firstDate,
 * lastDate, createdAt, totalPrice or id; filter by the keys allowed to the caller:
 * status (the group's state), displayId, tenantId, paid, id (one groupId or a
 * list, for getMany).
 */
function groupListQuery(
  raw: RawListQuery,
  allowed: readonly GroupListFilterKey[],
  defaultSort: string,
): { list: ListQuery; filter: GroupFilter; page: GroupPage } {
  const list = parseListQuery(raw, Object.keys(SORTABLE), defaultSort);
  const f = list.filter;
  const unknown = Object.keys(f).filter((k) => !allowed.includes(k as GroupListFilterKey));
  if (unknown.length) throw new BadRequestException(`filter may only use: ${allowed.join(', ')} (not ${unknown.join(', ')})`);
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

/** The back office's list: every group, soonest first date first unless sorted otherwise. */
export function adminGroupListQuery(raw: RawListQuery): { list: ListQuery; filter: GroupFilter; page: GroupPage } {
  return groupListQuery(raw, ADMIN_FILTER_KEYS, 'firstDate');
}

/**
 * A tenant's own list (docs/bookings.md, "My Bookings"): only `status` and `paid`
 * may be filtered and the tenant is always the caller; newest request first.
 */
export function tenantGroupListQuery(raw: RawListQuery, tenantId: number): { list: ListQuery; filter: GroupFilter; page: GroupPage } {
  const query = groupListQuery({ ...raw, sort: raw.sort || '["createdAt","DESC"]' }, TENANT_FILTER_KEYS, 'createdAt');
  return { ...query, filter: { ...query.filter, tenantId } };
}
