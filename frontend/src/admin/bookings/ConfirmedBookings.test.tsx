import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingGroup } from '../../api/bookings';
import { bookingGroup } from '../../test/bookingFixtures';
import { card, openBookingList, toast, WAIT, type BookingServerOverrides } from '../../test/bookingListPage';
import { listQuery } from '../../test/bookingServer';

const LIST = 'GET /api/admin/booking-groups';
const GROUP_A = '11111111-1111-4111-8111-111111111111';
const GROUP_B = '22222222-2222-4222-8222-222222222222';
const paidCall = `POST /api/admin/bookings/groups/${GROUP_A}/paid`;

const mill = bookingGroup({ id: GROUP_A, groupId: GROUP_A });
const tempe = bookingGroup({
  id: GROUP_B,
  groupId: GROUP_B,
  paid: true,
  paidAt: '2026-11-21T10:00:00.000Z',
  bookingDates: [{ id: 301, date: '2027-01-05', totalPrice: '12.50', paid: true }],
  hoursBooked: 1,
  totalPrice: '12.50',
  display: { name: 'Tempe Marketplace', streetAddress: '2000 E Rio Salado Pkwy', city: 'Tempe', state: 'AZ', zipCode: '85281' },
});

const openConfirmed = (groups: BookingGroup[] = [mill, tempe], overrides: BookingServerOverrides = {}) =>
  openBookingList('/dashboard/confirmed-bookings', 'Confirmed Bookings', groups, overrides);

// react-admin keeps list parameters (filters, page) in localStorage.
afterEach(() => localStorage.clear());

describe('Confirmed Bookings (admin)', () => {
  it('lists the confirmed groups, soonest first, with details, payment badge and actions', async () => {
    const { api } = await openConfirmed();
    const mine = await card('Mill Ave Screen');
    expect(listQuery(api.callsTo(LIST)[0])).toEqual({ filter: { status: 'confirmed' }, sort: ['firstDate', 'ASC'] });
    expect(within(mine).getByText('ana')).toBeInTheDocument();
    expect(within(mine).getByText('Summer Sale (1920x1080)')).toBeInTheDocument();
    expect(within(mine).getByText('2 hours per day')).toBeInTheDocument();
    expect(within(mine).getByText('$75.00')).toBeInTheDocument();
    expect(within(mine).getByText('Dec 01, 2026')).toBeInTheDocument();
    expect(within(mine).getByText('Unpaid')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: /^Mark as Paid: ana for Mill Ave Screen \(/ })).toBeEnabled();
    expect(within(mine).getByRole('button', { name: /^Delete booking on Dec 02, 2026 of ana for Mill Ave Screen \(/ })).toBeEnabled();
    expect(within(mine).getByRole('button', { name: /^Delete all bookings of ana for Mill Ave Screen \(/ })).toBeEnabled();

    const paid = await card('Tempe Marketplace');
    // Read as "Payment status: Paid" by screen readers.
    expect(within(paid).getByText('Paid').parentElement).toHaveTextContent('Payment status: Paid');
    expect(within(paid).getByRole('button', { name: /^Mark as Unpaid: / })).toBeEnabled();
    expect(screen.getByText('2 booking groups')).toBeInTheDocument();
  });

  it('Mark as Paid / Mark as Unpaid call the server, toast, and switch the badge', async () => {
    const { user, api } = await openConfirmed([mill]);
    const mine = await card('Mill Ave Screen');
    await user.click(within(mine).getByRole('button', { name: /^Mark as Paid: ana for Mill Ave Screen \(/ }));
    let box = await toast('The booking has been marked as paid.');
    expect(within(box).getByText('Marked as Paid')).toBeInTheDocument();
    expect(api.callsTo(paidCall)[0]).toMatchObject({ body: { paid: true }, credentials: 'include' });
    expect(await within(mine).findByText('Paid', {}, WAIT)).toBeInTheDocument();
    expect(within(mine).queryByText('Unpaid')).not.toBeInTheDocument();
    // Focus stays on the toggle (it was disabled while the call ran).
    await waitFor(
      () => expect(within(mine).getByRole('button', { name: /^Mark as Unpaid: ana for Mill Ave Screen \(/ })).toHaveFocus(),
      WAIT,
    );

    await user.click(within(mine).getByRole('button', { name: /^Mark as Unpaid: ana for Mill Ave Screen \(/ }));
    box = await toast('The booking has been marked as unpaid.');
    expect(within(box).getByText('Marked as Unpaid')).toBeInTheDocument();
    expect(api.callsTo(paidCall)[1].body).toEqual({ paid: false });
    expect(await within(mine).findByText('Unpaid', {}, WAIT)).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: /^Mark as Paid: ana for Mill Ave Screen \(/ })).toBeInTheDocument();
  });

  it('a refused paid toggle shows the server text in an "Error" toast', async () => {
    const message = 'This booking group has no confirmed bookings';
    const { user } = await openConfirmed([mill], { [paidCall]: { status: 409, body: { statusCode: 409, message } } });
    await user.click(within(await card('Mill Ave Screen')).getByRole('button', { name: /^Mark as Paid: ana for Mill Ave Screen \(/ }));
    const box = await toast(message, 'alert');
    expect(within(box).getByText('Error')).toBeInTheDocument();
    expect(within(await card('Mill Ave Screen')).getByText('Unpaid')).toBeInTheDocument();
  });

  it('deletes one booking after confirmation (Cancel first keeps it)', async () => {
    const { user, api } = await openConfirmed([mill]);
    const mine = await card('Mill Ave Screen');
    await user.click(within(mine).getByRole('button', { name: /^Delete booking on Dec 02, 2026 of ana for Mill Ave Screen \(/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete booking?' });
    expect(dialog).toHaveTextContent("Delete ana's booking of Mill Ave Screen on Dec 02, 2026?");
    expect(within(dialog).getByRole('list', { name: 'Dates to cancel' })).toHaveTextContent('Dec 02, 2026 · $25.00 · Not paid');
    expect(dialog).toHaveTextContent('This date is not paid.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(), WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo('DELETE /api/admin/bookings/102')).toHaveLength(0);

    await user.click(within(mine).getByRole('button', { name: /^Delete booking on Dec 02, 2026 of ana for Mill Ave Screen \(/ }));
    dialog = await screen.findByRole('dialog', { name: 'Delete booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const box = await toast('Booking deleted successfully');
    expect(within(box).getByText('Success')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/bookings/102')).toHaveLength(1);
    await waitFor(() => expect(within(mine).queryByText('Dec 02, 2026')).not.toBeInTheDocument(), WAIT);
    expect(within(mine).getByText('Dec 01, 2026')).toBeInTheDocument();
  });

  it('deletes all bookings of a group after confirmation; the empty state follows', async () => {
    const { user, api } = await openConfirmed([mill]);
    await user.click(within(await card('Mill Ave Screen')).getByRole('button', { name: /^Delete all bookings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all bookings?' });
    expect(dialog).toHaveTextContent("Delete all 3 dates of ana's booking of Mill Ave Screen?");
    await user.click(within(dialog).getByRole('button', { name: 'Delete All' }));
    await toast('All bookings deleted successfully');
    expect(api.callsTo(`DELETE /api/admin/bookings/groups/${GROUP_A}`)).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'No Confirmed Bookings' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('There are currently no confirmed bookings in the system.')).toBeInTheDocument();
  });

  it('the delete dialog says which dates were paid and for how much', async () => {
    const dates = [
      { id: 101, date: '2026-12-01', totalPrice: '25.00', paid: true },
      { id: 102, date: '2026-12-02', totalPrice: '25.00', paid: true },
      { id: 103, date: '2026-12-03', totalPrice: '25.00', paid: false },
    ];
    const { user } = await openConfirmed([{ ...mill, bookingDates: dates }]);
    await user.click(within(await card('Mill Ave Screen')).getByRole('button', { name: /^Delete all bookings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all bookings?' });
    const items = within(within(dialog).getByRole('list', { name: 'Dates to cancel' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Dec 01, 2026 · $25.00 · Paid',
      'Dec 02, 2026 · $25.00 · Paid',
      'Dec 03, 2026 · $25.00 · Not paid',
    ]);
    expect(dialog).toHaveTextContent('2 of these dates were paid: $50.00. Cancelling does not refund it; settle it with the tenant.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await card('Mill Ave Screen')).getByRole('button', { name: /^Delete booking on Dec 01, 2026 of ana for Mill Ave Screen \(/ }),
    );
    expect(await screen.findByRole('dialog', { name: 'Delete booking?' })).toHaveTextContent(
      'This date was paid: $25.00. Cancelling does not refund it',
    );
  });

  it('a failed delete all says "Failed to delete all bookings"', async () => {
    const { user } = await openConfirmed([mill], {
      [`DELETE /api/admin/bookings/groups/${GROUP_A}`]: { status: 500, body: { statusCode: 500, message: 'boom' } },
    });
    await user.click(within(await card('Mill Ave Screen')).getByRole('button', { name: /^Delete all bookings/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete All' }));
    const box = await toast('Failed to delete all bookings', 'alert');
    expect(within(box).getByText('Error')).toBeInTheDocument();
    expect(await card('Mill Ave Screen')).toBeInTheDocument();
  });

  it('a failed delete of one booking shows the server text', async () => {
    const message = 'Only pending or confirmed bookings can be deleted; this one is cancelled';
    const { user } = await openConfirmed([mill], { 'DELETE /api/admin/bookings/101': { status: 409, body: { statusCode: 409, message } } });
    await user.click(
      within(await card('Mill Ave Screen')).getByRole('button', { name: /^Delete booking on Dec 01, 2026 of ana for Mill Ave Screen \(/ }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await toast(message, 'alert')).toBeInTheDocument();
  });

  it('the payment filter narrows the list (filter paid: true / false)', async () => {
    const { user, api } = await openConfirmed();
    await card('Mill Ave Screen');
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mill Ave Screen' })).not.toBeInTheDocument(), WAIT);
    expect(screen.getByRole('article', { name: 'Tempe Marketplace' })).toBeInTheDocument();
    expect(listQuery(api.callsTo(LIST).at(-1)!).filter).toEqual({ status: 'confirmed', paid: true });
    await user.click(screen.getByRole('button', { name: 'Unpaid' }));
    expect(await card('Mill Ave Screen')).toBeInTheDocument();
    expect(listQuery(api.callsTo(LIST).at(-1)!).filter).toEqual({ status: 'confirmed', paid: false });
  });

  it('empty: "No Confirmed Bookings"', async () => {
    await openConfirmed([]);
    expect(await screen.findByRole('heading', { name: 'No Confirmed Bookings' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('There are currently no confirmed bookings in the system.')).toBeInTheDocument();
  });

  it('a failed read shows the error with Retry', async () => {
    await openConfirmed([mill], { [LIST]: { status: 503, body: { statusCode: 503, message: 'Try again soon' } } });
    expect(await screen.findByText('Failed to load confirmed bookings', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Try again soon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
