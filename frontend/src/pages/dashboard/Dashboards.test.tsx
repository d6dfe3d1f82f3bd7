import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import { AdminDashboard } from '../../admin/AdminDashboard';
import { dataProvider } from '../../admin/dataProvider';
import { hostAnalytics, tenantAnalytics } from '../../test/analyticsFixtures';
import { mockApi } from '../../test/mockApi';
import { renderPage } from '../../test/renderPage';
import { HostDashboard } from '../host/HostDashboard';
import { TenantDashboard } from '../tenant/TenantDashboard';

const WAIT = { timeout: 5000 };
const card = (label: string) => screen.getByText(label).closest('.MuiCard-root') as HTMLElement;

describe('dashboards show the analytics figures', () => {
  it('tenant: welcome, Browse Displays, Active Ads, total impressions, Total Bookings', async () => {
    mockApi({ 'GET /api/tenant/analytics': { body: tenantAnalytics }, 'GET /api/tenant/displays': { body: [] } });
    renderPage(<TenantDashboard username="ana" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, ana!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Displays' })).toHaveAttribute('href', '/dashboard/browse-displays');
    expect(await within(card('Active Ads')).findByText('1', {}, WAIT)).toBeInTheDocument();
    expect(within(card('Total Impressions')).getByText('703')).toBeInTheDocument();
    expect(within(card('Total Bookings')).getByText('10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Full Analytics/ })).toHaveAttribute('href', '/dashboard/analytics');
  });

  it('host: Total Revenue with a dollar sign and two decimals, Active Bookings', async () => {
    mockApi({ 'GET /api/host/analytics': { body: hostAnalytics } });
    renderPage(<HostDashboard username="hana" />);
    expect(await within(card('Total Revenue')).findByText('$227.45', {}, WAIT)).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('From all your displays')).toBeInTheDocument();
    expect(within(card('Active Bookings')).getByText('4')).toBeInTheDocument();
    expect(within(card('Active Bookings')).getByText('Current active bookings')).toBeInTheDocument();
  });

  it('admin: "Welcome, Admin", the review cards and the number of booking requests waiting', async () => {
    // One group a page: the count is the Content-Range total.
    const api = mockApi({ 'GET /api/admin/booking-groups': { body: [{ id: 'a' }], headers: { 'Content-Range': 'booking-groups 0-0/2' } } });
    renderPage(
      <AdminContext dataProvider={dataProvider}>
        <AdminDashboard />
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Admin' })).toBeInTheDocument();
    for (const name of ['Review Displays', 'Review Ad Creatives', 'Confirmed Bookings'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(await screen.findByText(/^2 requests waiting/, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Booking Requests/ })).toHaveAttribute('href', '/dashboard/booking-requests');
    expect(JSON.parse(new URLSearchParams(api.callsTo('GET /api/admin/booking-groups')[0].search).get('filter') ?? '')).toEqual({
      status: 'pending',
    });
  });
});
