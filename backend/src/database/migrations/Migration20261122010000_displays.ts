import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010000_displays extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table displays (
      id serial primary key,
      host_id integer not null references users(id) on delete restrict,
      name varchar(100) not null,
      street_address varchar(200) not null,
      city varchar(100) not null,
      state varchar(2) not null,
      zip_code varchar(10) not null,
      start_time varchar(5) not null check (start_time ~ '^([01][0-9]|2[0-3]):00$'),
      end_time varchar(5) not null check (end_time ~ '^([01][0-9]|2[0-3]):00$'),
      operating_hours varchar(11) not null,
      price_per_hour numeric(10,2) not null check (price_per_hour >= 0),
      is_mobile boolean not null default false,
      location_type text not null check (location_type in ('outdoor', 'indoor', 'elevator', 'walkway', 'communal')),
      target_age_ranges text[] not null default '{}'
        check (target_age_ranges <@ array['16-plus', '20-35', '36-50', '50-plus']::text[]),
      target_audiences text[] not null default '{}'
        check (target_audiences <@ array['students', 'professionals', 'retirees', 'athletes', 'shoppers']::text[]),
      demographic_notes text not null default '' check (char_length(demographic_notes) <= 1000),
      latitude double precision check (latitude between -90 and 90),
      longitude double precision check (longitude between -180 and 180),
      time_zone text not null default 'America/Phoenix',
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      approval_notes text check (char_length(approval_notes) <= 1000),
      reviewed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      constraint displays_end_after_start check (end_time > start_time),
      constraint displays_operating_hours_match check (operating_hours = start_time || '-' || end_time),
      constraint displays_coordinates_pair check ((latitude is null) = (longitude is null))
    )`);
    // A host's own list, the admin's review queue, and the public/tenant catalogue.
    this.addSql(`create index displays_host_id_index on displays (host_id) where deleted_at is null`);
    this.addSql(`create index displays_status_created_at_index on displays (status, created_at) where deleted_at is null`);
  }

  async down(): Promise<void> {
    this.addSql('drop table displays');
  }
}
