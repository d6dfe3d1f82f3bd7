import type { BookingStatus, CancelledBy } from './booking.constants';

/** The booking-group statements of BookingRepository: built here, run there. */

/** Which groups to read. `status` is the group's state (see BookingGroupDto). */
export interface GroupFilter {
  status?: BookingStatus;
  displayId?: number;
  tenantId?: number;
  paid?: boolean;
  groupIds?: string[];
}

export type GroupSortColumn = 'first_date' | 'last_date' | 'created_at' | 'total_price' | 'group_id';

export interface GroupPage {
  /** Sort keys; group_id always breaks ties. */
  sort: [GroupSortColumn, 'asc' | 'desc'][];
  limit?: number;
  offset?: number;
}

/**
 * Groups as one SQL statement: `g` gives each group its state (confirmed >
 * pending > rejected > expired > cancelled), `s` sums the dates in that state.
 * A status filter first narrows to groups holding a booking in that state.
 */
function summarySql(f: GroupFilter): { sql: string; params: unknown[] } {
  const inner: string[] = [];
  const outer: string[] = [];
  const params: unknown[] = [];
  const where = (list: string[], clause: string, value: unknown) => {
    list.push(clause);
    params.push(value);
  };
  if (f.status) where(inner, 'group_id in (select group_id from bookings where status = ?)', f.status);
  if (f.groupIds) where(inner, 'group_id = any(array[?]::uuid[])', f.groupIds);
  if (f.displayId !== undefined) where(inner, 'display_id = ?', f.displayId);
  if (f.tenantId !== undefined) where(inner, 'tenant_id = ?', f.tenantId);
  if (f.status) where(outer, 'status = ?', f.status);
  if (f.paid !== undefined) where(outer, 'paid = ?', f.paid);
  const sql = `with g as (
      select group_id, (array_agg(status order by array_position(array['confirmed', 'pending', 'rejected', 'expired', 'cancelled'], status)))[1] as status
        from bookings ${inner.length ? `where ${inner.join(' and ')}` : ''}
       group by group_id
    ), s as (
      select b.group_id, g.status, min(b.display_id) as display_id, min(b.tenant_id) as tenant_id, min(b.ad_creative_id) as ad_creative_id,
             json_agg(json_build_object('id', b.id, 'date', b.booking_date, 'totalPrice', b.total_price::text, 'paid', b.paid_at is not null)
                      order by b.booking_date) as booking_dates,
             min(b.hours_booked)::int as hours_booked, sum(b.total_price) as total_price,
             sum(b.hours_booked * coalesce(b.audience_per_hour, 0))::bigint as estimated_impressions, min(b.campaign_id) as campaign_id,
             (g.status = 'confirmed' and bool_and(b.paid_at is not null)) as paid, max(b.paid_at) as paid_at, max(b.notes) as notes,
             min(b.booking_date) as first_date, max(b.booking_date) as last_date, min(b.created_at) as created_at
        from bookings b join g on g.group_id = b.group_id and b.status = g.status
       group by b.group_id, g.status
    ) select * from s ${outer.length ? `where ${outer.join(' and ')}` : ''}`;
  return { sql, params };
}

/** One date of a group as the statement builds it (JSON: money as numeric text). */
export interface GroupDateJson {
  id: number;
  date: string;
  totalPrice: string;
  paid: boolean;
}

export interface GroupRow {
  group_id: string;
  status: BookingStatus;
  display_id: number;
  tenant_id: number;
  ad_creative_id: number;
  booking_dates: GroupDateJson[];
  /** Every cancelled date of the group, whatever the group's state (docs/product-rules.md §4.11). */
  cancelled_dates: (GroupDateJson & { cancelledAt: string; cancelledBy: CancelledBy })[];
  hours_booked: number;
  total_price: string;
  /** bigint as text. */
  estimated_impressions: string;
  campaign_id: number | null;
  paid: boolean;
  paid_at: string | null;
  notes: string | null;
  first_date: string;
  last_date: string;
  created_at: string;
  display_name: string;
  street_address: string;
  city: string;
  state: string;
  zip_code: string;
  username: string;
  creative_name: string;
  content_hash: string;
  content_type: string;
  thumbnail_hash: string;
  dimensions: string;
}

/**
 * Groups with their display, tenant and creative; without `page`, the bare summary
 * (for counting). Sort keys and paging are whitelisted columns and integers.
 */
export function groupsSql(filter: GroupFilter, page?: GroupPage): { sql: string; params: unknown[] } {
  const { sql, params } = summarySql(filter);
  if (!page) return { sql, params };
  const keys = [...page.sort, ['group_id', page.sort[0]?.[1] ?? 'asc'] as const];
  const order = (prefix: string) => keys.map(([column, dir]) => `${prefix}${column} ${dir === 'desc' ? 'desc' : 'asc'}`).join(', ');
  const paging = `${page.limit !== undefined ? `limit ${Math.trunc(page.limit)}` : ''} ${page.offset ? `offset ${Math.trunc(page.offset)}` : ''}`;
  return {
    sql: `select x.group_id, x.status, x.display_id, x.tenant_id, x.ad_creative_id, x.booking_dates, x.hours_booked, x.total_price::text, x.estimated_impressions::text, x.campaign_id,
            x.paid, case when x.paid then to_json(x.paid_at) end as paid_at, x.notes, x.first_date::text, x.last_date::text,
            to_json(x.created_at) as created_at, d.name as display_name, d.street_address, d.city, d.state, d.zip_code, u.username,
            c.name as creative_name, c.content_hash, c.content_type, c.thumbnail_hash, c.dimensions,
            (select coalesce(json_agg(json_build_object('id', k.id, 'date', k.booking_date, 'totalPrice', k.total_price::text,
                    'paid', k.paid_at is not null, 'cancelledAt', k.cancelled_at, 'cancelledBy', k.cancelled_by) order by k.booking_date), '[]')
               from bookings k where k.group_id = x.group_id and k.status = 'cancelled') as cancelled_dates
       from (${sql} order by ${order('')} ${paging}) x
       join displays d on d.id = x.display_id
       join users u on u.id = x.tenant_id
       join ad_creatives c on c.id = x.ad_creative_id
      order by ${order('x.')}`,
    params,
  };
}
