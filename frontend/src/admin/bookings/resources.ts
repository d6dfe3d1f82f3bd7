/**
 * The back office's booking screens are react-admin resources named after
 * their route below /dashboard (routes/access.ts). Both read the booking
 * groups (/api/admin/booking-groups, see dataProvider.ts) with a fixed status filter.
 */
export const BOOKING_REQUESTS_RESOURCE = 'booking-requests';
export const CONFIRMED_BOOKINGS_RESOURCE = 'confirmed-bookings';

/** Reads to reload after any change to a booking (a confirmed request moves from one list to the other). */
export const BOOKING_RESOURCES: readonly string[] = [BOOKING_REQUESTS_RESOURCE, CONFIRMED_BOOKINGS_RESOURCE];

/** docs/product-rules.md §18: booking screens poll every 30 s. A failed read is shown in the page, not as a toast. */
export const BOOKING_LIST_QUERY_OPTIONS = { refetchInterval: 30_000, onError: () => undefined } as const;
