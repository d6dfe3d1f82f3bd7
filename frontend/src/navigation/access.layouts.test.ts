import { describe, expect, it } from 'vitest';
import { resolveRoute } from './access';

// The layout each route renders in, trailing slashes and the booking page's pattern (docs/product-rules.md §12);
// which page or redirect every role gets on every route: access.test.ts.
describe('resolveRoute: layouts', () => {
  it('renders public pages standalone', () => {
    for (const path of ['/', '/login', '/register', '/partner', '/advertise']) {
      expect(resolveRoute(null, path)).toMatchObject({ kind: 'page', layout: 'standalone' });
    }
  });

  it('renders tenant and host pages, and their 404, inside the signed-in layout', () => {
    expect(resolveRoute('tenant', '/dashboard/analytics')).toMatchObject({ layout: 'dashboard' });
    expect(resolveRoute('host', '/dashboard/analytics')).toMatchObject({ page: 'not-found', layout: 'dashboard' });
    expect(resolveRoute('host', '/partner')).toMatchObject({ page: 'not-found', layout: 'dashboard' });
  });

  it('runs every admin /dashboard path in react-admin, and other admin paths in the plain layout', () => {
    expect(resolveRoute('admin', '/dashboard')).toMatchObject({ layout: 'admin' });
    expect(resolveRoute('admin', '/dashboard/review-displays')).toMatchObject({ layout: 'admin' });
    expect(resolveRoute('admin', '/dashboard/booking-requests')).toMatchObject({ layout: 'admin', title: 'Booking Requests' });
    expect(resolveRoute('admin', '/dashboard/nope')).toMatchObject({ page: 'not-found', layout: 'admin' });
    expect(resolveRoute('admin', '/partner')).toMatchObject({ page: 'not-found', layout: 'dashboard' });
  });

  it('renders the reset page standalone for everyone, and every role its notifications and account pages', () => {
    for (const role of [null, 'tenant', 'host', 'admin', 'auditor'])
      expect(resolveRoute(role, '/reset-password')).toMatchObject({
        page: 'reset-password',
        layout: 'standalone',
        title: 'Reset Password',
      });
    expect(resolveRoute('host', '/dashboard/account')).toMatchObject({ layout: 'dashboard', title: 'Account Settings' });
    expect(resolveRoute('admin', '/dashboard/notifications')).toMatchObject({ layout: 'admin', title: 'Notifications' });
  });

  it('accepts a trailing slash', () => {
    expect(resolveRoute('host', '/dashboard/displays/')).toMatchObject({ kind: 'page', page: 'host-displays' });
    expect(resolveRoute(null, '/login/')).toMatchObject({ kind: 'page', page: 'login' });
    expect(resolveRoute('tenant', '/login/')).toMatchObject({ kind: 'redirect', to: '/dashboard' });
  });

  it('gives the booking page the :id pattern so the page can read it', () => {
    expect(resolveRoute('tenant', '/dashboard/browse-displays/9')).toMatchObject({
      pattern: '/dashboard/browse-displays/:id',
    });
  });
});
