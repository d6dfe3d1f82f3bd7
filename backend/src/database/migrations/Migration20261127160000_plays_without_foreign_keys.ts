import { Migration } from '@mikro-orm/migrations';

/**
 * Plays carry no foreign keys (docs/player.md, "Partitions and retention"): three checks a play
 * were a third of the ingest statement's time (docs/performance.md, "Where a sync's time goes").
 * They guarded nothing the rollup does not: the statement that stores a play writes its booking's
 * `booking_play_totals` row, which references the booking, the display and the creative with
 * ON DELETE RESTRICT, and nothing deletes those rows (displays and creatives are soft-deleted).
 */
export class Migration20261127160000_plays_without_foreign_keys extends Migration {
  async up(): Promise<void> {
    this.addSql(`do $$
      declare c record;
      begin
        for c in select conname from pg_constraint where conrelid = 'plays'::regclass and contype = 'f' loop
          execute format('alter table plays drop constraint %I', c.conname);
        end loop;
      end $$`);
  }

  async down(): Promise<void> {
    this.addSql(`alter table plays
      add foreign key (display_id) references displays(id) on delete restrict,
      add foreign key (ad_creative_id) references ad_creatives(id) on delete restrict,
      add foreign key (booking_id) references bookings(id) on delete restrict`);
  }
}
