import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmedGroup, GROUP, groupDelivery, tenantAnalytics, tenantDaily } from '../../../test/analyticsFixtures';
import { mockApi, type MockReply } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { TenantAnalyticsPage } from './TenantAnalyticsPage';

// The chart library is not the subject here (and needs a layout the test DOM lacks).
vi.mock('../../../components/charts/DailyChart', () => ({ default: () => <div data-testid="chart" /> }));

const WAIT = { timeout: 5000 };

function open(analytics: MockReply = { body: tenantAnalytics }, more: Record<string, MockReply> = {}) {
  const api = mockApi({
    'GET /api/tenant/analytics': analytics,
    'GET /api/tenant/analytics/daily': { body: tenantDaily },
    'GET /api/tenant/booking-groups': { body: [confirmedGroup(GROUP, '2026-02-20', '2026-03-08')] },
    [`GET /api/tenant/bookings/${GROUP}/delivery`]: { body: groupDelivery },
    ...more,
  });
  return { ...renderPage(<TenantAnalyticsPage />), api };
}

describe('tenant Analytics page', () => {
  it('shows the four cards, the Ad Performance list, the 30-day chart and the CSV link', async () => {
    open();
    expect(await screen.findByText('Total Ads', {}, WAIT)).toBeInTheDocument();
    const card = (label: string) => screen.getByText(label).closest('.MuiCard-root') as HTMLElement;
    expect(within(card('Total Ads')).getByText('3')).toBeInTheDocument();
    expect(within(card('Active Ads')).getByText('1')).toBeInTheDocument();
    expect(within(card('Total Impressions')).getByText('703')).toBeInTheDocument();
    expect(within(card('Total Bookings')).getByText('10')).toBeInTheDocument();

    const list = screen.getByTestId('ad-performance-list');
    expect(list).toHaveStyle({ height: '400px', overflowY: 'auto' });
    const sale = within(list).getByRole('article', { name: 'Summer Sale' });
    expect(within(sale).getByText('1920x1080')).toBeInTheDocument();
    expect(within(sale).getByText('703 views')).toBeInTheDocument();
    expect(within(sale).getByText('2 active bookings')).toBeInTheDocument();
    expect(within(sale).getByText(/^Last shown/)).toBeInTheDocument();
    expect(within(sale).getByRole('img', { name: 'Ad creative Summer Sale' })).toHaveAttribute('src', '/api/files/b.webp');
    const waiting = within(list).getByRole('article', { name: 'Waiting ad' });
    expect(within(waiting).getByText('0 views')).toBeInTheDocument();
    expect(within(waiting).queryByText(/^Last shown/)).toBeNull();

    expect(await screen.findByRole('figure', { name: 'Plays per day: 435 plays in the 30 days to 2026-03-30' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download proof of play (CSV)' })).toBeEnabled();
  });

  it('keeps a deleted creative in Ad Performance, marked as deleted', async () => {
    const [sale, waiting] = tenantAnalytics.adCreatives;
    open({ body: { ...tenantAnalytics, adCreatives: [sale, { ...waiting, adCreative: { ...waiting.adCreative, deleted: true } }] } });
    const list = await screen.findByTestId('ad-performance-list', {}, WAIT);
    expect(within(list).getByRole('article', { name: 'Waiting ad' })).toHaveTextContent('1080x1920 · Deleted');
    expect(within(list).getByRole('article', { name: 'Summer Sale' })).not.toHaveTextContent('Deleted');
  });

  it('shows booked against delivered airtime per date of a booking group', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Delivery of C Denver, Summer Sale' }, WAIT);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Feb 20, 2026');
    expect(rows[1]).toHaveTextContent('684');
    expect(rows[1]).toHaveTextContent('1 h 54 min');
    expect(within(rows[1]).getByRole('progressbar', { name: 'Delivered share Feb 20, 2026' })).toHaveAttribute('aria-valuenow', '95');
    expect(rows[3]).toHaveTextContent('Total (confirmed dates)');
    expect(rows[3]).toHaveTextContent('47.6%');
  });

  it('offers the confirmed groups, latest first date first, starting with the latest that has begun', async () => {
    const later = '5d0c2b9e-1a4e-4d8f-9a51-2f1f3a7b9c22';
    const { api, user } = open(undefined, {
      'GET /api/tenant/booking-groups': {
        body: [confirmedGroup(later, '2099-01-05', '2099-01-05', 'Future Screen'), confirmedGroup(GROUP, '2026-02-20', '2026-03-08')],
        headers: { 'Content-Range': 'booking-groups 0-1/140' },
      },
    });
    const picker = await screen.findByRole('combobox', { name: 'Booking' }, WAIT);
    expect(picker).toHaveTextContent('C Denver · Summer Sale · Feb 20, 2026 – Mar 08, 2026');
    expect(screen.getByText('The latest 100 of your 140 confirmed bookings')).toBeInTheDocument();
    const asked = new URLSearchParams(api.calls.find((c) => c.path === '/api/tenant/booking-groups')!.search);
    expect([asked.get('filter'), asked.get('sort'), asked.get('range')]).toEqual([
      '{"status":"confirmed"}',
      '["firstDate","DESC"]',
      '[0,99]',
    ]);
    await user.click(picker);
    const options = await screen.findAllByRole('option', {}, WAIT);
    expect(options.map((o) => o.textContent)).toEqual([
      'Future Screen · Summer Sale · Jan 05, 2099',
      'C Denver · Summer Sale · Feb 20, 2026 – Mar 08, 2026',
    ]);
  });

  it("the CSV download carries the chosen dates and saves the file under the server's name", async () => {
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:http://localhost/csv');
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn<(url: string) => void>() }));
    const { user, api } = open(undefined, {
      'GET /api/tenant/proof-of-play.csv': {
        body: 'played_at_local\r\n',
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="proof-of-play-2026-03-01-to-2026-03-30.csv"',
        },
      },
    });
    await user.type(await screen.findByLabelText('From', {}, WAIT), '2026-03-01');
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download proof of play (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['proof-of-play-2026-03-01-to-2026-03-30.csv']));
    expect(api.calls.find((c) => c.path === '/api/tenant/proof-of-play.csv')?.search).toBe('?from=2026-03-01');
    expect(await createObjectURL.mock.calls[0][0].text()).toBe('played_at_local\r\n');
    click.mockRestore();
  });

  it("a refused range shows the server's message and saves no file (docs/product-rules.md §17.8)", async () => {
    const { user } = open(undefined, {
      'GET /api/tenant/proof-of-play.csv': { status: 400, body: { statusCode: 400, message: 'The range may cover at most 366 days' } },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await user.type(await screen.findByLabelText('From', {}, WAIT), '2024-01-01');
    await user.click(screen.getByRole('button', { name: 'Download proof of play (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded: The range may cover at most 366 days');
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('a failed read: "Failed to load analytics data"', async () => {
    open({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    expect(await screen.findByText('Failed to load analytics data', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Total Ads')).toBeNull();
  });
});
