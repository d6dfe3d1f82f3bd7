/** The main navigation's links of each role, in order, as the browser tests expect them (docs/product-rules.md §12). */
export const NAV_LINKS = {
  tenant: ['Dashboard', 'Browse Displays', 'My Bookings', 'Campaigns', 'Ad Creatives', 'Analytics'],
  host: ['Dashboard', 'Manage Displays', 'Upcoming Bookings', 'Analytics'],
  admin: [
    'Dashboard',
    'Review Displays',
    'Review Ad Creatives',
    'Confirmed Bookings',
    'Booking Requests',
    'Campaigns',
    'Audit Log',
    'Admins',
  ],
} as const;
