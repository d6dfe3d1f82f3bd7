import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { queryPrepared } from '../../common/database/pg-connection.repository';
import { BOUNDARY_MARGIN_MS, byNearDisplays, nearMonthBoundary } from './near-month-boundary';
import { insertPlaysOn, insertPlaysParams, type PlayOutcome, type PlayOutcomeRow, type PlayRowInput } from './play-insert.sql';
import { isMissingPartition, PlayPartitionsRepository } from './play-partitions.repository';

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

const DISPLAY_STATE_SQL = `select id, name, (status = 'approved' and deleted_at is null) as playable,
       case when deleted_at is null then status end as "reviewStatus", time_zone as "timeZone",
       time_text_hour(start_time) as "startHour", time_text_hour(end_time) as "endHour",
       pairing_required as "pairingRequired", pairing_code as "pairingCode", pairing_epoch as "pairingEpoch"
  from displays`;

/** Whose schedule to read: a display, its zone, and the instant the schedule is for. */
export interface ScheduleRequest {
  displayId: number;
  timeZone: string;
  at: Date;
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

// Where the statement decides them; re-exported for the ingest's callers.
export type { PlayOutcome };

/** The player module's SQL: raw because these are the hot paths (docs/architecture.md). */
@Injectable()
export class PlayerRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly partitions: PlayPartitionsRepository,
  ) {}

  private get db() {
    return this.em.getConnection();
  }

  /** Prepared once per connection (docs/performance.md, "Where a sync's time goes"): read when a token is issued. */
  async displayState(id: number): Promise<DisplayPlayerState | null> {
    const [row] = await queryPrepared<DisplayPlayerState>(this.em, 'screenspace_display_state_v1', `${DISPLAY_STATE_SQL} where id = $1`, [
      id,
    ]);
    return row ?? null;
  }

  /** The states of several displays in one read, each cache fill's (docs/performance.md, "Display states read together"); absent ids are left out. */
  displayStates(ids: readonly number[]): Promise<DisplayPlayerState[]> {
    return queryPrepared<DisplayPlayerState>(this.em, 'screenspace_display_states_v1', `${DISPLAY_STATE_SQL} where id = any($1::int[])`, [
      ids,
    ]);
  }

  /**
   * The bookings due now (an open due interval, docs/player.md) dated today in its zone
   * (display_today at each request's instant, docs/product-rules.md §2.2) of several displays in
   * one read, by request then booking id; `idx` is the request's place in `requests`, from 0
   * (docs/performance.md, "Display states read together").
   */
  scheduledBookings(requests: readonly ScheduleRequest[]): Promise<(ScheduledBookingRow & { idx: number })[]> {
    return queryPrepared<ScheduledBookingRow & { idx: number }>(
      this.em,
      'screenspace_scheduled_bookings_v2',
      `select (q.idx - 1)::int as idx, b.id as "bookingId", b.hours_booked as "hoursBooked", c.id as "creativeId",
              c.name as "creativeName", c.content_hash as "contentHash", c.content_type as "contentType", u.username as "tenantName"
         from unnest($1::int[], $2::text[], $3::timestamptz[]) with ordinality as q(display_id, time_zone, at, idx)
         join booking_due_intervals i
           on i.display_id = q.display_id and i.booking_date = display_today(q.time_zone, q.at) and i.due_to is null
         join bookings b on b.id = i.booking_id
         join ad_creatives c on c.id = b.ad_creative_id
         join users u on u.id = b.tenant_id
        order by q.idx, b.id`,
      [requests.map((r) => r.displayId), requests.map((r) => r.timeZone), requests.map((r) => r.at.toISOString())],
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
    const chunks = byNearDisplays(plays);
    if (chunks.length > 1) {
      const outcomes = new Map<number, PlayOutcome>();
      for (const chunk of chunks) for (const [idx, outcome] of await this.insertPlays(chunk, receivedAt)) outcomes.set(idx, outcome);
      return outcomes;
    }
    const input: PlayRowInput[] = plays.map((p) => ({
      idx: p.idx,
      displayId: p.displayId,
      adCreativeId: p.adCreativeId,
      bookingId: p.bookingId ?? null,
      clientPlayId: p.clientPlayId,
      shownAt: p.shownAt,
      verified: p.verified,
      near: nearMonthBoundary(p.shownAt),
    }));
    const params = insertPlaysParams(input, receivedAt, BOUNDARY_MARGIN_MS);
    // Near a month boundary a (display, clientPlayId) could be written into two month partitions by
    // two statements at once: each first locks its near plays' displays, so the later sees the earlier's rows.
    const nearDisplays = [...new Set(input.filter((p) => p.near).map((p) => p.displayId))].toSorted((a, b) => a - b);
    const run = () => this.partitions.onConnection((client) => insertPlaysOn(client, params, nearDisplays));
    let rows: PlayOutcomeRow[];
    try {
      rows = await run();
    } catch (error) {
      // A month without its partition yet (the job makes them ahead; a clock far off does not find them): make it, once.
      if (!isMissingPartition(error)) throw error;
      const times = plays.map((p) => p.shownAt.getTime());
      await this.partitions.ensure(new Date(Math.min(...times)), new Date(Math.max(...times)));
      rows = await run();
    }
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
