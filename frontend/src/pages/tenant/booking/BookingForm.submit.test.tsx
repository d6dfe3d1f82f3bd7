import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingResult } from '../../../api/bookings';
import { day, openBookingPage } from '../../../test/bookingPage';
import { deferred } from '../../../test/creativeFixtures';
import type { ApiCall, MockReply } from '../../../test/mockApi';

const DATES = ['2026-12-18', '2026-12-16', '2026-12-17'];

function created(call: ApiCall): MockReply {
  const items = (call.body as { bookings: { bookingDate: string; hoursBooked: number }[] }).bookings;
  const result: BookingResult = {
    groupId: '3f1c2a9e-8b7d-4c6e-9f01-23456789abcd',
    totalPrice: (12.5 * items[0].hoursBooked * items.length).toFixed(2),
    estimatedImpressions: 0,
    cpm: null,
    bookings: items.map((item, index) => ({
      id: 100 + index,
      groupId: '3f1c2a9e-8b7d-4c6e-9f01-23456789abcd',
      status: 'pending',
      bookingDate: item.bookingDate,
      hoursBooked: item.hoursBooked,
      pricePerHour: '12.50',
      totalPrice: (12.5 * item.hoursBooked).toFixed(2),
      notes: null,
      paid: false,
      createdAt: '2026-12-10T17:00:00.000Z',
      display: { id: 42, name: 'Cafe Window', city: 'Phoenix' },
      adCreative: { id: 3, name: 'Summer Sale', thumbnailUrl: '/api/files/x.webp' },
    })),
  };
  return { status: 201, body: result };
}

/** Picks the dates (in this order), the hours and the creative. */
async function fillForm(user: Awaited<ReturnType<typeof openBookingPage>>['user'], { dates = DATES, hours = '3 hours' } = {}) {
  for (const date of dates) {
    const [, , d] = date.split('-');
    await user.click(await day(`December ${Number(d)}, 2026`));
  }
  await user.click(screen.getByRole('button', { name: hours }));
  await user.click(screen.getByRole('combobox', { name: 'Ad Creative' }));
  await user.click(screen.getByRole('option', { name: /^Summer Sale/ }));
}

const confirm = () => screen.getByRole('button', { name: 'Confirm Booking' });

describe('sending a booking (docs/product-rules.md §12, §16, §17, §18)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the summary: sorted dates (MMM dd, yyyy), hours, price per hour, days and the total', async () => {
    const { user } = await openBookingPage();
    await fillForm(user);
    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dec 16, 2026', 'Dec 17, 2026', 'Dec 18, 2026']);
    expect(within(summary).getByText('Hours per day').nextSibling).toHaveTextContent('3 hours');
    expect(within(summary).getByText('Price per hour').nextSibling).toHaveTextContent('$12.50');
    expect(within(summary).getByText('Number of days').nextSibling).toHaveTextContent('3');
    const total = within(summary).getByText('$112.50');
    expect(total.closest('[aria-live="polite"]')).toHaveTextContent('Total$112.50');
  });

  it('sends one item per date with displayId, adCreativeId, bookingDate and hoursBooked, nothing else', async () => {
    const { user, api } = await openBookingPage({ routes: { 'POST /api/tenant/bookings/bulk': created } });
    await fillForm(user);
    await user.click(confirm());
    await screen.findByRole('heading', { name: 'Booking Submitted!' });
    const [call] = api.callsTo('POST /api/tenant/bookings/bulk');
    expect(call.contentType).toMatch(/^application\/json/);
    expect(call.credentials).toBe('include');
    expect(call.body).toStrictEqual({
      bookings: [
        { displayId: 42, adCreativeId: 3, bookingDate: '2026-12-16', hoursBooked: 3 },
        { displayId: 42, adCreativeId: 3, bookingDate: '2026-12-17', hoursBooked: 3 },
        { displayId: 42, adCreativeId: 3, bookingDate: '2026-12-18', hoursBooked: 3 },
      ],
    });
  });

  it('disables the button while the request is pending', async () => {
    const release = deferred();
    const { user } = await openBookingPage({
      routes: {
        'POST /api/tenant/bookings/bulk': async (call) => {
          await release.promise;
          return created(call);
        },
      },
    });
    await fillForm(user);
    await user.click(confirm());
    await waitFor(() => expect(confirm()).toBeDisabled());
    expect(confirm().closest('form')).toHaveAttribute('aria-busy', 'true');
    release.resolve();
    expect(await screen.findByRole('heading', { name: 'Booking Submitted!' })).toBeInTheDocument();
  });

  it('success: toast (3 s), "Booking Submitted!" with focus, the bookings refreshed, Browse Displays after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api, queryClient, location } = await openBookingPage({
      viaBrowse: true,
      routes: { 'POST /api/tenant/bookings/bulk': created },
    });
    queryClient.setQueryData(['/api/tenant/bookings'], []);
    await fillForm(user, { hours: '2 hours' });
    await user.click(confirm());
    const heading = await screen.findByRole('heading', { name: 'Booking Submitted!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Cafe Window: 3 dates × 2 hours, total $75.00.')).toBeInTheDocument();
    const toast = screen
      .getAllByText('Your booking request has been submitted and is pending approval.')
      .map((el) => el.closest('[role="status"]'))
      .find(Boolean);
    expect(toast).toHaveTextContent(/^Success/);
    expect(queryClient.getQueryState(['/api/tenant/bookings'])?.isInvalidated).toBe(true);

    // Browse Displays' chunk is loaded (the tenant came from there), so the redirect shows at once.
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(location()).toBe('/dashboard/browse-displays/42');
    expect(heading).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() => expect(location()).toBe('/dashboard/browse-displays'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Available Displays' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/tenant/bookings/bulk')).toHaveLength(1);
    // The toast outlives the page by a second (3 s, not the default 5 s).
    expect(toast).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1300));
    await waitFor(() =>
      expect(screen.queryByText('Your booking request has been submitted and is pending approval.')).not.toBeInTheDocument(),
    );
  });

  it('409: the server text in the "Error" toast; the full dates are named with what is left, unselected, and the availability read again', async () => {
    const message = 'Not enough hours left: 2026-12-16 has 1 hour left';
    const page = await openBookingPage({
      routes: {
        'POST /api/tenant/bookings/bulk': {
          status: 409,
          body: { statusCode: 409, message, details: [{ date: '2026-12-16', freeHours: 1 }] },
        },
      },
    });
    const { user, api, state } = page;
    await fillForm(user, { hours: '2 hours' });
    const readsBefore = api.callsTo('GET /api/tenant/displays/42/availability').length;
    state.sold = { '2026-12-16': 7 };
    await user.click(confirm());

    // The toast writes the date like every other date shown (MMM dd, yyyy).
    const toast = (await screen.findByText('Not enough hours left: Dec 16, 2026 has 1 hour left')).closest('[role="alert"]');
    expect(toast).toHaveTextContent(/^Error/);
    const inline = screen.getByText('Not enough hours left').closest('[role="alert"]');
    expect(inline).toHaveTextContent('Dec 16, 2026: 1 hour left');
    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dec 17, 2026', 'Dec 18, 2026']);
    expect(within(summary).getByText('$50.00')).toBeInTheDocument();
    expect(api.callsTo('GET /api/tenant/displays/42/availability').length).toBeGreaterThan(readsBefore);
    expect(await day('December 16, 2026')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'December 16, 2026, 1h, 1 hour free' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Booking Submitted!' })).not.toBeInTheDocument();
  });

  it('sends an Idempotency-Key, the same one when the same submit is retried after a server error', async () => {
    const failure = { status: 500, body: { statusCode: 500, message: 'Internal server error' } };
    const { user, api } = await openBookingPage({ routes: { 'POST /api/tenant/bookings/bulk': failure } });
    await fillForm(user);
    await user.click(confirm());
    await waitFor(() => expect(api.callsTo('POST /api/tenant/bookings/bulk')).toHaveLength(1));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    await waitFor(() => expect(api.callsTo('POST /api/tenant/bookings/bulk')).toHaveLength(2));
    const [first, retry] = api.callsTo('POST /api/tenant/bookings/bulk').map((c) => c.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });

  it('other refusals: the server text in the "Error" toast, the form kept', async () => {
    const { user } = await openBookingPage({
      routes: {
        'POST /api/tenant/bookings/bulk': {
          status: 400,
          body: { statusCode: 400, message: 'Ad creative must be approved before booking' },
        },
      },
    });
    await fillForm(user);
    await user.click(confirm());
    expect((await screen.findByText('Ad creative must be approved before booking')).closest('[role="alert"]')).toHaveTextContent(/^Error/);
    expect(within(screen.getByRole('region', { name: 'Booking Summary' })).getAllByRole('listitem')).toHaveLength(3);
    expect(confirm()).toBeEnabled();
  });
});
