import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030000_bookings extends Migration {
  async up(): Promise<void> {
    // Rows are never deleted (cancel/reject/expire change status): history and revenue stay auditable.
    this.addSql(`create table bookings (
      id serial primary key,
      group_id uuid not null,
      display_id integer not null references displays(id) on delete restrict,
      tenant_id integer not null references users(id) on delete restrict,
      ad_creative_id integer not null references ad_creatives(id) on delete restrict,
      booking_date date not null,
      hours_booked smallint not null check (hours_booked between 1 and 4),
      price_per_hour numeric(10,2) not null check (price_per_hour >= 0),
      total_price numeric(10,2) not null,
      status text not null default 'pending' check (status in ('pending', 'confirmed', 'rejected', 'expired', 'cancelled')),
      paid_at timestamptz,
      notes text check (char_length(notes) <= 1000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint bookings_total_price_check check (total_price = price_per_hour * hours_booked),
      -- One booking per date in a group; also serves lookups by group_id.
      constraint bookings_group_date_unique unique (group_id, booking_date)
    )`);
    // Sold hours per display and date (capacity checks, availability, host lists): only rows that hold airtime.
    this.addSql(`create index bookings_display_date_active_index on bookings (display_id, booking_date) include (hours_booked)
      where status in ('pending', 'confirmed')`);
    this.addSql(`create index bookings_tenant_index on bookings (tenant_id, booking_date desc)`);
    // The expiry job and the admin's request queue.
    this.addSql(`create index bookings_pending_date_index on bookings (booking_date) where status = 'pending'`);
  }

  async down(): Promise<void> {
    this.addSql('drop table bookings');
  }
}
