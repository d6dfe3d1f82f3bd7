import { Suspense } from 'react';
import type { User } from '../api/session';
import { LoadingScreen } from '../components/LoadingScreen';
import { DashboardHome } from '../pages/dashboard/DashboardHome';
import { NotFound } from '../pages/dashboard/NotFound';
import { UpcomingBookings } from '../pages/host/UpcomingBookings';
import type { PageId } from '../navigation/access';
import {
  LazyAccountPage,
  LazyAdCreativesPage,
  LazyBrowseDisplays,
  LazyCampaignBuilder,
  LazyCampaignPage,
  LazyCampaignsPage,
  LazyDisplayBooking,
  LazyHostAnalytics,
  LazyManageDisplays,
  LazyMyBookings,
  LazyNotificationsPage,
  LazyTenantAnalytics,
} from './signedInPages';

/**
 * The tenant and host pages inside the signed-in layout. The admin's pages
 * are mapped in admin/AdminApp.tsx (react-admin) and never reach this switch.
 */
export function DashboardPageView({ page, user }: { page: PageId; user: User }) {
  switch (page) {
    case 'dashboard':
      return <DashboardHome user={user} />;
    case 'notifications':
      return <LazyNotificationsPage />;
    case 'account':
      return <LazyAccountPage />;
    case 'host-displays':
      return <LazyManageDisplays />;
    case 'host-upcoming-bookings':
      return <UpcomingBookings />;
    case 'host-analytics':
      return <LazyHostAnalytics />;
    case 'tenant-browse-displays':
      return <LazyBrowseDisplays />;
    case 'tenant-display-booking':
      return <LazyDisplayBooking />;
    case 'tenant-ad-creatives':
      return (
        <Suspense fallback={<LoadingScreen fullHeight={false} />}>
          <LazyAdCreativesPage />
        </Suspense>
      );
    case 'tenant-bookings':
      return <LazyMyBookings />;
    case 'tenant-campaigns':
      return <LazyCampaignsPage />;
    case 'tenant-campaign-new':
      return <LazyCampaignBuilder />;
    case 'tenant-campaign':
      return <LazyCampaignPage />;
    case 'tenant-analytics':
      return <LazyTenantAnalytics />;
    default:
      return <NotFound />;
  }
}
