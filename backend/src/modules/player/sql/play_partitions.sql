-- The monthly partitions of plays (docs/player.md, "Partitions and retention"). A partition holds
-- the plays shown in one UTC month, [its first instant, the next month's). A UTC month starts at a
-- whole number of 10-second slots since the epoch, so a slot never straddles two partitions and
-- each partition's unique (display_id, slot) bounds the slots of the whole table.

-- Creates the partitions missing for every UTC month from p_from's to p_to's, each with its unique
-- indexes (display, slot) and (display, clientPlayId); returns how many it created. One creator at
-- a time (an advisory lock, taken only when a month is missing); waits at most 2 s for the lock on
-- plays, so a caller never queues behind a long reader of plays for longer.
create or replace function plays_ensure_partitions(p_from timestamptz, p_to timestamptz)
  returns integer language plpgsql as $fn$
declare
  first_month constant timestamp := date_trunc('month', p_from at time zone 'UTC');
  last_month constant timestamp := date_trunc('month', p_to at time zone 'UTC');
  m timestamp := first_month;
  part text;
  locked boolean := false;
  created integer := 0;
begin
  if last_month > first_month + interval '10 years' then
    raise exception 'plays_ensure_partitions: % to % is more than 10 years of months', p_from, p_to;
  end if;
  while m <= last_month loop
    part := 'plays_' || to_char(m, 'YYYY_MM');
    if to_regclass(part) is null then
      if not locked then
        perform set_config('lock_timeout', '2s', true);
        perform pg_advisory_xact_lock(7302115020);
        locked := true;
      end if;
      begin
        execute format('create table %I partition of plays for values from (%L) to (%L)',
          part, m::text || '+00', (m + interval '1 month')::text || '+00');
        execute format('create unique index %I on %I (display_id, slot)', part || '_slot_unique', part);
        execute format('create unique index %I on %I (display_id, client_play_id)', part || '_client_play_unique', part);
        created := created + 1;
      exception when duplicate_table then
        null; -- made by a racing caller that held the lock before this one
      end;
    end if;
    m := m + interval '1 month';
  end loop;
  return created;
end
$fn$;

-- Retention: detaches and drops the oldest partition of plays whose every row is older than
-- p_cutoff (its month ended at or before p_cutoff); returns its name, or null when none is.
-- One partition a call, so plays is locked (briefly, at most 2 s of waiting) once per partition.
create or replace function plays_drop_expired_partition(p_cutoff timestamptz)
  returns text language plpgsql as $fn$
declare
  part text;
begin
  select c.relname into part
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
   where i.inhparent = 'plays'::regclass and c.relname ~ '^plays_[0-9]{4}_[0-9]{2}$'
     and (to_date(substr(c.relname, 7), 'YYYY_MM') + interval '1 month') at time zone 'UTC' <= p_cutoff
   order by c.relname
   limit 1;
  if part is null then
    return null;
  end if;
  perform set_config('lock_timeout', '2s', true);
  perform pg_advisory_xact_lock(7302115020);
  execute format('alter table plays detach partition %I', part);
  execute format('drop table %I', part);
  return part;
end
$fn$;
