import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ComponentType } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { NotFound } from '../pages/dashboard/NotFound';
import { themeOptions } from '../providers/theme';
import { adminChildRoutes, type PageId } from '../routes/access';
import { DASHBOARD_PATH } from '../routes/paths';
import { AdminDashboard } from './AdminDashboard';
import { AdminLayout } from './AdminLayout';
import { createAuthProvider } from './authProvider';
import { BOOKING_REQUESTS_RESOURCE, bookingRequests, CONFIRMED_BOOKINGS_RESOURCE, confirmedBookings } from './bookings';
import creatives, { CREATIVES_RESOURCE } from './creatives';
import { dataProvider } from './dataProvider';
import displays, { DISPLAYS_RESOURCE } from './displays';
import { NotificationBridge } from './NotificationBridge';

/**
 * The admin pages below /dashboard; their paths come from routes/access.ts.
 * A page missing here is a react-admin <Resource> named after its path (below).
 */
const ADMIN_PAGES: Partial<Record<PageId, ComponentType>> = {};

const NotFoundPage = () => <NotFound />;

/**
 * The admin back office: react-admin mounted at /dashboard inside the app's
 * router (AppRoutes loads it lazily, for admins only). It shares the app's
 * QueryClient, so it sees the same session and the same Logout.
 */
export default function AdminApp() {
  const queryClient = useQueryClient();
  const authProvider = useMemo(() => createAuthProvider(queryClient), [queryClient]);

  return (
    <Admin
      basename={DASHBOARD_PATH}
      title="ScreenSpace Admin"
      queryClient={queryClient}
      authProvider={authProvider}
      dataProvider={dataProvider}
      layout={AdminLayout}
      dashboard={AdminDashboard}
      catchAll={NotFoundPage}
      accessDenied={NotFoundPage}
      authenticationError={NotFoundPage}
      loginPage={false}
      notification={NotificationBridge}
      theme={themeOptions}
      disableTelemetry
    >
      <CustomRoutes>
        {adminChildRoutes()
          .filter(({ page }) => ADMIN_PAGES[page])
          .map(({ path, page }) => {
            const Page = ADMIN_PAGES[page] ?? NotFoundPage;
            return <Route key={path} path={path} element={<Page />} />;
          })}
      </CustomRoutes>
      <Resource name={DISPLAYS_RESOURCE} {...displays} />
      <Resource name={CREATIVES_RESOURCE} {...creatives} />
      <Resource name={CONFIRMED_BOOKINGS_RESOURCE} {...confirmedBookings} />
      <Resource name={BOOKING_REQUESTS_RESOURCE} {...bookingRequests} />
    </Admin>
  );
}
