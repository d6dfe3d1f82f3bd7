/**
 * Route access by role (docs/product-rules.md, "Pages and access").
 * Pure: no React, no I/O. Path constants live in `paths.ts`, the top navigation's links in
 * `navLinks.ts`. The router (AppRoutes) and the admin back office (AdminApp) both read their
 * routes from here.
 */
import { matchPath } from 'react-router';
import type { Role } from '../api/session';
import {
  ADMIN_BOOKING_GROUPS_PATH,
  ADMIN_BOOKING_REQUESTS_PATH,
  ADMIN_CONFIRMED_BOOKINGS_PATH,
  ADMIN_REVIEW_AD_CREATIVES_PATH,
  ADMIN_REVIEW_DISPLAYS_PATH,
  ADVERTISE_PATH,
  BROWSE_DISPLAYS_PATH,
  DASHBOARD_PATH,
  HOME_PATH,
  HOST_ANALYTICS_PATH,
  HOST_DISPLAYS_PATH,
  HOST_UPCOMING_BOOKINGS_PATH,
  LOGIN_PATH,
  PARTNER_PATH,
  REGISTER_PATH,
  TENANT_AD_CREATIVES_PATH,
  TENANT_ANALYTICS_PATH,
  TENANT_BOOKINGS_PATH,
  TENANT_CAMPAIGNS_PATH,
  ADMIN_CAMPAIGNS_PATH,
  ADMIN_REJECT_PENDING_PATH,
  ADMIN_AUDIT_LOG_PATH,
  ADMIN_ADMINS_PATH,
  ADMIN_ADD_ADMIN_PATH,
  NEW_CAMPAIGN_PATH,
  NOTIFICATIONS_PATH,
  ACCOUNT_PATH,
  RESET_PASSWORD_PATH,
} from './paths';

export type PageId =
  | 'landing'
  | 'partner'
  | 'advertise'
  | 'login'
  | 'register'
  | 'dashboard'
  | 'not-found'
  | 'reset-password'
  | 'notifications'
  | 'account'
  | 'host-displays'
  | 'host-upcoming-bookings'
  | 'host-analytics'
  | 'tenant-browse-displays'
  | 'tenant-campaigns'
  | 'admin-campaigns'
  | 'admin-reject-pending'
  | 'admin-audit-log'
  | 'admin-admins'
  | 'admin-add-admin'
  | 'tenant-campaign-new'
  | 'tenant-campaign'
  | 'tenant-display-booking'
  | 'tenant-ad-creatives'
  | 'tenant-analytics'
  | 'tenant-bookings'
  | 'admin-review-displays'
  | 'admin-review-display'
  | 'admin-review-ad-creatives'
  | 'admin-confirmed-bookings'
  | 'admin-booking-requests'
  | 'admin-booking-groups';

export interface RouteDef {
  /** A react-router path pattern. */
  path: string;
  page: PageId;
  /** Document title of the page. */
  title: string;
}

/** Pages a signed-out visitor may open. */
export const VISITOR_ROUTES: readonly RouteDef[] = [
  { path: HOME_PATH, page: 'landing', title: 'Digital screen advertising in Arizona' },
  { path: LOGIN_PATH, page: 'login', title: 'Login' },
  { path: REGISTER_PATH, page: 'register', title: 'Register' },
  { path: PARTNER_PATH, page: 'partner', title: 'Partner with Us' },
  { path: ADVERTISE_PATH, page: 'advertise', title: 'Start Advertising' },
];

/** Pages anyone may open, signed in or not: a reset link may be opened in a browser signed in as someone. */
const ANYONE_ROUTES: readonly RouteDef[] = [{ path: RESET_PASSWORD_PATH, page: 'reset-password', title: 'Reset Password' }];

/** Pages of every signed-in role (docs/notifications.md). */
const ALL_ROLES_ROUTES: readonly RouteDef[] = [
  { path: NOTIFICATIONS_PATH, page: 'notifications', title: 'Notifications' },
  { path: ACCOUNT_PATH, page: 'account', title: 'Account Settings' },
];

/** Pages each role may open (all inside the signed-in layout). */
export const ROLE_ROUTES: Readonly<Record<Role, readonly RouteDef[]>> = {
  admin: [
    { path: DASHBOARD_PATH, page: 'dashboard', title: 'Dashboard' },
    ...ALL_ROLES_ROUTES,
    { path: ADMIN_REVIEW_DISPLAYS_PATH, page: 'admin-review-displays', title: 'Review Displays' },
    // The page of one display in the back office (react-admin "show" view of the review-displays resource).
    { path: `${ADMIN_REVIEW_DISPLAYS_PATH}/:id/show`, page: 'admin-review-display', title: 'Display Details' },
    { path: ADMIN_REVIEW_AD_CREATIVES_PATH, page: 'admin-review-ad-creatives', title: 'Review Ad Creatives' },
    { path: ADMIN_CONFIRMED_BOOKINGS_PATH, page: 'admin-confirmed-bookings', title: 'Confirmed Bookings' },
    // docs/product-rules.md §4: pending booking groups, confirmed or rejected by the admin.
    { path: ADMIN_BOOKING_REQUESTS_PATH, page: 'admin-booking-requests', title: 'Booking Requests' },
    // The other status tabs of the booking groups (rejected, expired, cancelled).
    { path: `${ADMIN_BOOKING_GROUPS_PATH}/:status`, page: 'admin-booking-groups', title: 'Bookings' },
    // docs/campaigns.md: one row per campaign, its actions on all its groups.
    { path: ADMIN_CAMPAIGNS_PATH, page: 'admin-campaigns', title: 'Campaigns' },
    { path: ADMIN_REJECT_PENDING_PATH, page: 'admin-reject-pending', title: 'Reject Pending Bookings' },
    // docs/accounts.md: the audit log, and the admin accounts (list, add).
    { path: ADMIN_AUDIT_LOG_PATH, page: 'admin-audit-log', title: 'Audit Log' },
    { path: ADMIN_ADMINS_PATH, page: 'admin-admins', title: 'Admins' },
    { path: ADMIN_ADD_ADMIN_PATH, page: 'admin-add-admin', title: 'Add Admin' },
  ],
  host: [
    { path: DASHBOARD_PATH, page: 'dashboard', title: 'Dashboard' },
    ...ALL_ROLES_ROUTES,
    { path: HOST_DISPLAYS_PATH, page: 'host-displays', title: 'Manage Displays' },
    { path: HOST_UPCOMING_BOOKINGS_PATH, page: 'host-upcoming-bookings', title: 'Upcoming Bookings' },
    { path: HOST_ANALYTICS_PATH, page: 'host-analytics', title: 'Analytics' },
  ],
  tenant: [
    { path: DASHBOARD_PATH, page: 'dashboard', title: 'Dashboard' },
    ...ALL_ROLES_ROUTES,
    { path: BROWSE_DISPLAYS_PATH, page: 'tenant-browse-displays', title: 'Browse Displays' },
    { path: `${BROWSE_DISPLAYS_PATH}/:id`, page: 'tenant-display-booking', title: 'Book Display' },
    { path: TENANT_AD_CREATIVES_PATH, page: 'tenant-ad-creatives', title: 'Ad Creatives' },
    { path: TENANT_BOOKINGS_PATH, page: 'tenant-bookings', title: 'My Bookings' },
    { path: TENANT_CAMPAIGNS_PATH, page: 'tenant-campaigns', title: 'Campaigns' },
    { path: NEW_CAMPAIGN_PATH, page: 'tenant-campaign-new', title: 'New Campaign' },
    { path: `${TENANT_CAMPAIGNS_PATH}/:id`, page: 'tenant-campaign', title: 'Campaign' },
    { path: TENANT_ANALYTICS_PATH, page: 'tenant-analytics', title: 'Analytics' },
  ],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(ROLE_ROUTES, value);
}

export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);
}

/**
 * Where a page renders:
 * - 'standalone': a page with its own frame (public pages, auth);
 * - 'dashboard': inside the signed-in layout (sidebar + top navigation);
 * - 'admin': inside the lazily loaded react-admin back office.
 */
export type PageLayout = 'standalone' | 'dashboard' | 'admin';

export type RouteDecision =
  { kind: 'redirect'; to: string } | { kind: 'page'; page: PageId; layout: PageLayout; title: string; pattern: string };

const NOT_FOUND_ROUTE: RouteDef = { path: '*', page: 'not-found', title: 'Page Not Found' };
const SIGNED_IN_REDIRECTS = [HOME_PATH, LOGIN_PATH, REGISTER_PATH];

function findRoute(routes: readonly RouteDef[], pathname: string): RouteDef | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}

function page(route: RouteDef, layout: PageLayout): RouteDecision {
  return { kind: 'page', page: route.page, layout, title: route.title, pattern: route.path };
}

/**
 * Decides what a path shows for a role (null = signed-out visitor).
 *
 * Anyone: /reset-password (standalone, whoever is signed in).
 * Visitor: the public pages; /dashboard… → /login; anything else → /.
 * Signed in: /, /login, /register → /dashboard; the role's pages; any other
 * path → the 404 page inside the layout. A role the app does not know gets the
 * 404 page everywhere. The admin's /dashboard… pages run inside react-admin.
 */
export function resolveRoute(role: string | null, pathname: string): RouteDecision {
  const open = findRoute(ANYONE_ROUTES, pathname);
  if (open) return page(open, 'standalone');
  if (role === null) {
    const route = findRoute(VISITOR_ROUTES, pathname);
    if (route) return page(route, 'standalone');
    return { kind: 'redirect', to: isDashboardPath(pathname) ? LOGIN_PATH : HOME_PATH };
  }

  if (SIGNED_IN_REDIRECTS.some((path) => matchPath({ path, end: true }, pathname))) {
    return { kind: 'redirect', to: DASHBOARD_PATH };
  }

  const layout: PageLayout = role === 'admin' && isDashboardPath(pathname) ? 'admin' : 'dashboard';
  const route = isRole(role) ? findRoute(ROLE_ROUTES[role], pathname) : undefined;
  return page(route ?? NOT_FOUND_ROUTE, layout);
}
