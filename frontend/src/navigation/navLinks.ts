/**
 * The top navigation of each role (docs/product-rules.md §12.3): "Dashboard" for everyone, then
 * the role's own links in that section's order. Pure, like access.ts, whose routes they open.
 */
import type { Role } from '../api/session';
import { isRole } from './access';
import {
  ADMIN_ADMINS_PATH,
  ADMIN_AUDIT_LOG_PATH,
  ADMIN_BOOKING_REQUESTS_PATH,
  ADMIN_CAMPAIGNS_PATH,
  ADMIN_CONFIRMED_BOOKINGS_PATH,
  ADMIN_REVIEW_AD_CREATIVES_PATH,
  ADMIN_REVIEW_DISPLAYS_PATH,
  BROWSE_DISPLAYS_PATH,
  DASHBOARD_PATH,
  HOST_ANALYTICS_PATH,
  HOST_DISPLAYS_PATH,
  HOST_UPCOMING_BOOKINGS_PATH,
  TENANT_AD_CREATIVES_PATH,
  TENANT_ANALYTICS_PATH,
  TENANT_BOOKINGS_PATH,
  TENANT_CAMPAIGNS_PATH,
} from './paths';

export interface NavLinkDef {
  to: string;
  label: string;
}

/** Top navigation: "All users" first, then the role's own links, in spec order. */
const ALL_USERS_LINKS: readonly NavLinkDef[] = [{ to: DASHBOARD_PATH, label: 'Dashboard' }];

export const ROLE_NAV_LINKS: Readonly<Record<Role, readonly NavLinkDef[]>> = {
  host: [
    { to: HOST_DISPLAYS_PATH, label: 'Manage Displays' },
    { to: HOST_UPCOMING_BOOKINGS_PATH, label: 'Upcoming Bookings' },
    { to: HOST_ANALYTICS_PATH, label: 'Analytics' },
  ],
  tenant: [
    { to: BROWSE_DISPLAYS_PATH, label: 'Browse Displays' },
    { to: TENANT_BOOKINGS_PATH, label: 'My Bookings' },
    { to: TENANT_CAMPAIGNS_PATH, label: 'Campaigns' },
    { to: TENANT_AD_CREATIVES_PATH, label: 'Ad Creatives' },
    { to: TENANT_ANALYTICS_PATH, label: 'Analytics' },
  ],
  admin: [
    { to: ADMIN_REVIEW_DISPLAYS_PATH, label: 'Review Displays' },
    { to: ADMIN_REVIEW_AD_CREATIVES_PATH, label: 'Review Ad Creatives' },
    { to: ADMIN_CONFIRMED_BOOKINGS_PATH, label: 'Confirmed Bookings' },
    { to: ADMIN_BOOKING_REQUESTS_PATH, label: 'Booking Requests' },
    { to: ADMIN_CAMPAIGNS_PATH, label: 'Campaigns' },
    { to: ADMIN_AUDIT_LOG_PATH, label: 'Audit Log' },
    { to: ADMIN_ADMINS_PATH, label: 'Admins' },
  ],
};

/** The top-navigation links of a role; any other role gets only "Dashboard". */
export function navLinksFor(role: string | null | undefined): NavLinkDef[] {
  return [...ALL_USERS_LINKS, ...(isRole(role) ? ROLE_NAV_LINKS[role] : [])];
}
