import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingGroup } from '../../test/bookingFixtures';
import { openBookingList, toast, WAIT } from '../../test/bookingListPage';
import { listQuery } from '../../test/bookingServer';

const REJECT_ANA = 'POST /api/admin/tenants/7/pending-bookings/reject';
const ana1 = bookingGroup({ id: 'a1', groupId: 'a1', status: 'pending', tenantId: 7, tenant: { username: 'ana' } });
const ana2 = bookingGroup({
  id: 'a2',
  groupId: 'a2',
  status: 'pending',
  tenantId: 7,
  tenant: { username: 'ana' },
  bookingDates: [{ id: 201, date: '2027-01-05', totalPrice: '12.50', paid: false }],
  totalPrice: '12.50',
});
const bo = bookingGroup({ id: 'b1', groupId: 'b1', status: 'pending', tenantId: 8, tenant: { username: 'bo' } });

const open = (groups = [ana1, ana2, bo], overrides = {}) =>
  openBookingList('/dashboard/reject-pending', 'Reject Pending Bookings', groups, overrides);

// react-admin keeps list parameters in localStorage.
afterEach(() => localStorage.clear());

describe('Reject Pending Bookings (admin)', () => {
  it('totals the pending groups per tenant: groups, dates and money', async () => {
    const { api } = await open();
    const table = await screen.findByRole('table', { name: 'Pending bookings by tenant' }, WAIT);
    expect(listQuery(api.callsTo('GET /api/admin/booking-groups')[0]).filter).toEqual({ status: 'pending' });
    const ana = within(table).getByRole('row', { name: /^ana/ });
    // Mill Ave's 3 dates at $75.00 and one date at $12.50.
    expect(
      within(ana)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '4', '$87.50', 'Reject all pending']);
    expect(within(table).getByRole('row', { name: /^bo/ })).toHaveTextContent('$75.00');
  });

  it('rejects every pending booking of one tenant with one note, after asking', async () => {
    const { api, user } = await open([ana1, ana2, bo], { [REJECT_ANA]: { body: { rejectedGroups: 2, rejectedBookings: 4 } } });
    await user.click(await screen.findByRole('button', { name: 'Reject all pending bookings of ana' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Reject all pending bookings' });
    expect(dialog).toHaveTextContent('Reject 2 pending booking groups of ana?');
    await user.type(within(dialog).getByRole('textbox'), 'Booked by mistake');
    await user.click(within(dialog).getByRole('button', { name: /^Reject/ }));
    await toast('Rejected the pending bookings of ana.');
    expect(api.callsTo(REJECT_ANA).map((c) => c.body)).toEqual([{ notes: 'Booked by mistake' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when nothing is pending', async () => {
    await open([bookingGroup({ id: 'c1', groupId: 'c1', status: 'confirmed' })]);
    expect(await screen.findByText('No tenant has a booking waiting for review.', {}, WAIT)).toBeInTheDocument();
  });
});
