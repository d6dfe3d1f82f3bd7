/**
 * Calendar arithmetic on plain 'YYYY-MM-DD' dates, and a zone's wall clock at an instant and
 * back (docs/product-rules.md §2). "Today" in a display's zone is not here: it is SQL's
 * display_today, which every statement and the repositories' rows carry (docs/architecture.md).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

type WallClock = { date: string; hour: number; minute: number };

/**
 * Wall clocks already read, by zone and UTC minute: every zone's offset has been a whole number
 * of minutes since 1972 (Liberia's −0:44:30 was the last), so all of a UTC minute reads as one
 * wall-clock minute. Earlier instants are read each time. Cleared whole when full.
 */
const wallClocks = new Map<string, WallClock>();
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1973, 0, 1);
const MAX_CACHED = 10_000;

/** `cache`'s value for `key`, worked out by `read` the first time; the cache is cleared whole when full. */
function remembered<T>(cache: Map<string, T>, key: string, read: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= MAX_CACHED) cache.clear();
    value = read();
    cache.set(key, value);
  }
  return value;
}

/** Date and wall-clock time of an instant in a zone. */
export function zonedParts(instant: Date, timeZone: string): WallClock {
  const ms = instant.getTime();
  if (!(ms >= WHOLE_MINUTE_OFFSETS_SINCE)) return readWallClock(instant, timeZone);
  return { ...remembered(wallClocks, `${Math.floor(ms / 60_000)} ${timeZone}`, () => readWallClock(instant, timeZone)) };
}

function readWallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a date; `Date.UTC` alone would read years 0–99 as 1900–1999. */
function utcDay(year: number, month: number, day: number): Date {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d;
}

/**
 * True for a real calendar date written 'YYYY-MM-DD', years 0001–9999. Year 0000 is no
 * date to PostgreSQL (docs/accounts.md, "Requests and errors"), so it is refused like 2026-02-30.
 */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m || +m[1] === 0) return false;
  const d = utcDay(+m[1], +m[2], +m[3]);
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** The date `days` after a 'YYYY-MM-DD' date (negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return utcDay(y, m, d + days)
    .toISOString()
    .slice(0, 10);
}

const utcMidnight = (s: string) => utcDay(+s.slice(0, 4), +s.slice(5, 7), +s.slice(8, 10)).getTime();

/** Whole days from `from` to `to` ('YYYY-MM-DD'), positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000);
}

/**
 * Instants already worked out, by date, hour and zone: a network's schedules ask for the same few
 * openings and closings (docs/performance.md, "A screen's first sync after a start"). Cleared
 * whole when full, so it stays small whatever is asked.
 */
const instants = new Map<string, number>();

/** The instant at which the wall clock in `timeZone` reads `date` `hour`:00. */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  return new Date(remembered(instants, `${date} ${hour} ${timeZone}`, () => computeZonedInstant(date, hour, timeZone)));
}

function computeZonedInstant(date: string, hour: number, timeZone: string): number {
  const wanted = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), hour);
  let guess = wanted;
  // The zone's offset at the guess moves it onto the wanted wall time; twice covers DST edges.
  for (let i = 0; i < 3; i++) {
    const p = zonedParts(new Date(guess), timeZone);
    const shown = Date.UTC(+p.date.slice(0, 4), +p.date.slice(5, 7) - 1, +p.date.slice(8, 10), p.hour, p.minute);
    if (shown === wanted) break;
    guess -= shown - wanted;
  }
  return guess;
}
