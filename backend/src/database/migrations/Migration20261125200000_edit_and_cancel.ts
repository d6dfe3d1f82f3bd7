import { Migration } from '@mikro-orm/migrations';
import { BOOKING_SQL_FILES, bookingSqlFunctions } from '../../modules/bookings/sql/booking-sql';

/**
 * Tenants rename and delete creatives and cancel their pending requests; cancellations say who
 * made them and when (docs/product-rules.md §4.10, §4.11, §6.3).
 *
 * - `ad_creatives.deleted_at`: a deleted creative leaves every list, its row stays for the
 *   bookings, plays and exports that name it.
 * - `bookings.cancelled_at`, `cancelled_by` ('tenant' or 'admin'): set with status `cancelled`
 *   and only then. Until now only the admin could cancel, so earlier cancelled rows are the
 *   admin's, at their last update.
 * - book_display_dates refuses a creative deleted meanwhile (checked under the tenant's lock,
 *   which the delete takes too): the booking .sql files are installed again.
 */
/** book_display_dates before this migration (restored by `down`). */
const BOOK_DISPLAY_DATES_V3 = `create or replace function book_display_dates(
    p_display_id integer, p_tenant_id integer, p_creative_id integer, p_dates date[],
    p_hours integer, p_group_id uuid, p_now timestamptz, p_horizon_days integer, p_pending_cap integer)
  returns table (kind text, booking_id integer, booking_date date, hours integer, price_per_hour numeric,
                 total_price numeric, latest_date date)
  language plpgsql volatile as $fn$
declare
  v_price numeric(10,2);
  v_today date;
  v_pending integer;
begin
  perform pg_advisory_xact_lock(7302, p_tenant_id);

  select d.price_per_hour, display_today(d.time_zone, p_now)
    into v_price, v_today
    from displays d
   where d.id = p_display_id and d.status = 'approved' and d.deleted_at is null
     for update;
  if not found then
    return query select 'missing'::text, null::integer, null::date, null::integer, null::numeric, null::numeric, null::date;
    return;
  end if;

  return query select 'past'::text, null::integer, w.d, null::integer, null::numeric, null::numeric, null::date
    from unnest(p_dates) as w(d) where w.d < v_today order by w.d;
  if found then return; end if;

  return query select 'too_far'::text, null::integer, w.d, null::integer, null::numeric, null::numeric, v_today + p_horizon_days
    from unnest(p_dates) as w(d) where w.d > v_today + p_horizon_days order by w.d;
  if found then return; end if;

  select coalesce(sum(b.hours_booked), 0)::integer into v_pending
    from bookings b where b.tenant_id = p_tenant_id and b.status = 'pending';
  if v_pending + p_hours * cardinality(p_dates) > p_pending_cap then
    return query select 'cap'::text, null::integer, null::date, v_pending, null::numeric, null::numeric, null::date;
    return;
  end if;

  return query
    select 'full'::text, null::integer, f.day, f.free_hours, null::numeric, null::numeric, null::date
      from display_free_hours(p_display_id, p_dates, p_now) f
     where f.free_hours < p_hours
     order by f.day;
  if found then return; end if;

  return query
    insert into bookings as b (group_id, display_id, tenant_id, ad_creative_id, booking_date, hours_booked,
                               price_per_hour, total_price, status, created_at, updated_at)
    select p_group_id, p_display_id, p_tenant_id, p_creative_id, w.d, p_hours,
           v_price, v_price * p_hours, 'pending', p_now, p_now
      from unnest(p_dates) as w(d)
    returning 'booked'::text, b.id, b.booking_date, null::integer, b.price_per_hour, b.total_price, null::date;
end
$fn$;`;

export class Migration20261125200000_edit_and_cancel extends Migration {
  async up(): Promise<void> {
    this.addSql('alter table ad_creatives add column deleted_at timestamptz');
    this.addSql(`alter table bookings add column cancelled_at timestamptz,
      add column cancelled_by text check (cancelled_by in ('tenant', 'admin'))`);
    this.addSql(`update bookings set cancelled_at = updated_at, cancelled_by = 'admin' where status = 'cancelled'`);
    this.addSql(`alter table bookings add constraint bookings_cancelled_check
      check ((status = 'cancelled') = (cancelled_at is not null and cancelled_by is not null))`);
    for (const file of BOOKING_SQL_FILES) {
      for (const fn of bookingSqlFunctions(file)) this.addSql(fn.statement);
    }
  }

  async down(): Promise<void> {
    this.addSql('alter table bookings drop constraint bookings_cancelled_check');
    this.addSql('alter table bookings drop column cancelled_at, drop column cancelled_by');
    this.addSql(BOOK_DISPLAY_DATES_V3);
    this.addSql('alter table ad_creatives drop column deleted_at');
  }
}
