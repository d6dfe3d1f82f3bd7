import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { NotFound } from '../pages/dashboard/NotFound';
import { themeOptions } from '../providers/theme';
import {
  ACCOUNT_PATH,
  ADMIN_BOOKING_REQUESTS_PATH,
  ADMIN_CONFIRMED_BOOKINGS_PATH,
  ADMIN_REJECT_PENDING_PATH,
  DASHBOARD_PATH,
  NOTIFICATIONS_PATH,
} from '../navigation/paths';
import { AccountPage } from '../pages/dashboard/account/AccountPage';
import { NotificationsPage } from '../pages/dashboard/notifications/NotificationsPage';
import { AdminDashboard } from './AdminDashboard';
import { AdminLayout } from './AdminLayout';
import { createAuthProvider } from './authProvider';
import bookingGroups, { BOOKING_GROUPS_RESOURCE } from './bookings';
import admins, { ADMINS_RESOURCE } from './admins';
import auditLog, { AUDIT_LOG_RESOURCE } from './auditLog';
import campaigns, { CAMPAIGNS_RESOURCE } from './campaigns';
import { BookingGroupsPage } from './bookings/BookingGroupsPage';
import creatives, { CREATIVES_RESOURCE } from './creatives';
import { dataProvider } from './dataProvider';
import displays, { DISPLAYS_RESOURCE } from './displays';
import { NotificationBridge } from './NotificationBridge';
import { RejectPendingPage } from './rejectPending/RejectPendingPage';

const NotFoundPage = () => <NotFound />;

/** A path below /dashboard, relative to it (react-admin's routes are). */
const relative = (path: string) => path.slice(DASHBOARD_PATH.length + 1);

/**
 * The admin back office: react-admin mounted at /dashboard inside the app's
 * router (AppRoutes loads it lazily, for admins only). It shares the app's
 * QueryClient, so it sees the same session and the same Logout. Each page is
 * a react-admin <Resource> named after its path (navigation/access.ts), except the
 * booking groups' Pending and Confirmed tabs, which keep the paths in the
 * navigation.
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
        <Route path={relative(ADMIN_BOOKING_REQUESTS_PATH)} element={<BookingGroupsPage status="pending" />} />
        <Route path={relative(ADMIN_CONFIRMED_BOOKINGS_PATH)} element={<BookingGroupsPage status="confirmed" />} />
        <Route path={relative(ADMIN_REJECT_PENDING_PATH)} element={<RejectPendingPage />} />
        {/* Every role's own pages (docs/notifications.md), here inside the back office's layout. */}
        <Route path={relative(NOTIFICATIONS_PATH)} element={<NotificationsPage />} />
        <Route path={relative(ACCOUNT_PATH)} element={<AccountPage />} />
      </CustomRoutes>
      <Resource name={DISPLAYS_RESOURCE} {...displays} />
      <Resource name={CREATIVES_RESOURCE} {...creatives} />
      <Resource name={BOOKING_GROUPS_RESOURCE} {...bookingGroups} />
      <Resource name={CAMPAIGNS_RESOURCE} {...campaigns} />
      <Resource name={AUDIT_LOG_RESOURCE} {...auditLog} />
      <Resource name={ADMINS_RESOURCE} {...admins} />
    </Admin>
  );
}
