import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { day, openBookingPage } from '../../../test/bookingPage';

describe('the booking calendar (docs/product-rules.md §12, §15; docs/product-rules.md §3)', () => {
  it("disables past dates (the display's today) and full dates, and shows the hours free per date", async () => {
    const { api } = await openBookingPage({ today: '2026-12-10', sold: { '2026-12-12': 8, '2026-12-15': 6 } });
    expect(await day('December 9, 2026')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'December 9, 2026, past date' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Today, December 10, 2026, 8h, 8 hours free' })).toBeEnabled();
    const full = screen.getByRole('button', { name: 'December 12, 2026, Full, fully booked' });
    expect(full).toBeDisabled();
    expect(full.querySelector('.day-free')).toHaveAttribute('data-free', 'Full');
    const twoLeft = screen.getByRole('button', { name: 'December 15, 2026, 2h, 2 hours free' });
    expect(twoLeft).toBeEnabled();
    expect(twoLeft).toHaveTextContent('15');
    // The small print under the number (drawn by CSS) is also in the name: "2h".
    expect(twoLeft.querySelector('.day-free')).toHaveAttribute('data-free', '2h');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    // The month shown is read: first to last day (≤ 92 days per call).
    const reads = api.callsTo('GET /api/tenant/displays/42/availability').map((c) => c.search);
    expect(reads).toContain('?from=2026-12-01&to=2026-12-31');
  });

  it('more hours per day disable the dates without them, and unselect those chosen (saying so)', async () => {
    const { user } = await openBookingPage({ sold: { '2026-12-15': 6 } });
    await user.click(await day('December 15, 2026'));
    await user.click(await day('December 16, 2026'));
    const chosen = screen.getByRole('button', { name: 'December 15, 2026, 2h, 2 hours free, selected' });
    expect(chosen.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: '2 hours' }));
    expect(screen.getByRole('button', { name: /^December 15, 2026, 2h, 2 hours free, selected/ })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: '3 hours' }));
    expect(screen.getByRole('button', { name: '3 hours' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'December 15, 2026, 2h, 2 hours free' })).toBeDisabled();
    const notice = screen.getByText('Some dates were unselected').closest('[role="status"]');
    expect(notice).toHaveTextContent('These dates no longer have 3 hours free and were unselected:');
    expect(notice).toHaveTextContent('Dec 15, 2026: 2 hours left');
    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dec 16, 2026']);
  });

  it('is keyboard usable: the arrows move between days, Enter selects', async () => {
    const { user } = await openBookingPage({ sold: { '2026-12-12': 8 } });
    (await day('December 10, 2026')).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'December 11, 2026, 8h, 8 hours free' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The full 12th is skipped.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('button', { name: 'December 13, 2026, 8h, 8 hours free, selected' })).toHaveFocus();
    const summary = screen.getByRole('region', { name: 'Booking Summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dec 11, 2026', 'Dec 13, 2026']);
  });

  it('polls every 30 s; a selected date that filled up meanwhile is unselected, with a note', async () => {
    const { user, state, queryClient } = await openBookingPage();
    await user.click(await day('December 20, 2026'));
    const query = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['/api/tenant/displays/42/availability'] })
      .find((q) => q.getObserversCount() > 0)!;
    expect(query.observers[0].options.refetchInterval).toBe(30_000);
    state.sold = { '2026-12-20': 8 };
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/tenant/displays/42/availability'] }));
    expect(await screen.findByText('Some dates were unselected')).toBeInTheDocument();
    expect(screen.getByText('Dec 20, 2026: 0 hours left')).toBeInTheDocument();
    // Still focused (it was clicked), so aria-disabled rather than disabled: a click does nothing.
    const full = screen.getByRole('button', { name: 'December 20, 2026, Full, fully booked' });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('No dates selected yet.')).toBeInTheDocument();
    await user.click(full);
    expect(screen.getByText('No dates selected yet.')).toBeInTheDocument();
  });

  it('reads the availability again when the month changes; no month before today', async () => {
    const { user, api } = await openBookingPage();
    await day('December 20, 2026');
    expect(screen.getByRole('button', { name: 'Go to the Previous Month' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Go to the Next Month' }));
    expect(await day('January 5, 2027')).toBeEnabled();
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/tenant/displays/42/availability').map((c) => c.search)).toContain('?from=2027-01-01&to=2027-01-31');
  });

  it('a failed availability read shows the error with Retry', async () => {
    let fail = true;
    const { user } = await openBookingPage({
      routes: {
        'GET /api/tenant/displays/42/availability': (call) => {
          if (fail) return { status: 500, body: { statusCode: 500, message: 'Database is down' } };
          const from = new URLSearchParams(call.search).get('from')!;
          return {
            body: {
              displayId: 42,
              timeZone: 'America/Phoenix',
              today: from,
              capacityHours: 8,
              days: [{ date: from, soldHours: 0, freeHours: 8 }],
            },
          };
        },
      },
    });
    expect(await screen.findByText('500: Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('500: Database is down')).not.toBeInTheDocument());
  });
});
