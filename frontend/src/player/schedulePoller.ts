import { fetchSchedule, PlayerApiError, type ScheduleResult } from './api';
import { CHANGE_SPREAD_MS, ONLINE_SPREAD_MS, POLL_MS, TEXT } from './config';
import { loadSchedule, saveSchedule, type StoredSchedule } from './storage';
import type { ScheduleAnswer, ScheduleEntry } from './types';

/** Far future, JSON-safe (Infinity is not). */
const FOREVER = Number.MAX_SAFE_INTEGER;

/**
 * Until when, on this device's clock, a schedule holds: `nextChangeAt` is the
 * next opening or closing hour on the server's clock, so the device's own
 * clock error cancels out.
 */
export function validUntilOf(nextChangeAt: string | null, serverNow: number, localNow: number): number {
  const change = nextChangeAt ? Date.parse(nextChangeAt) : NaN;
  if (Number.isNaN(change)) return FOREVER;
  return localNow + Math.max(0, change - serverNow);
}

/** The longest delay a browser timer takes (about 24.8 days); a later expiry is not timed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A display's place in [0, 1) on the network's cycle: the golden ratio's fraction of its id, so
 * that neighbouring ids land far apart and any run of ids covers the cycle evenly.
 */
export function phaseOf(displayId: number): number {
  return (displayId * 0.618_033_988_749_895) % 1;
}

/**
 * The next poll (docs/player.md, "Cycles spread over the network"): on the display's own tick of
 * the 30-s cycle (`phase` of the way into each half-minute of the clock), or sooner just after the
 * next change, `phase` of the way into the 10 s after it. Never sooner than 1 s.
 */
export function pollDelayOf(validUntil: number, localNow: number, phase = 0): number {
  const sinceTick = (((localNow - Math.round(phase * POLL_MS)) % POLL_MS) + POLL_MS) % POLL_MS;
  const nextTick = POLL_MS - sinceTick;
  // A tick less than 1 s away is this poll's own (its timer rounded, or the clock moved): the next one.
  const toTick = nextTick < 1_000 ? nextTick + POLL_MS : nextTick;
  const afterChange = validUntil - localNow + 500 + phase * CHANGE_SPREAD_MS;
  return Math.max(1_000, Math.min(toTick, afterChange));
}

/** How long after its connection returns a display syncs: `phase` of the way into ONLINE_SPREAD_MS. */
export function onlineDelayOf(phase: number): number {
  return Math.round(phase * ONLINE_SPREAD_MS);
}

export interface PollerEvents {
  /**
   * The entries to show now (fresh, from cache, or empty once a cached schedule ran out), with
   * the answer they came in (its opening hours), or null when nothing is known about them.
   */
  onSchedule(entries: ScheduleEntry[], answer: ScheduleAnswer | null): void;
  /** No usable schedule: the server's text or "Failed to fetch schedule". */
  onError(message: string): void;
  /** The token no longer works (401/403). */
  onUnauthorized(message: string): void;
}

/** One request for the schedule, given the ETag held: a sync carrying plays, or a plain conditional GET. */
export type Cycle = (etag: string | null) => Promise<ScheduleResult>;

/**
 * Keeps the display's schedule current: one cycle every 30 s (a sync that also carries
 * the waiting plays, or a conditional GET in preview), the last answer kept in
 * localStorage, and — with the network or the server down — the kept schedule until
 * its next change. A cycle also runs soon after the connection returns, at the display's
 * own offset in ONLINE_SPREAD_MS.
 */
export class SchedulePoller {
  private stored: StoredSchedule | null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** At the kept schedule's next change: from then on nothing is known to be due until an answer. */
  private expiry: ReturnType<typeof setTimeout> | undefined;
  private readonly phase: number;
  private stopped = false;
  private running: Promise<void> | null = null;
  /** When the timed cycle runs, on this device's clock. */
  private nextAt = FOREVER;
  private readonly onOnline = () => this.soon(onlineDelayOf(this.phase));

  constructor(
    private readonly displayId: number,
    token: string,
    private readonly events: PollerEvents,
    private readonly cycle: Cycle = (etag) => fetchSchedule(displayId, token, etag, TEXT.fetchFailed),
  ) {
    this.stored = loadSchedule(displayId);
    this.phase = phaseOf(displayId);
  }

  /** Shows the kept schedule at once (if still valid), then asks the server. */
  start(): void {
    if (this.stored && Date.now() < this.stored.validUntil) {
      this.events.onSchedule(this.stored.answer.paidBookings, this.stored.answer);
      this.timeExpiry();
    }
    window.addEventListener('online', this.onOnline);
    void this.poll();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.expiry);
    window.removeEventListener('online', this.onOnline);
  }

  /** One cycle at a time: a poll asked for while one runs joins it. */
  poll(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** The next cycle in `delay` at the latest; one under way answers for itself. */
  private soon(delay: number): void {
    if (this.stopped || this.running || Date.now() + delay >= this.nextAt) return;
    this.next(delay);
  }

  private next(delay: number): void {
    clearTimeout(this.timer);
    this.nextAt = Date.now() + delay;
    this.timer = setTimeout(() => void this.poll(), delay);
  }

  private async run(): Promise<void> {
    clearTimeout(this.timer);
    this.nextAt = FOREVER;
    let more = false;
    try {
      const result = await this.cycle(this.stored?.etag ?? null);
      more = result.more === true;
      if (this.stopped) return;
      if (result.changed || !this.stored) {
        if (!result.changed) throw new PlayerApiError(TEXT.fetchFailed, 0); // a 304 for a schedule we no longer have
        const { answer, etag, serverNow } = result;
        this.stored = { answer, etag, validUntil: validUntilOf(answer.nextChangeAt, serverNow, Date.now()) };
        this.events.onSchedule(answer.paidBookings, answer);
      } else {
        this.stored.validUntil = validUntilOf(this.stored.answer.nextChangeAt, result.serverNow, Date.now());
      }
      saveSchedule(this.displayId, this.stored);
      this.timeExpiry();
    } catch (error) {
      if (this.stopped) return;
      const apiError = error instanceof PlayerApiError ? error : new PlayerApiError(TEXT.fetchFailed, 0);
      if (apiError.status === 401 || apiError.status === 403) {
        this.events.onUnauthorized(apiError.message);
        return;
      }
      this.keepOrFail(apiError.message);
    }
    if (this.stopped) return;
    // More plays waiting after a full batch: the next cycle comes soon, to send them.
    this.next(more ? 1_000 : pollDelayOf(this.stored?.validUntil ?? FOREVER, Date.now(), this.phase));
  }

  /** After a failed poll: go on with the kept schedule while it holds; past its next change, nothing is known to be due. */
  private keepOrFail(message: string): void {
    if (!this.stored) this.events.onError(message);
    else this.expireIfDue();
  }

  /**
   * The kept schedule runs out at its next change even while the network is up: the poll that
   * fetches the next one may come up to 10 s later (its place in the spread), and an ad shown in
   * between would be one no longer due (a closing hour, midnight).
   */
  private timeExpiry(): void {
    clearTimeout(this.expiry);
    const delay = (this.stored?.validUntil ?? FOREVER) - Date.now();
    if (delay > MAX_TIMER_MS) return;
    this.expiry = setTimeout(
      () => {
        if (!this.running) this.expireIfDue(); // a poll under way answers for itself
      },
      Math.max(0, delay),
    );
  }

  private expireIfDue(): void {
    if (!this.stored || Date.now() < this.stored.validUntil || this.stopped) return;
    this.stored = { ...this.stored, etag: null, answer: { ...this.stored.answer, paidBookings: [] }, validUntil: FOREVER };
    this.events.onSchedule([], null);
  }
}
