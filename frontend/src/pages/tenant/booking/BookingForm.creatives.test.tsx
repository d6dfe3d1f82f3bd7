import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { day, openBookingPage, PENDING, SUMMER } from '../../../test/bookingPage';
import { creative } from '../../../test/creativeFixtures';

const confirm = () => screen.getByRole('button', { name: 'Confirm Booking' });

describe('the ad creative choice and "Confirm Booking" (docs/product-rules.md §15)', () => {
  it('lists every creative, labels the approved ones and only lets those be chosen', async () => {
    const rejected = creative({ id: 5, name: 'Old Promo', status: 'rejected', approved: false });
    const { user } = await openBookingPage({ creatives: [SUMMER, PENDING, rejected] });
    await user.click(await screen.findByRole('combobox', { name: 'Ad Creative' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Summer Sale (1920x1080)Approved',
      'Winter Teaser (1920x1080)(Pending Approval)',
      'Old Promo (1920x1080)(Rejected)',
    ]);
    expect(options[0]).not.toHaveAttribute('aria-disabled');
    expect(options[1]).toHaveAttribute('aria-disabled', 'true');
    expect(options[2]).toHaveAttribute('aria-disabled', 'true');
    await user.click(options[0]);
    expect(screen.getByRole('combobox', { name: 'Ad Creative' })).toHaveTextContent('Summer Sale');
  });

  it('offers every creative of a tenant with more than a page of them, the oldest approved one included', async () => {
    // 150 creatives, newest first: the server answers at most 100 a request (docs/architecture.md, "Lists page").
    const all = Array.from({ length: 150 }, (_, i) =>
      creative({ id: 150 - i, name: `Ad ${150 - i}`, status: i === 149 ? 'approved' : 'pending', approved: i === 149 }),
    );
    const pages: string[] = [];
    const { user } = await openBookingPage({
      routes: {
        'GET /api/tenant/ad-creatives': (call) => {
          const range = new URLSearchParams(call.search).get('range')!;
          pages.push(range);
          const [start, end] = JSON.parse(range) as [number, number];
          const items = all.slice(start, Math.min(end, start + 99) + 1);
          return { body: items, headers: { 'Content-Range': `ad-creatives ${start}-${start + items.length - 1}/${all.length}` } };
        },
      },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Ad Creative' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(150);
    expect(pages).toEqual(['[0,99]', '[100,199]']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^Ad 1 / }));
    expect(screen.getByRole('combobox', { name: 'Ad Creative' })).toHaveTextContent('Ad 1');
  });

  it('without an approved creative: the warning and "Go to Ad Creatives" instead of the submit button', async () => {
    await openBookingPage({ creatives: [PENDING] });
    expect(await screen.findByText('You need at least one approved ad creative to book this display…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Ad Creatives' })).toHaveAttribute('href', '/dashboard/ad-creatives');
    expect(screen.queryByRole('button', { name: 'Confirm Booking' })).not.toBeInTheDocument();
  });

  it('a tenant with no creative at all sees the same warning', async () => {
    await openBookingPage({ creatives: [] });
    expect(await screen.findByText('You need at least one approved ad creative to book this display…')).toBeInTheDocument();
    expect(screen.getByText('You have no ad creatives yet.')).toBeInTheDocument();
  });

  it('is disabled with no dates or no creative, enabled with both', async () => {
    const { user } = await openBookingPage();
    await screen.findByRole('combobox', { name: 'Ad Creative' });
    expect(confirm()).toBeDisabled();
    expect(screen.getByText('Select at least one date to confirm.')).toBeInTheDocument();
    await user.click(await day('December 20, 2026'));
    expect(confirm()).toBeDisabled();
    expect(screen.getByText('Choose an approved ad creative to confirm.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Ad Creative' }));
    await user.click(screen.getByRole('option', { name: /^Summer Sale/ }));
    expect(confirm()).toBeEnabled();
    await user.click(await day('December 20, 2026'));
    expect(confirm()).toBeDisabled();
  });

  it('a form sent anyway says what is missing', async () => {
    const { user, api } = await openBookingPage();
    await screen.findByRole('combobox', { name: 'Ad Creative' });
    const form = confirm().closest('form')!;
    fireEvent.submit(form);
    expect((await screen.findByText('Please select at least one date')).closest('[role="alert"]')).toHaveTextContent(/^Error/);
    await user.click(await day('December 20, 2026'));
    fireEvent.submit(form);
    expect(await screen.findByText('Please select an ad creative')).toBeInTheDocument();
    expect(api.callsTo('POST /api/tenant/bookings/bulk')).toHaveLength(0);
  });

  it('a failed creatives read shows the error with Retry', async () => {
    await openBookingPage({
      routes: { 'GET /api/tenant/ad-creatives': { status: 500, body: { statusCode: 500, message: 'Database is down' } } },
    });
    expect(await screen.findByText('500: Database is down')).toBeInTheDocument();
    expect(screen.getByText('Ad creatives unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
