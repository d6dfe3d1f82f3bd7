import { lazy } from 'react';

// The tenant and host pages of the signed-in area, each its own chunk: a role downloads
// only the pages it opens. Read by DashboardPageView only.

/** The tenant's Ad Creatives screen. */
export const LazyAdCreativesPage = lazy(() =>
  import('../pages/tenant/adCreatives/AdCreativesPage').then((module) => ({ default: module.AdCreativesPage })),
);

/** The display screens: each role downloads only its own (the map comes in its own chunk). */
export const LazyManageDisplays = lazy(() =>
  import('../pages/host/displays/ManageDisplays').then((module) => ({ default: module.ManageDisplays })),
);
export const LazyBrowseDisplays = lazy(() =>
  import('../pages/tenant/browse/BrowseDisplays').then((module) => ({ default: module.BrowseDisplays })),
);
export const LazyDisplayBooking = lazy(() =>
  import('../pages/tenant/booking/DisplayBooking').then((module) => ({ default: module.DisplayBooking })),
);

/** The analytics pages: each role downloads only its own (the charts come in their own chunk). */
export const LazyTenantAnalytics = lazy(() =>
  import('../pages/tenant/analytics/TenantAnalyticsPage').then((module) => ({ default: module.TenantAnalyticsPage })),
);
export const LazyHostAnalytics = lazy(() =>
  import('../pages/host/analytics/HostAnalyticsPage').then((module) => ({ default: module.HostAnalyticsPage })),
);

/** The tenant's own booking groups (My Bookings). */
export const LazyMyBookings = lazy(() =>
  import('../pages/tenant/bookings/MyBookingsPage').then((module) => ({ default: module.MyBookingsPage })),
);

/** The tenant's campaigns: the builder, the list and one campaign (the chart comes in its own chunk). */
export const LazyCampaignBuilder = lazy(() =>
  import('../pages/tenant/campaigns/builder/CampaignBuilder').then((module) => ({ default: module.CampaignBuilder })),
);
export const LazyCampaignsPage = lazy(() =>
  import('../pages/tenant/campaigns/CampaignsPage').then((module) => ({ default: module.CampaignsPage })),
);
export const LazyCampaignPage = lazy(() =>
  import('../pages/tenant/campaigns/CampaignPage').then((module) => ({ default: module.CampaignPage })),
);

/** Every role's notifications and account settings (docs/notifications.md); the admin's come through AdminApp. */
export const LazyNotificationsPage = lazy(() =>
  import('../pages/dashboard/notifications/NotificationsPage').then((module) => ({ default: module.NotificationsPage })),
);
export const LazyAccountPage = lazy(() =>
  import('../pages/dashboard/account/AccountPage').then((module) => ({ default: module.AccountPage })),
);
