-- The analytics' all-time running totals (docs/analytics.md, "Running totals"): installed by a
-- migration that reads this file, with the triggers that call it; test/sql-functions.e2e-spec.ts
-- fails when the database holds another text, so a change here needs a new migration.
--
-- Plays: display_play_totals and creative_play_totals are written by the play ingest statement
-- (player/play-insert.sql.ts), in the same statement as the plays and their rollup. Bookings:
-- display_revenue_totals (confirmed and paid, all time) and creative_booking_totals (pending or
-- confirmed) are written by the statement trigger below, in the same transaction as the change.

-- Every total recounted from the rollup and the bookings: the migration's backfill, and the
-- benchmark's after a bulk load made with triggers off. Takes the tables' locks first, so no
-- ingest or booking change runs between the clearing and the recount.
create or replace function analytics_totals_rebuild()
  returns void language plpgsql volatile as $fn$
begin
  lock table booking_play_totals, bookings in share mode;
  delete from display_play_totals;
  delete from creative_play_totals;
  delete from display_revenue_totals;
  delete from creative_booking_totals;
  insert into display_play_totals (display_id, plays)
  select display_id, sum(plays) from booking_play_totals group by display_id;
  insert into creative_play_totals (ad_creative_id, plays, last_shown_at)
  select ad_creative_id, sum(plays), max(last_shown_at) from booking_play_totals group by ad_creative_id;
  insert into display_revenue_totals (display_id, revenue)
  select display_id, sum(total_price) from bookings where status = 'confirmed' and paid_at is not null group by display_id;
  insert into creative_booking_totals (tenant_id, ad_creative_id, bookings)
  select tenant_id, ad_creative_id, count(*) from bookings where status in ('pending', 'confirmed') group by tenant_id, ad_creative_id;
end
$fn$;

-- After each statement that inserts, updates or deletes bookings: what its rows added (new_rows)
-- and took away (old_rows), per display and per tenant's creative. Once per statement, not per
-- row: a campaign writes thousands of bookings of one creative in a few statements. Groups
-- whose figure did not change write nothing, so an update of other columns locks no total; rows
-- are written in key order, one lock order for every writer.
create or replace function bookings_totals_changed()
  returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    perform analytics_totals_add(array(select booking_totals_delta(n, 1) from new_rows n));
  elsif tg_op = 'DELETE' then
    perform analytics_totals_add(array(select booking_totals_delta(o, -1) from old_rows o));
  else
    perform analytics_totals_add(array(select booking_totals_delta(n, 1) from new_rows n
                                       union all select booking_totals_delta(o, -1) from old_rows o));
  end if;
  return null;
end
$fn$;

-- What one booking adds to the totals (sign 1) or takes away (sign -1).
create or replace function booking_totals_delta(b bookings, sign integer)
  returns analytics_totals_delta language sql immutable as $fn$
  select row(b.display_id, b.tenant_id, b.ad_creative_id,
             case when b.status = 'confirmed' and b.paid_at is not null then sign * b.total_price else 0 end,
             case when b.status in ('pending', 'confirmed') then sign else 0 end)::analytics_totals_delta
$fn$;

create or replace function analytics_totals_add(deltas analytics_totals_delta[])
  returns void language sql volatile as $fn$
  insert into display_revenue_totals as t (display_id, revenue)
  select x.display_id, sum(x.revenue) from unnest(deltas) x group by x.display_id having sum(x.revenue) <> 0 order by x.display_id
  on conflict (display_id) do update set revenue = t.revenue + excluded.revenue;
  insert into creative_booking_totals as t (tenant_id, ad_creative_id, bookings)
  select x.tenant_id, x.ad_creative_id, sum(x.held) from unnest(deltas) x
   group by x.tenant_id, x.ad_creative_id having sum(x.held) <> 0 order by x.tenant_id, x.ad_creative_id
  on conflict (tenant_id, ad_creative_id) do update set bookings = t.bookings + excluded.bookings;
$fn$;
