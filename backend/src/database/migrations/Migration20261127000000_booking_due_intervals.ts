import { Migration } from '@mikro-orm/migrations';
import { bookingDueSqlFunctions } from '../../modules/bookings/sql/booking-sql';

/**
 * Plays are judged by what was due when they were shown (docs/player.md, "Due intervals"):
 * per booking, the intervals during which it was confirmed and paid with its creative and
 * display approved. Database triggers on exactly the columns that decide it keep the intervals
 * in the same transaction as every change, whichever writer makes it.
 *
 * Backfill from what is known (docs/player.md says what is not): a booking due now is due from
 * the latest of its payment and the two reviews (confirmation precedes payment); a cancelled
 * booking that was paid, with creative and display approved before the cancellation, was due
 * from then until its cancellation.
 */
export class Migration20261127000000_booking_due_intervals extends Migration {
  async up(): Promise<void> {
    this.addSql(`create table booking_due_intervals (
      id bigserial primary key,
      booking_id integer not null references bookings(id) on delete cascade,
      display_id integer not null,
      ad_creative_id integer not null,
      booking_date date not null,
      due_from timestamptz not null,
      due_to timestamptz,
      constraint booking_due_intervals_order check (due_to is null or due_to >= due_from)
    )`);
    this.addSql(`create unique index booking_due_intervals_open_unique on booking_due_intervals (booking_id) where due_to is null`);
    // The ingest's lookup: a play names its display and creative; its date follows from shownAt.
    this.addSql(`create index booking_due_intervals_lookup_index on booking_due_intervals (display_id, ad_creative_id, booking_date)
      include (booking_id, due_from, due_to)`);
    for (const fn of bookingDueSqlFunctions()) this.addSql(fn.statement);
    this.addSql(`create trigger bookings_due_inserted after insert on bookings
      for each row when (new.status = 'confirmed') execute function bookings_due_changed()`);
    this.addSql(`create trigger bookings_due_updated after update of status, paid_at, ad_creative_id, display_id, booking_date on bookings
      for each row when (old.status = 'confirmed' or new.status = 'confirmed') execute function bookings_due_changed()`);
    this.addSql(`create trigger ad_creatives_due_changed after update of status on ad_creatives
      for each row when (old.status is distinct from new.status) execute function ad_creatives_due_changed()`);
    this.addSql(`create trigger displays_due_changed after update of status, deleted_at on displays
      for each row when (old.status is distinct from new.status or old.deleted_at is distinct from new.deleted_at)
      execute function displays_due_changed()`);

    this.addSql(`insert into booking_due_intervals (booking_id, display_id, ad_creative_id, booking_date, due_from, due_to)
      select b.id, b.display_id, b.ad_creative_id, b.booking_date, x.due_from,
             case when b.status = 'cancelled' then greatest(b.cancelled_at, x.due_from) end
        from bookings b
        join ad_creatives c on c.id = b.ad_creative_id
        join displays d on d.id = b.display_id
        cross join lateral (select greatest(b.paid_at, coalesce(c.reviewed_at, c.created_at), coalesce(d.reviewed_at, d.created_at)) as due_from) x
       where b.paid_at is not null and c.status = 'approved' and d.status = 'approved'
         and ((b.status = 'confirmed' and d.deleted_at is null) or (b.status = 'cancelled' and x.due_from < b.cancelled_at))`);
  }

  async down(): Promise<void> {
    this.addSql('drop trigger displays_due_changed on displays');
    this.addSql('drop trigger ad_creatives_due_changed on ad_creatives');
    this.addSql('drop trigger bookings_due_updated on bookings');
    this.addSql('drop trigger bookings_due_inserted on bookings');
    this.addSql('drop function displays_due_changed()');
    this.addSql('drop function ad_creatives_due_changed()');
    this.addSql('drop function bookings_due_changed()');
    this.addSql('drop function booking_due_refresh(integer[], timestamptz)');
    this.addSql('drop table booking_due_intervals');
  }
}
