-- A display's own rules, read by the bookings functions, analytics and the display responses
-- (docs/product-rules.md §3.2). Installed by a migration that reads this file;
-- test/sql-functions.e2e-spec.ts fails when the database holds another text, so a change here
-- needs a new migration (docs/architecture.md, "SQL functions").

-- The hour of an operating-hours time, "HH:mm" → HH (docs/displays.md: hours are whole hours).
-- TypeScript's twin is hourOf (common/time/operating-hours.ts); test/sql-functions checks they agree.
create or replace function time_text_hour(p_time text)
  returns integer language sql immutable as $fn$
  select split_part(p_time, ':', 1)::integer
$fn$;

-- Daily capacity: the airtime hours a display can sell on one date, end − start (docs/product-rules.md §3.2).
create or replace function display_capacity_hours(p_start_time text, p_end_time text)
  returns integer language sql immutable as $fn$
  select time_text_hour(p_end_time) - time_text_hour(p_start_time)
$fn$;

-- Inside operating hours: the instant's hour on the display's wall clock is in [start, end)
-- (docs/player.md). Read by the plays' "due" match and the offline alerts (docs/notifications.md);
-- TypeScript's twin is isOpenAtHour (common/time/operating-hours.ts).
create or replace function display_open_at(p_start_time text, p_end_time text, p_time_zone text, p_at timestamptz)
  returns boolean language sql immutable as $fn$
  select extract(hour from p_at at time zone p_time_zone)::integer >= time_text_hour(p_start_time)
     and extract(hour from p_at at time zone p_time_zone)::integer < time_text_hour(p_end_time)
$fn$;

-- The rotation's slot: a screen shows at most one play per slot (docs/player.md). TypeScript
-- reads the length as SLOT_SECONDS (common/audience/slot.ts); test/sql-functions checks they agree.
create or replace function play_slot_seconds()
  returns integer language sql immutable as $fn$
  select 10
$fn$;

-- The slot an instant falls in: whole slots since the epoch.
create or replace function play_slot(p_shown_at timestamptz)
  returns bigint language sql immutable as $fn$
  select floor(extract(epoch from p_shown_at) / play_slot_seconds())::bigint
$fn$;

