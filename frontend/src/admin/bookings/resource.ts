/**
 * The back office's booking groups (/api/admin/booking-groups): one react-admin
 * resource, shown as status tabs (see bookingTabs.ts).
 */
export const BOOKING_GROUPS_RESOURCE = 'booking-groups';

/** Booking screens poll every 30 s. A failed read is shown in the page, not as a toast. */
export const BOOKING_LIST_QUERY_OPTIONS = { refetchInterval: 30_000, onError: () => undefined } as const;
