/** The rules of a play that need no database (docs/player.md). */
import { MAX_ID } from '../../common/http/id.pipe';
import { isCalendarDate } from '../../common/time/zoned-time';

/** Plays may arrive this late (a player that was offline sends them later). */
export const MAX_PLAY_AGE_MS = 48 * 3600_000;
/** A player's clock may run this far ahead of the server's. */
export const MAX_CLOCK_SKEW_MS = 2 * 60_000;
/** Most plays in one batch call. */
export const MAX_BATCH_PLAYS = 500;

const CLIENT_PLAY_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type PlayRefusal = 'not_scheduled' | 'rate_limited' | 'too_old' | 'in_future' | 'invalid';
export type PlayStatus = 'accepted' | 'duplicate' | 'refused';

export interface ParsedPlay {
  adCreativeId: number;
  clientPlayId: string;
  shownAt: Date;
}

export const PLAY_REFUSAL_MESSAGES: Record<PlayRefusal, string> = {
  not_scheduled: 'Ad creative is not scheduled on this display at that time',
  rate_limited: 'Too many plays for this display',
  too_old: 'shownAt is more than 48 hours ago',
  in_future: 'shownAt is in the future',
  invalid: 'A play needs adCreativeId (a whole number ≥ 1), clientPlayId (1–64 letters, digits, - or _) and shownAt (an ISO time)',
};

/** A play as sent, or the reason it can never be accepted. */
export function parsePlay(raw: unknown, now: Date): ParsedPlay | PlayRefusal {
  if (!raw || typeof raw !== 'object') return 'invalid';
  const { adCreativeId, clientPlayId, shownAt } = raw as Record<string, unknown>;
  if (typeof adCreativeId !== 'number' || !Number.isInteger(adCreativeId) || adCreativeId < 1 || adCreativeId > MAX_ID) return 'invalid';
  if (typeof clientPlayId !== 'string' || !CLIENT_PLAY_ID.test(clientPlayId)) return 'invalid';
  if (typeof shownAt !== 'string' || !ISO_TIME.test(shownAt) || !isCalendarDate(shownAt.slice(0, 10))) return 'invalid';
  const at = new Date(shownAt);
  if (Number.isNaN(at.getTime())) return 'invalid';
  const window = shownAtWindow(at, now);
  return window ?? { adCreativeId, clientPlayId, shownAt: at };
}

/** Null when a play shown at `shownAt` may still be counted at `now`. */
export function shownAtWindow(shownAt: Date, now: Date): 'too_old' | 'in_future' | null {
  if (shownAt.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) return 'in_future';
  if (shownAt.getTime() < now.getTime() - MAX_PLAY_AGE_MS) return 'too_old';
  return null;
}

// Date and time with an explicit zone (Z or ±hh:mm), as toISOString() writes it.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
