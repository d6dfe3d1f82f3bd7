import { fetchSchedule, PlayerApiError, type ScheduleResult } from './api';
import { POLL_MS, TEXT } from './config';
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

/** The next poll: every 30 s, or just after the next change when that comes sooner. */
export function pollDelayOf(validUntil: number, localNow: number): number {
  return Math.min(POLL_MS, Math.max(1_000, validUntil - localNow + 500));
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
 * its next change. A cycle also runs when the connection returns.
 */
export class SchedulePoller {
  private stored: StoredSchedule | null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private running: Promise<void> | null = null;
  private readonly onOnline = () => void this.poll();

  constructor(
    private readonly displayId: number,
    token: string,
    private readonly events: PollerEvents,
    private readonly cycle: Cycle = (etag) => fetchSchedule(displayId, token, etag, TEXT.fetchFailed),
  ) {
    this.stored = loadSchedule(displayId);
  }

  /** Shows the kept schedule at once (if still valid), then asks the server. */
  start(): void {
    if (this.stored && Date.now() < this.stored.validUntil) this.events.onSchedule(this.stored.answer.paidBookings, this.stored.answer);
    window.addEventListener('online', this.onOnline);
    void this.poll();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    window.removeEventListener('online', this.onOnline);
  }

  /** One cycle at a time: a poll asked for while one runs joins it. */
  poll(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    clearTimeout(this.timer);
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
    const delay = more ? 1_000 : pollDelayOf(this.stored?.validUntil ?? FOREVER, Date.now());
    this.timer = setTimeout(() => void this.poll(), delay);
  }

  /** After a failed poll: go on with the kept schedule while it holds; past its next change, nothing is known to be due. */
  private keepOrFail(message: string): void {
    if (!this.stored) {
      this.events.onError(message);
    } else if (Date.now() >= this.stored.validUntil) {
      this.stored = { ...this.stored, etag: null, answer: { ...this.stored.answer, paidBookings: [] }, validUntil: FOREVER };
      this.events.onSchedule([], null);
    }
  }
}
