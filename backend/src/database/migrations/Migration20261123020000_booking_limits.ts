import { Migration } from '@mikro-orm/migrations';
import { BOOK_DISPLAY_DATES_V1 } from './Migration20261122040000_booking_function';

/**
 * Limits on holding airtime without paying (docs/bookings.md, "Limits on holding"):
 * book_display_dates now also refuses dates beyond the booking horizon and requests
 * that would take the tenant's pending hours over the cap. The cap is race-proof:
 * the function first takes a transaction-scoped advisory lock on (7302, tenant id),
 * so two requests of one tenant (even for different displays) are serialised, and
 * the pending sum sees every earlier request. Lock order is always tenant, then
 * display row, so no two bookings can deadlock.
 *
 * Returns rows of kind 'missing', 'past', 'too_far' (dates after latest_date),
 * 'cap' (hours = the tenant's pending hours now), 'full' (hours = free hours of
 * each full date) or 'booked' (new booking ids with their price per hour).
 */
export const BOOK_DISPLAY_DATES_V2 = `create function book_display_dates(
    p_display_id integer, p_tenant_id integer, p_creative_id integer, p_dates date[],
    p_hours integer, p_group_id uuid, p_now timestamptz, p_horizon_days integer, p_pending_cap integer)
  returns table (kind text, booking_id integer, booking_date date, hours integer, price_per_hour numeric, latest_date date)
  language plpgsql volatile as $fn$
declare
  v_capacity integer;
  v_price numeric(10,2);
  v_today date;
  v_pending integer;
begin
  perform pg_advisory_xact_lock(7302, p_tenant_id);

  select split_part(d.end_time, ':', 1)::integer - split_part(d.start_time, ':', 1)::integer,
         d.price_per_hour, (p_now at time zone d.time_zone)::date
    into v_capacity, v_price, v_today
    from displays d
   where d.id = p_display_id and d.status = 'approved' and d.deleted_at is null
     for update;
  if not found then
    return query select 'missing'::text, null::integer, null::date, null::integer, null::numeric, null::date;
    return;
  end if;

  return query select 'past'::text, null::integer, w.d, null::integer, null::numeric, null::date
    from unnest(p_dates) as w(d) where w.d < v_today order by w.d;
  if found then return; end if;

  return query select 'too_far'::text, null::integer, w.d, null::integer, null::numeric, v_today + p_horizon_days
    from unnest(p_dates) as w(d) where w.d > v_today + p_horizon_days order by w.d;
  if found then return; end if;

  select coalesce(sum(b.hours_booked), 0)::integer into v_pending
    from bookings b where b.tenant_id = p_tenant_id and b.status = 'pending';
  if v_pending + p_hours * cardinality(p_dates) > p_pending_cap then
    return query select 'cap'::text, null::integer, null::date, v_pending, null::numeric, null::date;
    return;
  end if;

  return query
    select 'full'::text, null::integer, w.d, greatest(v_capacity - coalesce(s.sold, 0), 0)::integer, null::numeric, null::date
      from unnest(p_dates) as w(d)
      left join (select b.booking_date, sum(b.hours_booked)::integer as sold
                   from bookings b
                  where b.display_id = p_display_id and b.booking_date = any(p_dates)
                    and b.status in ('pending', 'confirmed')
                  group by b.booking_date) s on s.booking_date = w.d
     where coalesce(s.sold, 0) + p_hours > v_capacity
     order by w.d;
  if found then return; end if;

  return query
    insert into bookings as b (group_id, display_id, tenant_id, ad_creative_id, booking_date, hours_booked,
                               price_per_hour, total_price, status, created_at, updated_at)
    select p_group_id, p_display_id, p_tenant_id, p_creative_id, w.d, p_hours,
           v_price, v_price * p_hours, 'pending', p_now, p_now
      from unnest(p_dates) as w(d)
    returning 'booked'::text, b.id, b.booking_date, null::integer, b.price_per_hour, null::date;
end
$fn$`;

export class Migration20261123020000_booking_limits extends Migration {
  async up(): Promise<void> {
    this.addSql('drop function book_display_dates(integer, integer, integer, date[], integer, uuid, timestamptz)');
    this.addSql(BOOK_DISPLAY_DATES_V2);
    // The pending-hours cap: one tenant's pending rows.
    this.addSql(`create index bookings_tenant_pending_index on bookings (tenant_id) include (hours_booked) where status = 'pending'`);
    // The expiry job: holds that waited longer than the hold time.
    this.addSql(`create index bookings_pending_created_index on bookings (created_at) where status = 'pending'`);
  }

  async down(): Promise<void> {
    this.addSql('drop index bookings_pending_created_index');
    this.addSql('drop index bookings_tenant_pending_index');
    this.addSql('drop function book_display_dates(integer, integer, integer, date[], integer, uuid, timestamptz, integer, integer)');
    this.addSql(BOOK_DISPLAY_DATES_V1);
  }
}
