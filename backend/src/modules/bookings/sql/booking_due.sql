-- When each booking was due: the intervals the play ingest judges a play's shownAt against
-- (docs/player.md, "Due intervals"). Installed by a migration that reads this file, with the
-- triggers that call it; test/sql-functions.e2e-spec.ts fails when the database holds another
-- text, so a change here needs a new migration (docs/architecture.md).

-- Brings the open interval of each booking in line with its state at p_at: the one home of
-- "due" (confirmed and paid, creative approved, display approved and not deleted). An open
-- interval whose booking is no longer due, or now due on another display, creative or date, is
-- closed at p_at; a booking due without an open interval gets one from p_at.
create or replace function booking_due_refresh(p_booking_ids integer[], p_at timestamptz)
  returns void language plpgsql volatile as $fn$
begin
  with now_due as (
    select b.id, b.display_id, b.ad_creative_id, b.booking_date,
           (b.status = 'confirmed' and b.paid_at is not null and c.status = 'approved'
            and d.status = 'approved' and d.deleted_at is null) as due
      from bookings b
      join ad_creatives c on c.id = b.ad_creative_id
      join displays d on d.id = b.display_id
     where b.id = any(p_booking_ids)
  ), closed as (
    update booking_due_intervals i set due_to = greatest(p_at, i.due_from)
      from now_due n
     where i.booking_id = n.id and i.due_to is null
       and (not n.due or (i.display_id, i.ad_creative_id, i.booking_date) is distinct from (n.display_id, n.ad_creative_id, n.booking_date))
    returning i.booking_id
  )
  insert into booking_due_intervals (booking_id, display_id, ad_creative_id, booking_date, due_from)
  select n.id, n.display_id, n.ad_creative_id, n.booking_date, p_at
    from now_due n
   -- The update above is not visible to this statement's own reads: a closed row still looks open.
   where n.due and (n.id in (select booking_id from closed)
                    or not exists (select 1 from booking_due_intervals i where i.booking_id = n.id and i.due_to is null));
end
$fn$;

-- A booking's status, payment, creative, display or date changed (or a confirmed booking was
-- inserted). The time of the change is the row's updated_at, which every writer sets from the
-- application's clock in the same statement (docs/player.md, "Due intervals").
create or replace function bookings_due_changed()
  returns trigger language plpgsql as $fn$
begin
  perform booking_due_refresh(array[new.id], new.updated_at);
  return null;
end
$fn$;

-- A creative's review, or a display's review or deletion, changed at p_at: the confirmed bookings
-- of that creative or display (p_table names which) that can still receive plays (a play is at
-- most 48 hours old, so dates from three days before the change on). The trigger functions below
-- call it. Every call is planned with p_table known (force_custom_plan), so the branch of the
-- other table folds away and a display's bookings come by their index.
create or replace function booking_due_refresh_recent(p_table text, p_id integer, p_at timestamptz)
  returns void language plpgsql volatile set plan_cache_mode = force_custom_plan as $fn$
begin
  perform booking_due_refresh(array(
    select b.id from bookings b
     where ((p_table = 'displays' and b.display_id = p_id) or (p_table = 'ad_creatives' and b.ad_creative_id = p_id))
       and b.status = 'confirmed' and b.booking_date >= (p_at - interval '3 days')::date
  ), p_at);
end
$fn$;

-- A creative's review changed; below, a display's review or deletion. Two functions because the
-- triggers installed with the due intervals call them by name; both pass on their table.
create or replace function ad_creatives_due_changed()
  returns trigger language plpgsql as $fn$
begin
  perform booking_due_refresh_recent(tg_table_name, new.id, new.updated_at);
  return null;
end
$fn$;

create or replace function displays_due_changed()
  returns trigger language plpgsql as $fn$
begin
  perform booking_due_refresh_recent(tg_table_name, new.id, new.updated_at);
  return null;
end
$fn$;
