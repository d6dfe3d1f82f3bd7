import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpcomingBooking } from '../../api/bookings';
import { upcomingBooking } from '../../test/bookingFixtures';
import { type ApiCall, mockApi, signedInAs, type MockReply } from '../../test/mockApi';
import { renderPage } from '../../test/renderPage';
import { UpcomingBookings } from './UpcomingBookings';

const UPCOMING = 'GET /api/host/displays/upcoming-bookings';
const WAIT = { timeout: 5000 };

function openPage(reply: MockReply | ((call: ApiCall) => MockReply)) {
  const api = mockApi({ 'GET /api/user': signedInAs('host', 'hal'), [UPCOMING]: reply });
  const app = renderPage(<UpcomingBookings />);
  return { ...app, api };
}

const ok = (items: UpcomingBooking[]): MockReply => ({ body: items });

afterEach(() => {
  vi.useRealTimers();
});

describe('Upcoming Bookings (host)', () => {
  it('shows a card per booking: display, location, tenant, creative, date, hours and a 16:9 preview', async () => {
    openPage(
      ok([
        upcomingBooking({ id: 1, bookingDate: '2026-12-01', hoursBooked: 1 }),
        upcomingBooking({ id: 2, bookingDate: '2026-12-02', hoursBooked: 3, displayName: 'Tempe Marketplace', paid: false }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming Bookings' }, { timeout: 10000 })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article', {}, WAIT);
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    expect(within(first).getByRole('heading', { name: 'Mill Ave Screen' })).toBeInTheDocument();
    expect(within(first).getByText('1 E Washington St, Phoenix')).toBeInTheDocument();
    expect(within(first).getByText('ana')).toBeInTheDocument();
    expect(within(first).getByText('Summer Sale')).toBeInTheDocument();
    expect(within(first).getByText('Dec 01, 2026')).toHaveAttribute('datetime', '2026-12-01');
    expect(within(first).getByText('1 hour')).toBeInTheDocument();
    const img = within(first).getByRole('img', { name: 'Ad creative Summer Sale' });
    expect(img).toHaveAttribute('src', `/api/files/${'b'.repeat(64)}.webp`);
    expect(img).toHaveStyle({ objectFit: 'cover' });
    expect(within(second).getByRole('heading', { name: 'Tempe Marketplace' })).toBeInTheDocument();
    expect(within(second).getByText('Dec 02, 2026')).toBeInTheDocument();
    expect(within(second).getByText('3 hours')).toBeInTheDocument();
    // Paid or not, on each card (only paid bookings play, docs/product-rules.md §13.6).
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).queryByText(/Plays once/)).toBeNull();
    expect(within(second).getByText('Unpaid')).toBeInTheDocument();
    expect(within(second).getByText('Plays once ScreenSpace marks it paid.')).toBeInTheDocument();
  });

  it('a creative that cannot be loaded shows a placeholder icon', async () => {
    openPage(ok([upcomingBooking()]));
    const img = await screen.findByRole('img', { name: 'Ad creative Summer Sale' }, { timeout: 10000 });
    fireEvent.error(img);
    expect(await screen.findByTestId('creative-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ad creative Summer Sale (image unavailable)' })).toBeInTheDocument();
  });

  it('empty: "No Upcoming Bookings"', async () => {
    openPage(ok([]));
    expect(await screen.findByRole('heading', { name: 'No Upcoming Bookings' }, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('There are currently no confirmed bookings scheduled for your displays.')).toBeInTheDocument();
  });

  it('a failed read: "Error Loading Bookings" with the message, then Retry', async () => {
    let fail = true;
    const { user } = openPage(() =>
      fail ? { status: 500, body: { statusCode: 500, message: 'Database is down' } } : ok([upcomingBooking()]),
    );
    expect(await screen.findByText('Error Loading Bookings', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('500: Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Mill Ave Screen' }, WAIT)).toBeInTheDocument();
  });

  it('a network failure with no text falls back to "Failed to load upcoming bookings"', async () => {
    openPage(() => {
      throw Object.assign(new Error(''), { name: '' });
    });
    expect(await screen.findByText('Error Loading Bookings', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to load upcoming bookings')).toBeInTheDocument();
  });

  it('pages on the server, 24 cards a page, with the range asked and the total shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    let total = 30;
    const all = Array.from({ length: 30 }, (_, i) => upcomingBooking({ id: i + 1, displayName: `Screen ${i + 1}` }));
    const { api, user } = openPage((call) => {
      const [start, end] = JSON.parse(new URLSearchParams(call.search).get('range') ?? 'null') as [number, number];
      const items = all.slice(0, total).slice(start, end + 1);
      return { body: items, headers: { 'Content-Range': `upcoming-bookings ${start}-${start + items.length - 1}/${total}` } };
    });
    expect(await screen.findAllByRole('article', {}, { timeout: 10000 })).toHaveLength(24);
    const pages = screen.getByRole('navigation', { name: 'Pages of upcoming bookings' });
    expect(within(pages).getByText('1–24 of 30')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('article', { name: 'Screen 25' }, WAIT)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(within(pages).getByText('25–30 of 30')).toBeInTheDocument();
    const ranges = api.calls
      .filter((c) => c.path === '/api/host/displays/upcoming-bookings')
      .map((c) => new URLSearchParams(c.search).get('range'));
    expect(ranges).toEqual(['[0,23]', '[24,47]']);

    // Bookings pass: at the next refresh 20 are left, page 2 no longer exists and the page shows the first.
    total = 20;
    await vi.advanceTimersByTimeAsync(30_500);
    expect(await screen.findByRole('article', { name: 'Screen 1' }, WAIT)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const later = api.calls
      .filter((c) => c.path === '/api/host/displays/upcoming-bookings')
      .map((c) => new URLSearchParams(c.search).get('range'));
    expect(later.slice(2)).toEqual(['[24,47]', '[0,23]']); // the refresh of page 2, then the last page there is
    expect(screen.queryByRole('navigation', { name: 'Pages of upcoming bookings' })).toBeNull();
  });

  it('refetches every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    let calls = 0;
    openPage(() => {
      calls += 1;
      return ok(calls === 1 ? [] : [upcomingBooking()]);
    });
    expect(await screen.findByText('No Upcoming Bookings', {}, { timeout: 10000 })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(calls).toBe(2), WAIT);
    expect(await screen.findByRole('article', { name: 'Mill Ave Screen' }, WAIT)).toBeInTheDocument();
  });
});
