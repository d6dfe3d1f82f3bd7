import type { User } from '../api/types';
import { DashboardHome } from '../pages/dashboard/DashboardHome';
import { NotFound } from '../pages/dashboard/NotFound';
import { HostAnalytics } from '../pages/host/HostAnalytics';
import { ManageDisplays } from '../pages/host/ManageDisplays';
import { UpcomingBookings } from '../pages/host/UpcomingBookings';
import { AdCreatives } from '../pages/tenant/AdCreatives';
import { BrowseDisplays } from '../pages/tenant/BrowseDisplays';
import { DisplayBooking } from '../pages/tenant/DisplayBooking';
import { TenantAnalytics } from '../pages/tenant/TenantAnalytics';
import type { PageId } from './access';

/**
 * The tenant and host pages inside the signed-in layout. The admin's pages
 * are mapped in admin/AdminApp.tsx (react-admin) and never reach this switch.
 */
export function DashboardPageView({ page, user }: { page: PageId; user: User }) {
  switch (page) {
    case 'dashboard':
      return <DashboardHome user={user} />;
    case 'host-displays':
      return <ManageDisplays />;
    case 'host-upcoming-bookings':
      return <UpcomingBookings />;
    case 'host-analytics':
      return <HostAnalytics />;
    case 'tenant-browse-displays':
      return <BrowseDisplays />;
    case 'tenant-display-booking':
      return <DisplayBooking />;
    case 'tenant-ad-creatives':
      return <AdCreatives />;
    case 'tenant-analytics':
      return <TenantAnalytics />;
    default:
      return <NotFound />;
  }
}
