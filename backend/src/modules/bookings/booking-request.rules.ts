import { isCalendarDate } from '../../common/time/zoned-time';
import { BOOKING_LIMITS, BOOKING_MESSAGES } from './booking.constants';

/** One date of a bulk booking request, with only the fields the server reads. */
export interface BookingRequestItem {
  displayId: number;
  adCreativeId: number;
  bookingDate: string;
  hoursBooked: number;
}

const FIELDS = ['displayId', 'adCreativeId', 'bookingDate', 'hoursBooked'] as const;

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Keeps only the four known fields of each item: anything else the client sends
 * (a price, a status, a tenant id) is dropped before any rule sees it.
 */
export function pickItemFields(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item) => (isObject(item) ? Object.fromEntries(FIELDS.filter((f) => f in item).map((f) => [f, item[f]])) : item));
}

/** The first problem of one item, or null. */
function itemProblem(item: unknown): string | null {
  if (!isObject(item)) return 'Each date must be an object with displayId, adCreativeId, bookingDate and hoursBooked';
  if (item.displayId === undefined || item.displayId === null) return 'displayId is required';
  if (!isPositiveInt(item.displayId)) return 'displayId must be a positive whole number';
  if (item.adCreativeId === undefined || item.adCreativeId === null || item.adCreativeId === '') return 'Please select an ad creative';
  if (!isPositiveInt(item.adCreativeId)) return 'adCreativeId must be a positive whole number';
  if (item.bookingDate === undefined || item.bookingDate === null || item.bookingDate === '') return 'bookingDate is required';
  if (typeof item.bookingDate !== 'string' || !isCalendarDate(item.bookingDate)) {
    return `Booking date must be a real date written YYYY-MM-DD (got ${JSON.stringify(item.bookingDate).slice(0, 40)})`;
  }
  const h = item.hoursBooked;
  if (typeof h !== 'number' || !Number.isInteger(h) || h < BOOKING_LIMITS.minHours || h > BOOKING_LIMITS.maxHours)
    return BOOKING_MESSAGES.hours;
  return null;
}

/**
 * The first problem of a whole request's items, or null. The array's presence
 * and size are checked before (CreateBookingsDto).
 */
export function bookingItemsProblem(items: unknown[]): string | null {
  for (const item of items) {
    const problem = itemProblem(item);
    if (problem) return problem;
  }
  const [first, ...rest] = items as BookingRequestItem[];
  if (rest.some((i) => i.displayId !== first.displayId || i.adCreativeId !== first.adCreativeId || i.hoursBooked !== first.hoursBooked)) {
    return BOOKING_MESSAGES.sameGroup;
  }
  const seen = new Set<string>();
  for (const { bookingDate } of items as BookingRequestItem[]) {
    if (seen.has(bookingDate)) return `The date ${bookingDate} is listed more than once`;
    seen.add(bookingDate);
  }
  return null;
}
