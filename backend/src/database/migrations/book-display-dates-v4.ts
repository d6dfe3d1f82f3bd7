/** book_display_dates before Migration20261127000000_campaigns (restored by its `down`). */
export const BOOK_DISPLAY_DATES_V4 = `create or replace function book_display_dates(
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

  perform 1 from ad_creatives c where c.id = p_creative_id and c.owner_id = p_tenant_id and c.deleted_at is null;
  if not found then
    return query select 'no_creative'::text, null::integer, null::date, null::integer, null::numeric, null::numeric, null::date;
    return;
  end if;

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
