import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { as, expectNotFound, mainNav } from '../test/appHelpers';
import { renderApp } from '../test/renderApp';

describe('AppRoutes: admin (react-admin, loaded lazily)', () => {
  it('/dashboard: "Welcome, Admin", the four cards and the admin nav', async () => {
    as('admin', 'admin');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Admin' }, { timeout: 10000 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Review Displays/ })).toHaveAttribute('href', '/dashboard/review-displays');
    expect(within(main).getByRole('link', { name: /Review Ad Creatives/ })).toHaveAttribute('href', '/dashboard/review-ad-creatives');
    expect(within(main).getByRole('link', { name: /Confirmed Bookings/ })).toHaveAttribute('href', '/dashboard/confirmed-bookings');
    expect(within(main).getByRole('link', { name: /Booking Requests/ })).toHaveAttribute('href', '/dashboard/booking-requests');
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Review Displays', '/dashboard/review-displays'],
      ['Review Ad Creatives', '/dashboard/review-ad-creatives'],
      ['Confirmed Bookings', '/dashboard/confirmed-bookings'],
      ['Booking Requests', '/dashboard/booking-requests'],
      ['Campaigns', '/dashboard/campaigns'],
      ['Audit Log', '/dashboard/audit-log'],
      ['Admins', '/dashboard/admins'],
    ]);
    const sidebar = screen.getByRole('complementary', { name: 'Account' });
    expect(within(sidebar).getByText('admin')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/review-displays', 'Review Displays'],
    ['/dashboard/review-ad-creatives', 'Review Ad Creatives'],
    ['/dashboard/confirmed-bookings', 'Confirmed Bookings'],
    ['/dashboard/booking-requests', 'Booking Requests'],
  ])('%s opens', async (path, heading) => {
    as('admin', 'admin');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10000 })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: heading })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/dashboard/displays', '/dashboard/login', '/dashboard/nope/deeper', '/partner'])('%s shows the same 404 page', async (path) => {
    as('admin', 'admin');
    renderApp(path);
    await expectNotFound();
    expect(mainNav()).toBeInTheDocument();
  });
});
