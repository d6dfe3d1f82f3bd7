import type { Config } from '../../config/config';

/** States, limits and messages of bookings (docs/product-rules.md §3, §4; docs/bookings.md). */

export const BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'expired', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Who cancelled a booking (docs/product-rules.md §4.11): the tenant its own pending dates, or the admin. */
export const CANCELLED_BY = ['tenant', 'admin'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

export const BOOKING_LIMITS = {
  maxDates: 60,
  minHours: 1,
  maxHours: 4,
  notes: 1000,
  availabilityDefaultDays: 60,
  availabilityMaxDays: 92,
} as const;

/** Key of the PostgreSQL advisory lock that lets one server instance at a time run the expiry job. */
export const EXPIRY_LOCK_KEY = 7_302_115_001;

/**
 * First key of the per-tenant advisory lock `(7302, tenantId)` taken by book_display_dates
 * (migration Migration20261123020000_booking_limits) and by the admin's bulk reject.
 */
export const TENANT_LOCK_CLASS = 7302;

/** Pending bookings requested at or before this time have waited longer than the hold time. */
export function holdEnd(now: Date, config: Config): Date {
  return new Date(now.getTime() - config.bookings.holdHours * 3_600_000);
}

export const BOOKING_MESSAGES = {
  dateCount: `Choose between 1 and ${BOOKING_LIMITS.maxDates} dates`,
  sameGroup: 'All dates of one booking must use the same display, ad creative and hours per day',
  hours: `Hours per day must be a whole number from ${BOOKING_LIMITS.minHours} to ${BOOKING_LIMITS.maxHours}`,
  creativeNotApproved: 'Ad creative must be approved before booking',
  deleted: 'Booking deleted successfully',
  groupDeleted: 'All bookings deleted successfully',
} as const;

/** "1 hour", "0 hours", "3 hours". */
export function hoursText(n: number): string {
  return `${n} ${n === 1 ? 'hour' : 'hours'}`;
}
