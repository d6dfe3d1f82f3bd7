import type { EntityManager } from '@mikro-orm/postgresql';

/** One play to store: a creative shown on a display for one of its bookings. */
export interface PlayInput {
  displayId: number;
  adCreativeId: number;
  bookingId: number;
  clientPlayId: string;
  shownAt: Date;
}

/**
 * Stores plays and adds them to the per-booking rollup `booking_play_totals` in ONE
 * statement, so the rollup can never disagree with the plays (docs/analytics.md,
 * "The rollup"). A play already stored (same display and client play id) or whose
 * 10-second slot of that display is taken is skipped and not counted. It does not
 * check the schedule: the player's ingest does that before writing; tests and the
 * demo seeder write plays they know to be valid. Returns how many were stored.
 */
export async function recordPlays(em: EntityManager, plays: PlayInput[], receivedAt: Date): Promise<number> {
  if (!plays.length) return 0;
  const [row]: { stored: number }[] = await em.getConnection().execute(
    `with input as (
       select * from unnest(array[?]::int[], array[?]::int[], array[?]::int[], array[?]::text[], array[?]::timestamptz[])
         as i(display_id, ad_creative_id, booking_id, client_play_id, shown_at)
     ), stored as (
       insert into plays (display_id, ad_creative_id, booking_id, client_play_id, shown_at, slot, received_at)
       select display_id, ad_creative_id, booking_id, client_play_id, shown_at, floor(extract(epoch from shown_at) / 10)::bigint, ?::timestamptz
         from input
       on conflict do nothing
       returning display_id, ad_creative_id, booking_id, shown_at
     ), rolled as (
       insert into booking_play_totals as t (booking_id, display_id, ad_creative_id, play_date, plays, last_shown_at)
       select s.booking_id, s.display_id, s.ad_creative_id, b.booking_date, count(*), max(s.shown_at)
         from stored s join bookings b on b.id = s.booking_id
        group by s.booking_id, s.display_id, s.ad_creative_id, b.booking_date
        order by s.booking_id -- rows locked in one order: concurrent writers cannot deadlock
       on conflict (booking_id) do update
         set plays = t.plays + excluded.plays, last_shown_at = greatest(t.last_shown_at, excluded.last_shown_at)
       returning 1
     )
     select (select count(*)::int from stored) as stored`,
    [
      plays.map((p) => p.displayId),
      plays.map((p) => p.adCreativeId),
      plays.map((p) => p.bookingId),
      plays.map((p) => p.clientPlayId),
      plays.map((p) => p.shownAt.toISOString()),
      receivedAt.toISOString(),
    ],
  );
  return row.stored;
}
