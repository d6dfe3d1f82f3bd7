-- Books every date of one request, or none (docs/product-rules.md §4, docs/bookings.md).
-- Installed by a migration that reads this file; test/sql-functions.e2e-spec.ts fails when the
-- database holds another text. Locks the tenant (advisory lock, for the pending-hours cap),
-- then the display row, so racing requests are serialised and every check sees what the
-- previous holder committed. Lock order is always tenant, then display: no deadlock.
--
-- Returns rows of kind 'no_creative' (the creative was deleted meanwhile: its delete takes the
-- same tenant lock, docs/product-rules.md §6.3), 'missing' (no bookable display), 'past',
-- 'too_far' (dates after latest_date), 'cap' (hours = the tenant's pending hours now), 'full'
-- (hours = free hours of each full date) or 'booked' (new booking ids with their price per
-- hour, total price and the display's audience per hour, which the booking keeps as it keeps its
-- price). p_campaign_id ties the group to a campaign (docs/campaigns.md); null for a single booking.
create or replace function book_display_dates(
    p_display_id integer, p_tenant_id integer, p_creative_id integer, p_dates date[],
    p_hours integer, p_group_id uuid, p_now timestamptz, p_horizon_days integer, p_pending_cap integer,
    p_campaign_id integer default null)
  returns table (kind text, booking_id integer, booking_date date, hours integer, price_per_hour numeric,
                 total_price numeric, latest_date date, audience_per_hour integer)
  language plpgsql volatile as $fn$
declare
  v_price numeric(10,2);
  v_audience integer;
  v_today date;
  v_pending integer;
begin
  perform pg_advisory_xact_lock(7302, p_tenant_id);

  perform 1 from ad_creatives c where c.id = p_creative_id and c.owner_id = p_tenant_id and c.deleted_at is null;
  if not found then
    return query select 'no_creative'::text, null::integer, null::date, null::integer, null::numeric, null::numeric, null::date, null::integer;
    return;
  end if;

  select d.price_per_hour, d.audience_per_hour, display_today(d.time_zone, p_now)
    into v_price, v_audience, v_today
    from displays d
   where d.id = p_display_id and d.status = 'approved' and d.deleted_at is null
     for update;
  if not found then
    return query select 'missing'::text, null::integer, null::date, null::integer, null::numeric, null::numeric, null::date, null::integer;
    return;
  end if;

  return query select 'past'::text, null::integer, w.d, null::integer, null::numeric, null::numeric, null::date, null::integer
    from unnest(p_dates) as w(d) where w.d < v_today order by w.d;
  if found then return; end if;

  return query select 'too_far'::text, null::integer, w.d, null::integer, null::numeric, null::numeric, v_today + p_horizon_days, null::integer
    from unnest(p_dates) as w(d) where w.d > v_today + p_horizon_days order by w.d;
  if found then return; end if;

  select coalesce(sum(b.hours_booked), 0)::integer into v_pending
    from bookings b where b.tenant_id = p_tenant_id and b.status = 'pending';
  if v_pending + p_hours * cardinality(p_dates) > p_pending_cap then
    return query select 'cap'::text, null::integer, null::date, v_pending, null::numeric, null::numeric, null::date, null::integer;
    return;
  end if;

  return query
    select 'full'::text, null::integer, f.day, f.free_hours, null::numeric, null::numeric, null::date, null::integer
      from display_free_hours(p_display_id, p_dates, p_now) f
     where f.free_hours < p_hours
     order by f.day;
  if found then return; end if;

  return query
    insert into bookings as b (group_id, display_id, tenant_id, ad_creative_id, booking_date, hours_booked,
                               price_per_hour, total_price, audience_per_hour, campaign_id, status, created_at, updated_at)
    select p_group_id, p_display_id, p_tenant_id, p_creative_id, w.d, p_hours,
           v_price, v_price * p_hours, v_audience, p_campaign_id, 'pending', p_now, p_now
      from unnest(p_dates) as w(d)
    returning 'booked'::text, b.id, b.booking_date, null::integer, b.price_per_hour, b.total_price, null::date, b.audience_per_hour;
end
$fn$;
