import { describe, expect, it } from 'vitest';
import { resolveRoute } from './access';
import { navLinksFor } from './navLinks';

describe('navLinksFor: top navigation of docs/product-rules.md §12.3', () => {
  it('host', () => {
    expect(navLinksFor('host')).toEqual([
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/dashboard/displays', label: 'Manage Displays' },
      { to: '/dashboard/upcoming-bookings', label: 'Upcoming Bookings' },
      { to: '/dashboard/host-analytics', label: 'Analytics' },
    ]);
  });

  it('tenant', () => {
    expect(navLinksFor('tenant')).toEqual([
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/dashboard/browse-displays', label: 'Browse Displays' },
      { to: '/dashboard/bookings', label: 'My Bookings' },
      { to: '/dashboard/campaigns', label: 'Campaigns' },
      { to: '/dashboard/ad-creatives', label: 'Ad Creatives' },
      { to: '/dashboard/analytics', label: 'Analytics' },
    ]);
  });

  it('admin', () => {
    expect(navLinksFor('admin')).toEqual([
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/dashboard/review-displays', label: 'Review Displays' },
      { to: '/dashboard/review-ad-creatives', label: 'Review Ad Creatives' },
      { to: '/dashboard/confirmed-bookings', label: 'Confirmed Bookings' },
      // docs/product-rules.md §4 adds the booking requests screen to the admin's links.
      { to: '/dashboard/booking-requests', label: 'Booking Requests' },
      { to: '/dashboard/campaigns', label: 'Campaigns' },
      // docs/accounts.md: the audit log and the admin accounts.
      { to: '/dashboard/audit-log', label: 'Audit Log' },
      { to: '/dashboard/admins', label: 'Admins' },
    ]);
  });

  it('any other role gets only Dashboard', () => {
    expect(navLinksFor('auditor')).toEqual([{ to: '/dashboard', label: 'Dashboard' }]);
    expect(navLinksFor(null)).toEqual([{ to: '/dashboard', label: 'Dashboard' }]);
  });

  it('every nav link of a role leads to a page that role may open', () => {
    for (const role of ['tenant', 'host', 'admin']) {
      for (const link of navLinksFor(role)) {
        expect(resolveRoute(role, link.to), `${role} ${link.to}`).toMatchObject({ kind: 'page' });
        expect(resolveRoute(role, link.to)).not.toMatchObject({ page: 'not-found' });
      }
    }
  });
});
