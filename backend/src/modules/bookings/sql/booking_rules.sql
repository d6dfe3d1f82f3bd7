-- Booking rules shared by availability and book_display_dates (docs/product-rules.md §2, §3).
-- Installed by a migration that reads this file; test/sql-functions.e2e-spec.ts fails when
-- the database holds another text, so a change here needs a new migration (docs/architecture.md).
-- Daily capacity is the displays module's display_capacity_hours (modules/displays/sql/display_rules.sql).

-- "Today" in a display's zone, from the injected clock's now (docs/product-rules.md §2.2).
create or replace function display_today(p_time_zone text, p_now timestamptz)
  returns date language sql immutable as $fn$
  select (p_now at time zone p_time_zone)::date
$fn$;

-- The statuses that hold airtime: they count towards a date's sold hours (docs/product-rules.md §3.3).
create or replace function booking_holds_hours(p_status text)
  returns boolean language sql immutable as $fn$
  select p_status in ('pending', 'confirmed')
$fn$;

-- A pending booking is late, and expires, when its date has passed in its display's zone or its
-- hold is over: created at or before `p_hold_end` (= now − the hold, docs/bookings.md).
create or replace function booking_is_late(p_date date, p_created_at timestamptz, p_time_zone text, p_now timestamptz, p_hold_end timestamptz)
  returns boolean language sql immutable as $fn$
  select p_date < display_today(p_time_zone, p_now) or p_created_at <= p_hold_end
$fn$;

-- Capacity, sold and free hours of one display on each date (docs/product-rules.md §3.2–§3.5):
-- capacity = display_capacity_hours; free = capacity − sold, 0 on past dates, and on today never
-- more than the whole hours left before closing (17:35 with closing 22:00 → 18, 19, 20, 21).
create or replace function display_free_hours(p_display_id integer, p_dates date[], p_now timestamptz)
  returns table (day date, capacity_hours integer, sold_hours integer, free_hours integer)
  language sql stable as $fn$
  with d as (
    select display_capacity_hours(start_time, end_time) as capacity, time_text_hour(end_time) as closes,
           time_text_hour(start_time) as opens, display_today(time_zone, p_now) as today,
           extract(epoch from (p_now at time zone time_zone)::time) / 3600 as local_hour
      from displays where id = p_display_id
  ), sold as (
    select b.booking_date, sum(b.hours_booked)::integer as hours
      from bookings b
     where b.display_id = p_display_id and b.booking_date = any(p_dates) and booking_holds_hours(b.status)
     group by b.booking_date
  )
  select w.day, d.capacity, coalesce(s.hours, 0),
         greatest(0, case
           when w.day < d.today then 0
           when w.day = d.today then least(d.capacity - coalesce(s.hours, 0), d.closes - greatest(d.opens, ceil(d.local_hour)::integer))
           else d.capacity - coalesce(s.hours, 0)
         end)::integer
    from d cross join unnest(p_dates) as w(day)
    left join sold s on s.booking_date = w.day
   order by w.day
$fn$;
