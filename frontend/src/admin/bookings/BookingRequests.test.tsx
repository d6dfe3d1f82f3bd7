import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingGroup } from '../../api/bookings';
import { bookingGroup } from '../../test/bookingFixtures';
import { card, openBookingList, toast, WAIT, type BookingServerOverrides } from '../../test/bookingListPage';
import { listQuery } from '../../test/bookingServer';

const LIST = 'GET /api/admin/booking-groups';
const GROUP_A = '11111111-1111-4111-8111-111111111111';
const GROUP_B = '22222222-2222-4222-8222-222222222222';

const mill = bookingGroup({ id: GROUP_A, groupId: GROUP_A, status: 'pending' });
const tempe = bookingGroup({
  id: GROUP_B,
  groupId: GROUP_B,
  status: 'pending',
  bookingDates: [{ id: 301, date: '2027-01-05', totalPrice: '12.50', paid: false }],
  hoursBooked: 1,
  totalPrice: '12.50',
  display: { name: 'Tempe Marketplace', streetAddress: '2000 E Rio Salado Pkwy', city: 'Tempe', state: 'AZ', zipCode: '85281' },
  tenant: { username: 'bo' },
  adCreative: { name: 'Coffee Promo', fileUrl: '/api/files/c.png', thumbnailUrl: '/api/files/c.webp', dimensions: '1080x1920' },
});

const openRequests = (groups: BookingGroup[] = [mill, tempe], overrides: BookingServerOverrides = {}) =>
  openBookingList('/dashboard/booking-requests', 'Booking Requests', groups, overrides);

// react-admin keeps list parameters (filters, page) in localStorage.
afterEach(() => localStorage.clear());

describe('Booking Requests (admin)', () => {
  it('two requests of one tenant for one display: every button has a name of its own', async () => {
    const again = bookingGroup({
      id: GROUP_B,
      groupId: GROUP_B,
      status: 'pending',
      bookingDates: [{ id: 401, date: '2027-02-01', totalPrice: '25.00', paid: false }],
    });
    await openRequests([mill, again]);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2), WAIT);
    const names = screen.getAllByRole('button', { name: /^(Confirm|Reject) the booking of/ }).map((b) => b.getAttribute('aria-label'));
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(4);
    expect(names).toContain('Confirm the booking of ana for Mill Ave Screen (Summer Sale, Feb 01, 2027)');
    expect(names).toContain('Confirm the booking of ana for Mill Ave Screen (Summer Sale, Dec 01, 2026 and 2 more dates)');
  });

  it('lists the pending groups, oldest request first, as cards with every detail', async () => {
    const { api } = await openRequests();
    const mine = await card('Mill Ave Screen');
    expect(listQuery(api.callsTo(LIST)[0])).toEqual({ filter: { status: 'pending' }, sort: ['createdAt', 'ASC'] });
    expect(within(mine).getByText('1 E Washington St, Phoenix, AZ 85004')).toBeInTheDocument();
    expect(within(mine).getByText('ana')).toBeInTheDocument();
    expect(within(mine).getByText('Summer Sale (1920x1080)')).toBeInTheDocument();
    expect(within(mine).getByRole('img', { name: /Ad creative Summer Sale/ })).toHaveAttribute('src', mill.adCreative.thumbnailUrl);
    expect(within(mine).getByText('2 hours per day')).toBeInTheDocument();
    expect(within(mine).getByText('3 dates')).toBeInTheDocument();
    expect(within(mine).getByText('$75.00')).toBeInTheDocument();
    const dates = within(mine).getByRole('list', { name: 'Booking dates of Mill Ave Screen' });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dec 01, 2026', 'Dec 02, 2026', 'Dec 03, 2026']);
    expect(within(mine).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: /^Confirm the booking of ana for Mill Ave Screen \(/ })).toBeEnabled();
    expect(within(mine).getByRole('button', { name: /^Reject the booking of ana for Mill Ave Screen \(/ })).toBeEnabled();

    const other = await card('Tempe Marketplace');
    expect(within(other).getByText('1 hour per day')).toBeInTheDocument();
    expect(within(other).getByText('1 date')).toBeInTheDocument();
    expect(within(other).getByText('Jan 05, 2027')).toBeInTheDocument();
    expect(within(other).getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('2 waiting')).toBeInTheDocument();
  });

  it('Confirm sends the call, toasts "Success", and the list refreshes', async () => {
    const { user, api } = await openRequests();
    await user.click(within(await card('Mill Ave Screen')).getByRole('button', { name: /^Confirm/ }));
    const box = await toast('Booking confirmed');
    expect(within(box).getByText('Success')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/bookings/groups/${GROUP_A}/confirm`)).toHaveLength(1);
    expect(api.callsTo(`POST /api/admin/bookings/groups/${GROUP_A}/confirm`)[0].credentials).toBe('include');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mill Ave Screen' })).not.toBeInTheDocument(), WAIT);
    expect(screen.getByRole('article', { name: 'Tempe Marketplace' })).toBeInTheDocument();
    expect(api.callsTo(LIST).length).toBeGreaterThanOrEqual(2);
    // The handled card is gone: focus moves to the list.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Booking requests' })).toHaveFocus(), WAIT);
  });

  it('Reject opens a dialog (focus on the note), sends the note, toasts, and the card leaves', async () => {
    const { user, api } = await openRequests();
    await user.click(within(await card('Mill Ave Screen')).getByRole('button', { name: /^Reject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject booking request' });
    const note = within(dialog).getByRole('textbox', { name: 'Note for the tenant (optional)' });
    await waitFor(() => expect(note).toHaveFocus(), WAIT);
    await user.type(note, 'Screen under maintenance');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await toast('Booking rejected');
    expect(api.callsTo(`POST /api/admin/bookings/groups/${GROUP_A}/reject`)[0].body).toEqual({ notes: 'Screen under maintenance' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mill Ave Screen' })).not.toBeInTheDocument(), WAIT);
  });

  it('Reject without a note sends an empty body; Cancel sends nothing', async () => {
    const { user, api } = await openRequests([mill]);
    const mine = await card('Mill Ave Screen');
    await user.click(within(mine).getByRole('button', { name: /^Reject/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo(`POST /api/admin/bookings/groups/${GROUP_A}/reject`)).toHaveLength(0);

    await user.click(within(mine).getByRole('button', { name: /^Reject/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await toast('Booking rejected');
    expect(api.callsTo(`POST /api/admin/bookings/groups/${GROUP_A}/reject`)[0].body).toEqual({});
    expect(await screen.findByText('No Booking Requests', {}, WAIT)).toBeInTheDocument();
  });

  it('a refused confirmation shows an "Error" toast with the server text and keeps the card', async () => {
    const message = 'This booking group has no pending bookings to confirm';
    const { user } = await openRequests([mill], {
      [`POST /api/admin/bookings/groups/${GROUP_A}/confirm`]: { status: 409, body: { statusCode: 409, message } },
    });
    await user.click(within(await card('Mill Ave Screen')).getByRole('button', { name: /^Confirm/ }));
    const box = await toast(message, 'alert');
    expect(within(box).getByText('Error')).toBeInTheDocument();
    expect(await card('Mill Ave Screen')).toBeInTheDocument();
  });

  it('empty: "No Booking Requests"', async () => {
    await openRequests([]);
    expect(await screen.findByRole('heading', { name: 'No Booking Requests' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('There are no booking requests waiting for review.')).toBeInTheDocument();
  });

  it('a failed read shows the error with Retry', async () => {
    let fail = true;
    const { user } = await openRequests([mill], {
      [LIST]: () => (fail ? { status: 500, body: { statusCode: 500, message: 'Database is down' } } : { body: [mill] }),
    });
    expect(await screen.findByText('Failed to load booking requests', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Mill Ave Screen')).toBeInTheDocument();
  });
});
