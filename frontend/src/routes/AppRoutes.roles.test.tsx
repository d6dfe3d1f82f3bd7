import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { as, expectNotFound, mainNav } from '../test/appHelpers';
import { approvedDisplay } from '../test/displayFixtures';
import { mockApi, signedInAs } from '../test/mockApi';
import { renderApp } from '../test/renderApp';

describe('AppRoutes: tenant', () => {
  it('/ redirects to /dashboard: welcome line, Browse Displays button, stat cards, nav', async () => {
    as('tenant', 'ana');
    const { location } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, ana!' }, { timeout: 10000 })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Browse Displays' })).toHaveAttribute('href', '/dashboard/browse-displays');
    for (const label of ['Active Ads', 'Total Impressions', 'Total Bookings']) expect(within(main).getByText(label)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /Manage Ad Creatives/ })).toHaveAttribute('href', '/dashboard/ad-creatives');
    expect(within(main).getByRole('link', { name: /View Full Analytics/ })).toHaveAttribute('href', '/dashboard/analytics');

    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Browse Displays', '/dashboard/browse-displays'],
      ['My Bookings', '/dashboard/bookings'],
      ['Campaigns', '/dashboard/campaigns'],
      ['Ad Creatives', '/dashboard/ad-creatives'],
      ['Analytics', '/dashboard/analytics'],
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the username and a Logout button in the sidebar', async () => {
    as('tenant', 'ana');
    renderApp('/dashboard');
    const sidebar = await screen.findByRole('complementary', { name: 'Account' });
    expect(within(sidebar).getByText('ana')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opens its own pages, including the booking page with an id', async () => {
    mockApi({
      'GET /api/user': signedInAs('tenant'),
      'GET /api/tenant/displays/42': { body: approvedDisplay({ id: 42, name: 'Display 42' }) },
    });
    renderApp('/dashboard/browse-displays/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Display 42' }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Displays' })).toHaveAttribute('href', '/dashboard/browse-displays');
    expect(within(mainNav()).getByRole('link', { name: 'Browse Displays' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/dashboard/displays', '/dashboard/review-displays', '/partner', '/nowhere'])(
    '%s shows the 404 page inside the layout',
    async (path) => {
      as('tenant');
      const { location } = renderApp(path);
      await expectNotFound();
      expect(mainNav()).toBeInTheDocument();
      expect(location()).toBe(path);
    },
  );

  it.each(['/login', '/register'])('%s redirects to /dashboard', async (path) => {
    as('tenant', 'ana');
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Welcome back, ana!' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });
});

describe('AppRoutes: host', () => {
  it('/dashboard: welcome line and the two stat cards', async () => {
    mockApi({
      'GET /api/user': signedInAs('host', 'hal'),
      'GET /api/host/analytics': {
        body: { totalRevenue: 0, activeBookings: 0, totalImpressions: 0, averageUtilization: 0, displayMetrics: [] },
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, hal!' })).toBeInTheDocument();
    expect(screen.getByText('Total Revenue')).toBeInTheDocument();
    expect(await screen.findByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText('From all your displays')).toBeInTheDocument();
    expect(screen.getByText('Active Bookings')).toBeInTheDocument();
    expect(screen.getByText('Current active bookings')).toBeInTheDocument();
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Manage Displays', '/dashboard/displays'],
      ['Upcoming Bookings', '/dashboard/upcoming-bookings'],
      ['Analytics', '/dashboard/host-analytics'],
    ]);
  });

  it('navigates between its pages with the top navigation', async () => {
    as('host');
    const { user, location } = renderApp('/dashboard');
    await user.click(await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Manage Displays' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Displays' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/displays');
    await user.click(within(mainNav()).getByRole('link', { name: 'Analytics' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' }, { timeout: 10000 })).toBeInTheDocument();
  });

  it.each(['/dashboard/browse-displays', '/dashboard/analytics', '/dashboard/confirmed-bookings'])(
    '%s is a 404 for a host',
    async (path) => {
      as('host');
      renderApp(path);
      await expectNotFound();
    },
  );
});

describe('AppRoutes: a role the app does not know', () => {
  it('sees the 404 page with only the Dashboard link', async () => {
    as('auditor', 'odd');
    const { location } = renderApp('/');
    await expectNotFound();
    expect(location()).toBe('/dashboard');
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard']);
  });
});
