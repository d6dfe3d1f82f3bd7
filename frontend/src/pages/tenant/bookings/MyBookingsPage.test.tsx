import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingGroup } from '../../../api/bookings';
import { bookingGroup } from '../../../test/bookingFixtures';
import { toast, WAIT } from '../../../test/bookingListPage';
import { mockApi, type MockReply } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { MyBookingsPage } from './MyBookingsPage';

const PENDING = '11111111-1111-4111-8111-111111111111';
const CONFIRMED = '22222222-2222-4222-8222-222222222222';
const LIST = 'GET /api/tenant/booking-groups';
const cancelCall = `POST /api/tenant/booking-groups/${PENDING}/cancel`;

const date = (id: number, day: string, paid = false) => ({ id, date: day, totalPrice: '25.00', paid });
// Nov 25, 26 and Dec 02: not one span "Nov 25 – Dec 02".
const pending = bookingGroup({
  id: PENDING,
  groupId: PENDING,
  status: 'pending',
  bookingDates: [date(1, '2026-11-25'), date(2, '2026-11-26'), date(3, '2026-12-02')],
  firstDate: '2026-11-25',
  lastDate: '2026-12-02',
});
const confirmed = bookingGroup({
  id: CONFIRMED,
  groupId: CONFIRMED,
  paid: true,
  bookingDates: [date(11, '2026-12-10', true)],
  display: { name: 'Tempe Marketplace', streetAddress: '2000 E Rio Salado Pkwy', city: 'Tempe', state: 'AZ', zipCode: '85281' },
  cancelledDates: [{ ...date(12, '2026-12-11', true), cancelledAt: '2026-11-28T12:00:00.000Z', cancelledBy: 'admin' }],
  campaignId: 7,
});

function open(cancel: MockReply = { body: { ...pending, status: 'cancelled' } }, groups: BookingGroup[] = [pending, confirmed]) {
  const api = mockApi({
    [LIST]: { body: groups, headers: { 'Content-Range': `booking-groups 0-${groups.length - 1}/${groups.length}` } },
    [cancelCall]: cancel,
  });
  return { ...renderPage(<MyBookingsPage />), api };
}

const card = (name: string) => screen.findByRole('article', { name }, WAIT);

describe('My Bookings', () => {
  it('writes dates as runs of consecutive days, and lists the dates ScreenSpace cancelled with when and what they cost', async () => {
    open();
    const mill = await card('Mill Ave Screen');
    expect(mill).toHaveTextContent('Nov 25, 2026 – Nov 26, 2026 · Dec 02, 2026 (3 dates)');
    const tempe = await card('Tempe Marketplace');
    const cancelled = within(tempe).getByRole('list', { name: 'Dates cancelled by ScreenSpace' });
    expect(cancelled).toHaveTextContent('Dec 11, 2026 · $25.00, paid · cancelled on Nov 28, 2026');
    expect(tempe).toHaveTextContent('Contact ScreenSpace about the payment for a paid date.');
    // Only a pending request can be cancelled by its tenant.
    expect(within(tempe).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    // A group booked in a campaign leads to it; a single-screen booking names none.
    expect(within(tempe).getByRole('link', { name: 'Campaign #7' })).toHaveAttribute('href', '/dashboard/campaigns/7');
    expect(within(mill).queryByText('Campaign')).toBeNull();
  });

  it('cancels one date after asking (Keep first changes nothing); the list is read again', async () => {
    const { api, user } = open();
    const mill = await card('Mill Ave Screen');
    await user.click(within(mill).getByRole('button', { name: 'Cancel Dec 02, 2026' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this date?' });
    expect(dialog).toHaveTextContent('Cancel your request for Mill Ave Screen on Dec 02, 2026 (1 date, $25.00)?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(cancelCall)).toHaveLength(0);

    await user.click(within(mill).getByRole('button', { name: 'Cancel Dec 02, 2026' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this date?' });
    const reads = api.callsTo(LIST).length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Date' }));
    await toast('1 date cancelled');
    expect(api.callsTo(cancelCall).map((c) => c.body)).toEqual([{ dates: ['2026-12-02'] }]);
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(reads));
  });

  it('cancels the whole request and marks the display availability out of date, so the calendar shows the hours back', async () => {
    const { api, user, queryClient } = open();
    const availability = [`/api/tenant/displays/${pending.displayId}/availability`, { from: '2026-11-01', to: '2026-11-30' }];
    queryClient.setQueryData(availability, { days: [] });
    await user.click(within(await card('Mill Ave Screen')).getByRole('button', { name: 'Cancel request for Mill Ave Screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking request?' });
    expect(dialog).toHaveTextContent('Nov 25, 2026 – Nov 26, 2026 · Dec 02, 2026 (3 dates, $75.00)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    await toast('Booking request cancelled');
    expect(api.callsTo(cancelCall).map((c) => c.body)).toEqual([{}]);
    expect(queryClient.getQueryState(availability)?.isInvalidated).toBe(true);
  });

  it('a refused cancel shows the server text', async () => {
    const { user } = open({
      status: 409,
      body: { statusCode: 409, message: 'This booking group has no pending dates to cancel' },
    });
    await user.click(within(await card('Mill Ave Screen')).getByRole('button', { name: 'Cancel request for Mill Ave Screen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Request' }));
    expect(await toast('This booking group has no pending dates to cancel', 'alert')).toHaveTextContent('Error');
  });
});
