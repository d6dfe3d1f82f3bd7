import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingGroup } from '../../test/bookingFixtures';
import { card, openBookingList, WAIT } from '../../test/bookingListPage';
import { listQuery } from '../../test/bookingServer';

const LIST = 'GET /api/admin/booking-groups';
const PENDING = '11111111-1111-4111-8111-111111111111';
const CONFIRMED = '22222222-2222-4222-8222-222222222222';
const REJECTED = '33333333-3333-4333-8333-333333333333';

const groups = [
  bookingGroup({ id: PENDING, groupId: PENDING, status: 'pending' }),
  bookingGroup({
    id: CONFIRMED,
    groupId: CONFIRMED,
    status: 'confirmed',
    display: { name: 'Tempe Marketplace', streetAddress: '2000 E Rio Salado Pkwy', city: 'Tempe', state: 'AZ', zipCode: '85281' },
  }),
  bookingGroup({
    id: REJECTED,
    groupId: REJECTED,
    status: 'rejected',
    display: { name: 'Scottsdale Quarter', streetAddress: '15279 N Scottsdale Rd', city: 'Scottsdale', state: 'AZ', zipCode: '85254' },
  }),
];

// react-admin keeps list parameters (filters, page) in localStorage.
afterEach(() => localStorage.clear());

describe('Booking groups: one resource, status tabs', () => {
  it('the tabs link the statuses; each tab lists its own status and marks itself as the current page', async () => {
    const { user, api, location } = await openBookingList('/dashboard/confirmed-bookings', 'Confirmed Bookings', groups);
    const tabs = screen.getByRole('navigation', { name: 'Bookings by status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pending requests', 'Confirmed', 'Rejected', 'Expired', 'Cancelled']);
    expect(within(tabs).getByRole('tab', { name: 'Confirmed' })).toHaveAttribute('aria-current', 'page');
    expect(await card('Tempe Marketplace')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Pending requests' }));
    await waitFor(() => expect(location()).toBe('/dashboard/booking-requests'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Requests' }, WAIT)).toBeInTheDocument();
    expect(await card('Mill Ave Screen')).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Bookings by status' })).getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(location()).toBe('/dashboard/booking-groups/rejected'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rejected Bookings' }, WAIT)).toBeInTheDocument();
    const rejected = await card('Scottsdale Quarter');
    // Read only: no actions on a closed group.
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Mill Ave Screen' })).not.toBeInTheDocument();
    expect(api.callsTo(LIST).map((call) => (listQuery(call).filter as { status: string }).status)).toEqual(
      expect.arrayContaining(['confirmed', 'pending', 'rejected']),
    );
  });

  it('an empty closed tab says so', async () => {
    const { location } = await openBookingList('/dashboard/booking-groups/cancelled', 'Cancelled Bookings', groups);
    expect(await screen.findByRole('heading', { name: 'No Cancelled Bookings' }, WAIT)).toBeInTheDocument();
    expect(location()).toBe('/dashboard/booking-groups/cancelled');
  });

  it('/dashboard/booking-groups opens the Pending requests tab', async () => {
    const { location } = await openBookingList('/dashboard/booking-groups', 'Booking Requests', groups);
    await waitFor(() => expect(location()).toBe('/dashboard/booking-requests'));
    expect(await card('Mill Ave Screen')).toBeInTheDocument();
  });

  it('the Expired tab names the hold the server is configured with, not a constant', async () => {
    await openBookingList('/dashboard/booking-groups/expired', 'Expired Requests', groups, {
      'GET /api/booking-limits': { body: { horizonDays: 365, holdHours: 72, pendingHoursCap: 240 } },
    });
    expect(
      await screen.findByText('Requests not confirmed within their 72-hour hold; their hours are free again.', {}, WAIT),
    ).toBeInTheDocument();
  });
});
