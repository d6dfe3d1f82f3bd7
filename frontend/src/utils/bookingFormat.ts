const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A booking date ("YYYY-MM-DD", a calendar date in the display's time zone) as
 * a local Date at midnight of that same day. Never parsed through UTC, so the
 * day never shifts whatever the browser's time zone. Null when malformed.
 */
export function parseCalendarDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Refuse dates that roll over (2026-02-30 → Mar 02).
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A local date as "MMM dd, yyyy" (docs/product-rules.md §18), the one format for people.
 * Written out rather than date-fns' `format`: its locale tables would ride along into
 * every chunk that reads an error text, the public pages' included (docs/performance.md).
 */
function monthDayYear(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${date.getFullYear()}`;
}

/** "2026-12-01" → "Dec 01, 2026" (docs/product-rules.md §18: MMM dd, yyyy). Malformed input is shown as is. */
export function formatCalendarDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? monthDayYear(date) : value;
}

/** A moment (ISO timestamp) as its local day: "Nov 22, 2026". */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : monthDayYear(date);
}

/**
 * A moment (ISO timestamp) in local time: "Nov 23, 2026, 1:05 PM", the form the host's pages
 * use (written out for the same reason as monthDayYear: it is in the signed-in shell's bell).
 */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hour = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${monthDayYear(date)}, ${hour}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Hours booked (docs/product-rules.md §12: singular or plural): 1 → "1 hour", 2 → "2 hours". */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** A number of booked dates: 1 → "1 date", 3 → "3 dates". */
export function formatDateCount(count: number): string {
  return `${count} ${count === 1 ? 'date' : 'dates'}`;
}

/** A bare calendar date inside a sentence (not part of a timestamp or a longer number). */
const DATE_IN_TEXT = /(?<![\d-])(\d{4}-\d{2}-\d{2})(?![\d:T-])/g;

/**
 * A message with every calendar date "YYYY-MM-DD" rewritten as "MMM dd, yyyy", so
 * texts from the server read like the rest of the app: "2027-01-08 has 1 hour left"
 * → "Jan 08, 2027 has 1 hour left" (docs/bookings.md: one date format for people).
 */
export function humanizeDates(text: string): string {
  return text.replace(DATE_IN_TEXT, (date) => formatCalendarDate(date));
}
