import { Migration } from '@mikro-orm/migrations';

/**
 * The player: plays (proof of play), their per-booking rollup, the displays'
 * heartbeat and pairing, and the change notifications that keep every server
 * instance's schedule cache fresh (docs/player.md).
 */
export class Migration20261123000000_player extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table displays
      add column last_seen_at timestamptz,
      add column pairing_required boolean not null default false,
      add column pairing_code text check (pairing_code ~ '^[0-9]{6}$'),
      add column pairing_epoch integer not null default 0,
      add constraint displays_pairing_code_present check (not pairing_required or pairing_code is not null)`);

    // One row per accepted play. `slot` is the 10-second slot of shown_at: one play per
    // display and slot is what a real screen can show (the rate bound, race-proof by index).
    this.addSql(`create table plays (
      id bigserial primary key,
      display_id integer not null references displays(id) on delete restrict,
      ad_creative_id integer not null references ad_creatives(id) on delete restrict,
      booking_id integer not null references bookings(id) on delete restrict,
      client_play_id varchar(64) not null,
      shown_at timestamptz not null,
      slot bigint not null,
      received_at timestamptz not null,
      constraint plays_client_play_unique unique (display_id, client_play_id),
      constraint plays_display_slot_unique unique (display_id, slot)
    )`);
    this.addSql(`create index plays_creative_shown_at_index on plays (ad_creative_id, shown_at)`);
    this.addSql(`create index plays_booking_index on plays (booking_id)`);

    // The daily rollup: a booking is one display × creative × date, so one row per booking
    // carries the per-day play count. Written in the same statement as the plays.
    this.addSql(`create table booking_play_totals (
      booking_id integer primary key references bookings(id) on delete restrict,
      display_id integer not null references displays(id) on delete restrict,
      ad_creative_id integer not null references ad_creatives(id) on delete restrict,
      play_date date not null,
      plays integer not null check (plays >= 0),
      last_shown_at timestamptz not null
    )`);
    this.addSql(`create index booking_play_totals_display_date_index on booking_play_totals (display_id, play_date) include (plays)`);
    this.addSql(`create index booking_play_totals_creative_index on booking_play_totals (ad_creative_id) include (plays, last_shown_at)`);

    // What the player's schedule depends on changed: tell every instance (LISTEN schedule_changed).
    // The payload is a display id, or '*' when any display may be affected.
    this.addSql(`create function notify_schedule_changed() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'ad_creatives' then
          perform pg_notify('schedule_changed', '*');
        else
          perform pg_notify('schedule_changed', new.display_id::text);
        end if;
        return null;
      end $$`);
    this.addSql(`create function notify_display_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('schedule_changed', new.id::text);
        return null;
      end $$`);
    this
      .addSql(`create trigger bookings_schedule_changed after update of status, paid_at, ad_creative_id, booking_date, hours_booked on bookings
      for each row when (old.status = 'confirmed' or new.status = 'confirmed') execute function notify_schedule_changed()`);
    this.addSql(`create trigger bookings_schedule_inserted after insert on bookings
      for each row when (new.status = 'confirmed') execute function notify_schedule_changed()`);
    this.addSql(`create trigger ad_creatives_schedule_changed after update of status, name on ad_creatives
      for each row execute function notify_schedule_changed()`);
    this
      .addSql(`create trigger displays_schedule_changed after update of status, deleted_at, start_time, end_time, time_zone, name, pairing_required, pairing_code, pairing_epoch on displays
      for each row execute function notify_display_changed()`);
  }

  async down(): Promise<void> {
    this.addSql('drop trigger displays_schedule_changed on displays');
    this.addSql('drop trigger ad_creatives_schedule_changed on ad_creatives');
    this.addSql('drop trigger bookings_schedule_inserted on bookings');
    this.addSql('drop trigger bookings_schedule_changed on bookings');
    this.addSql('drop function notify_display_changed');
    this.addSql('drop function notify_schedule_changed');
    this.addSql('drop table booking_play_totals');
    this.addSql('drop table plays');
    this.addSql(`alter table displays drop constraint displays_pairing_code_present, drop column pairing_epoch,
      drop column pairing_code, drop column pairing_required, drop column last_seen_at`);
  }
}
