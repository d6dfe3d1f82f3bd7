import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** What the player needs to know of a display; cached per display (docs/player.md). */
export interface DisplayPlayerState {
  id: number;
  name: string;
  /** Approved and not deleted: only such a display can authenticate, poll and play. */
  playable: boolean;
  /** The review status; null once the display is deleted (docs/product-rules.md §7.10). */
  reviewStatus: 'pending' | 'approved' | 'rejected' | null;
  timeZone: string;
  startHour: number;
  endHour: number;
  pairingRequired: boolean;
  pairingCode: string | null;
  pairingEpoch: number;
}

/** One paid booking due on a display today. */
export interface ScheduledBookingRow {
  bookingId: number;
  hoursBooked: number;
  creativeId: number;
  creativeName: string;
  contentHash: string;
  contentType: string;
  tenantName: string;
}

/** One play as the ingest statement takes it; `idx` ties the outcome back to the request. */
export interface PlayInput {
  idx: number;
  displayId: number;
  adCreativeId: number;
  clientPlayId: string;
  shownAt: Date;
  /** Its token came from a paired authentication (docs/player.md, "Verified plays"). */
  verified: boolean;
}

/** A play whose booking the writer already knows (the demo seeder, tests): not matched against the schedule. */
export interface KnownPlay {
  displayId: number;
  adCreativeId: number;
  bookingId: number;
  clientPlayId: string;
  shownAt: Date;
  verified?: boolean;
}

export type PlayOutcome = 'accepted' | 'duplicate' | 'not_scheduled' | 'rate_limited';

/** The player module's SQL: raw because these are the hot paths (docs/architecture.md). */
@Injectable()
export class PlayerRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return this.em.getConnection();
  }

  async displayState(id: number): Promise<DisplayPlayerState | null> {
    const [row] = await this.db.execute<DisplayPlayerState[]>(
      `select id, name, (status = 'approved' and deleted_at is null) as playable,
              case when deleted_at is null then status end as "reviewStatus", time_zone as "timeZone",
              substr(start_time, 1, 2)::int as "startHour", substr(end_time, 1, 2)::int as "endHour",
              pairing_required as "pairingRequired", pairing_code as "pairingCode", pairing_epoch as "pairingEpoch"
         from displays where id = ?`,
      [id],
    );
    return row ?? null;
  }

  /**
   * The bookings of one display due now (an open due interval, docs/player.md) dated today in its
   * zone (display_today at the clock's now, docs/product-rules.md §2.2), by booking id.
   */
  scheduledBookings(displayId: number, timeZone: string, now: Date): Promise<ScheduledBookingRow[]> {
    return this.db.execute<ScheduledBookingRow[]>(
      `select b.id as "bookingId", b.hours_booked as "hoursBooked", c.id as "creativeId", c.name as "creativeName",
              c.content_hash as "contentHash", c.content_type as "contentType", u.username as "tenantName"
         from booking_due_intervals i
         join bookings b on b.id = i.booking_id
         join ad_creatives c on c.id = b.ad_creative_id
         join users u on u.id = b.tenant_id
        where i.display_id = ? and i.booking_date = display_today(?, ?::timestamptz) and i.due_to is null
        order by b.id`,
      [displayId, timeZone, now.toISOString()],
    );
  }

  /** Writes the displays' heartbeats in one statement; never moves a heartbeat back. */
  async markSeen(seen: Map<number, Date>): Promise<void> {
    if (!seen.size) return;
    await this.db.execute(
      `update displays d set last_seen_at = v.seen
         from jsonb_to_recordset(?::jsonb) as v(id int, seen timestamptz)
        where d.id = v.id and (d.last_seen_at is null or d.last_seen_at < v.seen)`,
      [JSON.stringify([...seen].map(([id, at]) => ({ id, seen: at.toISOString() })))],
    );
  }

  /**
   * Stores the plays that are due (docs/player.md) in one statement, so one commit
   * acknowledges them all, and adds them to the per-booking rollup in the same
   * statement. Returns each input's outcome. Input must not repeat a (display, clientPlayId).
   */
  async insertPlays(plays: (PlayInput & { bookingId?: number })[], receivedAt: Date): Promise<Map<number, PlayOutcome>> {
    // One JSON parameter: the query builder would expand JS arrays into one parameter per item.
    const input = plays.map((p) => ({
      idx: p.idx,
      display_id: p.displayId,
      ad_creative_id: p.adCreativeId,
      booking_id: p.bookingId ?? null,
      client_play_id: p.clientPlayId,
      shown_at: p.shownAt.toISOString(),
      verified: p.verified,
    }));
    const rows = await this.db.execute<{ idx: number; outcome: PlayOutcome }[]>(INSERT_PLAYS_SQL, [
      JSON.stringify(input),
      receivedAt.toISOString(),
    ]);
    return new Map(rows.map((r) => [Number(r.idx), r.outcome]));
  }

  /**
   * Stores plays of known bookings through the same statement (same slot rule, same rollup),
   * skipping the schedule match; returns how many were stored. Input must not repeat a
   * (display, clientPlayId).
   */
  async recordKnownPlays(plays: KnownPlay[], receivedAt: Date): Promise<number> {
    if (!plays.length) return 0;
    const outcomes = await this.insertPlays(
      plays.map((p, idx) => ({ ...p, verified: p.verified ?? false, idx })),
      receivedAt,
    );
    return [...outcomes.values()].filter((o) => o === 'accepted').length;
  }
}

// A play is due when its booking was due at shownAt (a due interval of its display and
// creative, dated on the play's day in the display's zone, holds shownAt) and shownAt is inside
// that day's operating hours (`display_open_at`, displays/sql/display_rules.sql); the intervals
// are the one home of "due" (docs/player.md, "Due intervals"). A play that names its booking
// (recordKnownPlays) skips that match. One play per display and 10-second slot: the unique slot index refuses the rest (docs/player.md). Plays and
// their per-booking rollup are written in this one statement, so they never disagree.
const INSERT_PLAYS_SQL = `
with input as (
  select * from jsonb_to_recordset(?::jsonb)
    as t(idx int, display_id int, ad_creative_id int, booking_id int, client_play_id varchar(64), shown_at timestamptz, verified boolean)
), matched as (
  select i.idx, i.display_id, i.ad_creative_id, i.client_play_id, i.shown_at, i.verified, coalesce(i.booking_id, (
    select v.booking_id from booking_due_intervals v
      join displays d on d.id = v.display_id
     where v.display_id = i.display_id and v.ad_creative_id = i.ad_creative_id
       and v.booking_date = (i.shown_at at time zone d.time_zone)::date
       and v.due_from <= i.shown_at and (v.due_to is null or i.shown_at < v.due_to)
       and display_open_at(d.start_time, d.end_time, d.time_zone, i.shown_at)
     order by v.booking_id limit 1)) as booking_id
  from input i
), inserted as (
  insert into plays (display_id, ad_creative_id, booking_id, client_play_id, shown_at, slot, received_at, verified)
  select display_id, ad_creative_id, booking_id, client_play_id, shown_at, floor(extract(epoch from shown_at) / 10)::bigint, ?::timestamptz,
         coalesce(verified, false)
    from matched where booking_id is not null
  on conflict do nothing
  returning display_id, client_play_id, booking_id, ad_creative_id, shown_at, verified
), rolled_up as (
  insert into booking_play_totals as t (booking_id, display_id, ad_creative_id, play_date, plays, verified_plays, last_shown_at)
  select x.booking_id, x.display_id, x.ad_creative_id, b.booking_date, count(*), count(*) filter (where x.verified), max(x.shown_at)
    from inserted x join bookings b on b.id = x.booking_id
   group by x.booking_id, x.display_id, x.ad_creative_id, b.booking_date
   -- One lock order for every writer: two instances upserting the same bookings cannot deadlock.
   order by x.booking_id
  on conflict (booking_id) do update set plays = t.plays + excluded.plays, verified_plays = t.verified_plays + excluded.verified_plays,
    last_shown_at = greatest(t.last_shown_at, excluded.last_shown_at)
)
select m.idx, case
    when x.client_play_id is not null then 'accepted'
    when exists (select 1 from plays p where p.display_id = m.display_id and p.client_play_id = m.client_play_id) then 'duplicate'
    when m.booking_id is null then 'not_scheduled'
    else 'rate_limited' end as outcome
  from matched m
  -- A join, not a correlated lookup per row: large batches (the demo seeder's) stay linear.
  left join inserted x on x.display_id = m.display_id and x.client_play_id = m.client_play_id`;
