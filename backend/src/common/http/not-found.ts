/**
 * The "not found" message of each resource, in one place: a path id that cannot exist,
 * an unknown id and someone else's id all answer 404 with it (docs/product-rules.md §6.2).
 */
export const NOT_FOUND = {
  display: 'Display not found',
  locationChange: 'Location change not found',
  creative: 'Ad creative not found',
  booking: 'Booking not found',
  bookingGroup: 'Booking group not found',
  tenant: 'Tenant not found',
  campaign: 'Campaign not found',
} as const;
