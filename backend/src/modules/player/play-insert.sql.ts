import { type PgClient } from '../../common/database/pg-connection.repository';
import { NEAR_BOUNDARY_LOCK_KEY } from './play-partitions.repository';

// A play is due when its booking was due at shownAt (a due interval of its display and
// creative, dated on the play's day in the display's zone, holds shownAt) and shownAt is inside
// that day's operating hours (`display_open_at`, displays/sql/display_rules.sql); the intervals
// are the one home of "due" (docs/player.md, "Due intervals"). A play that names its booking
// (recordKnownPlays) skips that match. One play per display and 10-second slot: the unique slot index refuses the rest (docs/player.md).
// The plays and what they add to the rollup and the running totals (play_total_deltas, which every read of those adds)
// are written in this one statement, so they never disagree (docs/analytics.md, "Running totals").
/** The name it is prepared under on each connection: planned once, not per group commit (docs/performance.md). */
export const INSERT_PLAYS_STATEMENT = 'screenspace_insert_plays_v5';

/** One play as the statement takes it: `idx` is the caller's, returned with the play's outcome. */
export interface PlayRowInput {
  idx: number;
  displayId: number;
  adCreativeId: number;
  bookingId: number | null;
  clientPlayId: string;
  shownAt: Date;
  verified: boolean;
  near: boolean;
}

/**
 * The statement's parameters: a column of the plays per array, in PostgreSQL's array text, then
 * when they were received and how far across a month boundary a copy is looked up. PostgreSQL
 * reads arrays in half the time of one JSON document (docs/performance.md, "The input as arrays").
 */
export function insertPlaysParams(plays: PlayRowInput[], receivedAt: Date, boundaryMarginMs: number): string[] {
  return [
    column(plays, (p) => String(p.idx)),
    receivedAt.toISOString(),
    `${boundaryMarginMs} milliseconds`,
    column(plays, (p) => String(p.displayId)),
    column(plays, (p) => String(p.adCreativeId)),
    column(plays, (p) => (p.bookingId === null ? 'NULL' : String(p.bookingId))),
    // Quoted, with `"` and `\` escaped: an id may hold any character but those PostgreSQL's text refuses.
    column(plays, (p) => `"${p.clientPlayId.replace(/["\\]/g, '\\$&')}"`),
    column(plays, (p) => p.shownAt.toISOString()),
    column(plays, (p) => (p.verified ? 't' : 'f')),
    column(plays, (p) => (p.near ? 't' : 'f')),
  ];
}

function column(plays: PlayRowInput[], text: (p: PlayRowInput) => string): string {
  let out = '{';
  for (let i = 0; i < plays.length; i++) out += (i ? ',' : '') + text(plays[i]);
  return `${out}}`;
}

export const INSERT_PLAYS_SQL = `
with input as (
  select * from unnest($1::int[], $4::int[], $5::int[], $6::int[], $7::varchar(64)[], $8::timestamptz[], $9::boolean[], $10::boolean[])
    as t(idx, display_id, ad_creative_id, booking_id, client_play_id, shown_at, verified, near)
), matched as (
  select i.idx, i.display_id, i.ad_creative_id, i.client_play_id, i.shown_at, i.verified, i.near, coalesce(i.booking_id, (
    select v.booking_id from booking_due_intervals v
      join displays d on d.id = v.display_id
     where v.display_id = i.display_id and v.ad_creative_id = i.ad_creative_id
       and v.booking_date = display_today(d.time_zone, i.shown_at)
       and v.due_from <= i.shown_at and (v.due_to is null or i.shown_at < v.due_to)
       and display_open_at(d.start_time, d.end_time, d.time_zone, i.shown_at)
     order by v.booking_id limit 1)) as booking_id
  from input i
), inserted as (
  insert into plays (display_id, ad_creative_id, booking_id, client_play_id, shown_at, slot, received_at, verified)
  select display_id, ad_creative_id, booking_id, client_play_id, shown_at, play_slot(shown_at), $2::timestamptz,
         coalesce(verified, false)
    from matched m where booking_id is not null
     -- (display, clientPlayId) is unique per month partition (ON CONFLICT below). A play near a month
     -- boundary is also looked up across it, within $3 of its shownAt: runtime pruning keeps that to
     -- the one or two months the window touches (docs/player.md, "Partitions and retention"). A
     -- scalar subquery, not NOT EXISTS: it stays an index probe, never a scan of every play.
     and (not coalesce(m.near, false) or (select true from plays p
           where p.display_id = m.display_id and p.client_play_id = m.client_play_id
             and p.shown_at > m.shown_at - $3::interval and p.shown_at < m.shown_at + $3::interval limit 1) is null)
   -- In the order sent: of two plays in one slot, the first is stored.
   order by m.idx
  on conflict do nothing
  returning display_id, client_play_id, booking_id, ad_creative_id, shown_at, verified
), pending as (
  -- What the stored plays add to the rollup and the running totals, one row per booking, folded in
  -- later (docs/analytics.md, "Running totals"): an append, so no two statements wait on one row.
  insert into play_total_deltas (booking_id, display_id, ad_creative_id, play_date, plays, verified_plays, last_shown_at)
  select x.booking_id, x.display_id, x.ad_creative_id, b.booking_date, x.plays, x.verified_plays, x.last_shown_at
    from (select booking_id, display_id, ad_creative_id, count(*) as plays, count(*) filter (where verified) as verified_plays,
                 max(shown_at) as last_shown_at
            from inserted group by booking_id, display_id, ad_creative_id) x
    -- One index probe per booking (offset 0 keeps it a probe): as a join, a small table of bookings was
    -- planned as a scan of every booking for each statement (docs/performance.md, "Totals folded in").
    cross join lateral (select booking_date from bookings where id = x.booking_id offset 0) b
)
select m.idx, case
    when x.client_play_id is not null then 'accepted'
    -- A copy where the insert looks for one: the play's month, and within $3 of it across a boundary
    -- (docs/player.md, "Partitions and retention"). The range on shown_at keeps this to one or two
    -- partitions' index probes, never a hash of every play (docs/performance.md, "A refused play's outcome").
    when exists (select 1 from plays p where p.display_id = m.display_id and p.client_play_id = m.client_play_id
      and p.shown_at >= least(date_trunc('month', m.shown_at at time zone 'UTC') at time zone 'UTC', m.shown_at - $3::interval)
      and p.shown_at < greatest((date_trunc('month', m.shown_at at time zone 'UTC') + interval '1 month') at time zone 'UTC',
                                m.shown_at + $3::interval)) then 'duplicate'
    when m.booking_id is null then 'not_scheduled'
    else 'rate_limited' end as outcome
  from matched m
  -- A join, not a correlated lookup per row: large batches (the demo seeder's) stay linear.
  left join inserted x on x.display_id = m.display_id and x.client_play_id = m.client_play_id`;

/** What the statement answers for each play (its `case`, above). */
export type PlayOutcome = 'accepted' | 'duplicate' | 'not_scheduled' | 'rate_limited';

const LOCK_NEAR_DISPLAYS_STATEMENT = 'screenspace_lock_near_displays_v1';
// Ascending and one at a time: the subquery's order is the order the locks are taken in.
const LOCK_NEAR_DISPLAYS_SQL = `select count(pg_advisory_xact_lock($1::int, d)) from (select d from unnest($2::int[]) d order by d offset 0) s`;

/** Takes the near-boundary locks of `displays` (ascending) for the transaction open on `client`. */
export async function lockNearDisplays(client: PgClient, displays: number[]): Promise<void> {
  await client.query({ name: LOCK_NEAR_DISPLAYS_STATEMENT, text: LOCK_NEAR_DISPLAYS_SQL, values: [NEAR_BOUNDARY_LOCK_KEY, displays] });
}

export type PlayOutcomeRow = { idx: number; outcome: PlayOutcome };

/**
 * The ingest statement as a named prepared statement on the pooled connection `client`: planned
 * once per connection rather than on every group commit, where planning took as long as the rest
 * (docs/performance.md, "Where a sync's time goes"). With `nearDisplays`, in a transaction that
 * first takes those displays' near-boundary locks, in display order (no deadlock): only statements
 * sharing a display wait for each other (docs/player.md, "Partitions and retention").
 */
export async function insertPlaysOn(client: PgClient, params: string[], nearDisplays: number[]): Promise<PlayOutcomeRow[]> {
  const insert = async () =>
    (await client.query<PlayOutcomeRow>({ name: INSERT_PLAYS_STATEMENT, text: INSERT_PLAYS_SQL, values: params })).rows;
  if (!nearDisplays.length) return insert();
  await client.query('begin');
  try {
    await lockNearDisplays(client, nearDisplays);
    const rows = await insert();
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
