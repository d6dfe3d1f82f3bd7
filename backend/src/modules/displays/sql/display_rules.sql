-- A display's own rules, read by the bookings functions, analytics and the display responses
-- (docs/product-rules.md §3.2). Installed by a migration that reads this file;
-- test/sql-functions.e2e-spec.ts fails when the database holds another text, so a change here
-- needs a new migration (docs/architecture.md, "SQL functions").

-- Daily capacity: the airtime hours a display can sell on one date, end − start (docs/product-rules.md §3.2).
create or replace function display_capacity_hours(p_start_time text, p_end_time text)
  returns integer language sql immutable as $fn$
  select split_part(p_end_time, ':', 1)::integer - split_part(p_start_time, ':', 1)::integer
$fn$;

-- Inside the operating hours at an instant: the hour on the display's wall clock is from its
-- start hour up to (not including) its end hour (docs/product-rules.md §2). Read by the plays'
-- "due" match and the offline alerts (docs/notifications.md).
create or replace function display_open_at(p_start_time text, p_end_time text, p_time_zone text, p_at timestamptz)
  returns boolean language sql immutable as $fn$
  select extract(hour from p_at at time zone p_time_zone) >= substr(p_start_time, 1, 2)::int
     and extract(hour from p_at at time zone p_time_zone) < substr(p_end_time, 1, 2)::int
$fn$;
