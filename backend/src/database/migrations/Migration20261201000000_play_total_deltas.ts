import { Migration } from '@mikro-orm/migrations';

/**
 * The ingest without row locks (docs/analytics.md, "Running totals"; docs/performance.md, "Totals
 * folded in"): each ingest statement appends what its plays add, one row per booking, to
 * `play_total_deltas`; a job folds those rows into the rollup and the running totals, deleting
 * them in the same statement, and every read adds the rows not folded yet. So no two ingest
 * statements wait on one rollup row, and a booking's totals are written once per fold, not once
 * per sync. `play_totals_pending` is what the reads add, per booking.
 *
 * The rollup's updates no longer write its indexes: the daily series' indexes stop carrying the
 * counts (a read of a range fetches them from the rows), and rollup and displays keep room on each
 * page for a row's new version, so that a fold's update of a booking's counts and the heartbeat's
 * of a screen's `last_seen_at` stay on their page (heap-only tuples).
 */
export class Migration20261201000000_play_total_deltas extends Migration {
  async up(): Promise<void> {
    // No index and no foreign key: written by every ingest statement, read whole by the fold; the
    // rollup rows it is folded into reference the booking, the display and the creative.
    this.addSql(`create table play_total_deltas (
      booking_id integer not null,
      display_id integer not null,
      ad_creative_id integer not null,
      play_date date not null,
      plays integer not null check (plays > 0),
      verified_plays integer not null check (verified_plays between 0 and plays),
      last_shown_at timestamptz not null
    ) with (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 5000,
            autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 5000)`);
    this.addSql(`create view play_totals_pending as
      select booking_id, display_id, ad_creative_id, play_date, sum(plays)::int as plays,
             sum(verified_plays)::int as verified_plays, max(last_shown_at) as last_shown_at
        from play_total_deltas group by booking_id, display_id, ad_creative_id, play_date`);
    this.addSql('alter table displays set (fillfactor = 70)');
    this.addSql('alter table booking_play_totals set (fillfactor = 80)');
    this.addSql('drop index booking_play_totals_creative_index');
    this.addSql('create index booking_play_totals_creative_index on booking_play_totals (ad_creative_id, play_date)');
    this.addSql('drop index booking_play_totals_display_date_index');
    this.addSql('create index booking_play_totals_display_date_index on booking_play_totals (display_id, play_date)');
  }

  async down(): Promise<void> {
    this
      .addSql(`insert into booking_play_totals as t (booking_id, display_id, ad_creative_id, play_date, plays, verified_plays, last_shown_at)
      select booking_id, display_id, ad_creative_id, play_date, plays, verified_plays, last_shown_at from play_totals_pending order by booking_id
      on conflict (booking_id) do update set plays = t.plays + excluded.plays, verified_plays = t.verified_plays + excluded.verified_plays,
        last_shown_at = greatest(t.last_shown_at, excluded.last_shown_at)`);
    this.addSql(`insert into display_play_totals as t (display_id, plays)
      select display_id, sum(plays) from play_total_deltas group by display_id order by display_id
      on conflict (display_id) do update set plays = t.plays + excluded.plays`);
    this.addSql(`insert into creative_play_totals as t (ad_creative_id, plays, last_shown_at)
      select ad_creative_id, sum(plays), max(last_shown_at) from play_total_deltas group by ad_creative_id order by ad_creative_id
      on conflict (ad_creative_id) do update set plays = t.plays + excluded.plays, last_shown_at = greatest(t.last_shown_at, excluded.last_shown_at)`);
    this.addSql('drop view play_totals_pending');
    this.addSql('drop table play_total_deltas');
    this.addSql('alter table displays reset (fillfactor)');
    this.addSql('alter table booking_play_totals reset (fillfactor)');
    this.addSql('drop index booking_play_totals_creative_index');
    this.addSql(
      'create index booking_play_totals_creative_index on booking_play_totals (ad_creative_id, play_date) include (plays, last_shown_at)',
    );
    this.addSql('drop index booking_play_totals_display_date_index');
    this.addSql('create index booking_play_totals_display_date_index on booking_play_totals (display_id, play_date) include (plays)');
  }
}
