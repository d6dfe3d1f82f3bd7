import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * Folds what ingest statements appended to `play_total_deltas` into the per-booking rollup and
 * the running totals per display and per creative (docs/analytics.md, "Running totals"), deleting
 * those rows in the same statement: a read sees each play counted exactly once, before the fold
 * (as a pending row) or after it (in the totals). Rows committed after the statement's snapshot
 * stay for the next fold. Rows are written in key order, one lock order for every writer.
 */
const FOLD_SQL = `
with moved as (
  delete from play_total_deltas returning booking_id, display_id, ad_creative_id, play_date, plays, verified_plays, last_shown_at
), by_booking as (
  select booking_id, display_id, ad_creative_id, play_date, sum(plays)::int as plays,
         sum(verified_plays)::int as verified_plays, max(last_shown_at) as last_shown_at
    from moved group by booking_id, display_id, ad_creative_id, play_date
), rolled_up as (
  insert into booking_play_totals as t (booking_id, display_id, ad_creative_id, play_date, plays, verified_plays, last_shown_at)
  select booking_id, display_id, ad_creative_id, play_date, plays, verified_plays, last_shown_at from by_booking order by booking_id
  on conflict (booking_id) do update set plays = t.plays + excluded.plays, verified_plays = t.verified_plays + excluded.verified_plays,
    last_shown_at = greatest(t.last_shown_at, excluded.last_shown_at)
), display_totals as (
  insert into display_play_totals as t (display_id, plays)
  select display_id, sum(plays) from by_booking group by display_id order by display_id
  on conflict (display_id) do update set plays = t.plays + excluded.plays
), creative_totals as (
  insert into creative_play_totals as t (ad_creative_id, plays, last_shown_at)
  select ad_creative_id, sum(plays), max(last_shown_at) from by_booking group by ad_creative_id order by ad_creative_id
  on conflict (ad_creative_id) do update set plays = t.plays + excluded.plays, last_shown_at = greatest(t.last_shown_at, excluded.last_shown_at)
)
select count(*)::int as rows, coalesce(sum(plays), 0)::int as plays from moved`;

@Injectable()
export class PlayTotalsRepository {
  /** Folds every pending row `tx` sees; how many rows and plays it moved. */
  async fold(tx: EntityManager): Promise<{ rows: number; plays: number }> {
    const [row]: { rows: number; plays: number }[] = await tx.execute(FOLD_SQL);
    return row;
  }
}
