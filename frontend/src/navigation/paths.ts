/**
 * Every path of the app, in one place. Pure constants and builders: which role
 * may open which path is decided in `access.ts`.
 */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const PARTNER_PATH = '/partner';
export const ADVERTISE_PATH = '/advertise';
export const DASHBOARD_PATH = '/dashboard';
/** Where a password-reset e-mail leads (`?token=…`); open to anyone (docs/notifications.md). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Every signed-in role's notification list and account settings (docs/notifications.md). */
export const NOTIFICATIONS_PATH = '/dashboard/notifications';
export const ACCOUNT_PATH = '/dashboard/account';

export const HOST_DISPLAYS_PATH = '/dashboard/displays';
export const HOST_UPCOMING_BOOKINGS_PATH = '/dashboard/upcoming-bookings';
export const HOST_ANALYTICS_PATH = '/dashboard/host-analytics';

export const BROWSE_DISPLAYS_PATH = '/dashboard/browse-displays';
export const TENANT_AD_CREATIVES_PATH = '/dashboard/ad-creatives';
export const TENANT_ANALYTICS_PATH = '/dashboard/analytics';
export const TENANT_BOOKINGS_PATH = '/dashboard/bookings';
export const TENANT_CAMPAIGNS_PATH = '/dashboard/campaigns';
export const NEW_CAMPAIGN_PATH = '/dashboard/campaigns/new';

export const ADMIN_REVIEW_DISPLAYS_PATH = '/dashboard/review-displays';
export const ADMIN_REVIEW_AD_CREATIVES_PATH = '/dashboard/review-ad-creatives';
export const ADMIN_CONFIRMED_BOOKINGS_PATH = '/dashboard/confirmed-bookings';
export const ADMIN_BOOKING_REQUESTS_PATH = '/dashboard/booking-requests';
/** The back office's campaigns (react-admin resource `campaigns`) and the bulk rejection of a tenant's pending groups. */
export const ADMIN_CAMPAIGNS_PATH = '/dashboard/campaigns';
export const ADMIN_REJECT_PENDING_PATH = '/dashboard/reject-pending';
/** The audit log and the admin accounts (react-admin resources `audit-log`, `admins`; docs/accounts.md). */
export const ADMIN_AUDIT_LOG_PATH = '/dashboard/audit-log';
export const ADMIN_ADMINS_PATH = '/dashboard/admins';
export const ADMIN_ADD_ADMIN_PATH = '/dashboard/admins/create';
/** The booking groups of every status; the pending and confirmed tabs keep the two paths above. */
export const ADMIN_BOOKING_GROUPS_PATH = '/dashboard/booking-groups';

/** The tenant's page of one campaign (docs/campaigns.md). */
export function campaignPath(id: number): string {
  return `${TENANT_CAMPAIGNS_PATH}/${id}`;
}

/** The tenant's page of one display ("Book Now"). */
export function displayBookingPath(id: number): string {
  return `${BROWSE_DISPLAYS_PATH}/${id}`;
}

/**
 * The kiosk player for one display (opened in a new tab by "Launch Player"; "Preview"
 * records no plays). The player is its own page (player.html, served by the server
 * for /player… and /display/…), not a route of this app.
 */
export function playerPath(displayId: number, preview = false): string {
  return `/player?displayId=${displayId}${preview ? '&preview=1' : ''}`;
}
