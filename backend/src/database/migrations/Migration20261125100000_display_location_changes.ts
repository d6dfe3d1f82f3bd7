import { Migration } from '@mikro-orm/migrations';

/**
 * A host's new location for an approved display waits here for the admin's review
 * (docs/product-rules.md §5.4): the display keeps its approved location until then.
 */
export class Migration20261125100000_display_location_changes extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table display_location_changes (
      id serial primary key,
      display_id integer not null references displays(id) on delete cascade,
      street_address varchar(200) not null,
      city varchar(100) not null,
      state varchar(2) not null,
      zip_code varchar(10) not null,
      latitude double precision not null check (latitude between -90 and 90),
      longitude double precision not null check (longitude between -180 and 180),
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
      approval_notes text check (char_length(approval_notes) <= 1000),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      reviewed_at timestamptz
    )`);
    // At most one change per display waits for review; the admin's queue reads the pending ones oldest first.
    this.addSql(
      `create unique index display_location_changes_one_pending on display_location_changes (display_id) where status = 'pending'`,
    );
    this.addSql(`create index display_location_changes_display_index on display_location_changes (display_id, id)`);
    this.addSql(
      `create index display_location_changes_pending_index on display_location_changes (created_at, id) where status = 'pending'`,
    );
  }

  async down(): Promise<void> {
    this.addSql('drop table display_location_changes');
  }
}
