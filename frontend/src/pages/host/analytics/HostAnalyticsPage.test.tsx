import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayDelivery, hostAnalytics, hostDaily } from '../../../test/analyticsFixtures';
import { mockApi, type MockReply } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { HostAnalyticsPage } from './HostAnalyticsPage';

vi.mock('../../../components/charts/DailyChart', () => ({ default: () => <div data-testid="chart" /> }));

const WAIT = { timeout: 5000 };

function open(analytics: MockReply | (() => MockReply) = { body: hostAnalytics }, more: Record<string, MockReply> = {}) {
  const api = mockApi({
    ...more,
    'GET /api/host/analytics': analytics,
    'GET /api/host/analytics/daily': { body: hostDaily },
    'GET /api/host/displays/1/delivery': { body: displayDelivery },
    'GET /api/host/displays/2/delivery': { body: { ...displayDelivery, displayId: 2, displayName: 'Tempe Marketplace', days: [] } },
  });
  return { ...renderPage(<HostAnalyticsPage />), api };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('host Analytics Dashboard', () => {
  it('shows the four cards, Display Performance with progress bars, the charts and the statement link', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('$227.45', {}, WAIT)).toBeInTheDocument();
    const card = (label: string) => screen.getByText(label).closest('.MuiCard-root') as HTMLElement;
    expect(within(card('Total Revenue')).getByText('$227.45')).toBeInTheDocument();
    expect(within(card('Active Bookings')).getByText('4')).toBeInTheDocument();
    expect(within(card('Total Impressions')).getByText('12,345')).toBeInTheDocument();
    expect(within(card('Average Utilization')).getByText('2%')).toBeInTheDocument();

    const mill = screen.getByRole('article', { name: 'Mill Ave Screen' });
    expect(mill).toHaveTextContent('Revenue$36.75');
    expect(mill).toHaveTextContent('Views5');
    expect(within(mill).getByRole('progressbar', { name: 'Utilization of Mill Ave Screen' })).toHaveAttribute('aria-valuetext', '1.3%');
    expect(mill).toHaveTextContent('1.3%');
    expect(screen.getByRole('article', { name: 'Tempe Marketplace' })).toHaveTextContent('Views12,340');

    expect(await screen.findByRole('figure', { name: 'Revenue per day: $36.75 in the 30 days to 2026-03-30' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Plays per day: 435 plays in the 30 days to 2026-03-30' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download statement (CSV)' })).toBeEnabled();
  });

  it("a refused statement shows the server's message, not a file (docs/product-rules.md §17.8)", async () => {
    const month = `${new Date().getFullYear()}-${String(new Date().getMonth() + 1).padStart(2, '0')}`;
    const { user } = open(undefined, {
      [`GET /api/host/statements/${month}.csv`]: { status: 503, body: { statusCode: 503, message: 'Service temporarily unavailable' } },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await user.click(await screen.findByRole('button', { name: 'Download statement (CSV)' }, WAIT));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded: Service temporarily unavailable');
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('shows Delivery per Display with the API figures per date, and says when a display is not in the average', async () => {
    const { user } = open({
      body: {
        ...hostAnalytics,
        displayMetrics: [
          ...hostAnalytics.displayMetrics,
          { ...hostAnalytics.displayMetrics[0], displayId: 3, displayName: 'New Screen', approved: false },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Delivery of Mill Ave Screen' }, WAIT);
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    // Only the dates with bookings or plays, then the API's total.
    expect(rows).toEqual([
      'DateBookedPlaysVerified playsDeliveredShare of booked airtime',
      expect.stringMatching(/^Mar 09, 20263 hours1,0001,0002 h 46 min.*92\.6%$/),
      expect.stringMatching(/^Mar 11, 20262 hours000 s0(\.0)?%$/),
      expect.stringMatching(/^Total5 hours1,0001,0002 h 46 min.*55\.6%$/),
    ]);
    expect(screen.getByRole('article', { name: 'New Screen' })).toHaveTextContent('Not approved: left out of the average');
    expect(screen.getByRole('article', { name: 'Mill Ave Screen' })).not.toHaveTextContent('Not approved');

    await user.click(screen.getByRole('combobox', { name: 'Display' }));
    await user.click(screen.getByRole('option', { name: 'Tempe Marketplace' }));
    expect(
      await screen.findByText('No confirmed bookings or plays on Tempe Marketplace from Mar 08, 2026 – Mar 12, 2026.', {}, WAIT),
    ).toBeInTheDocument();
  });

  it('retries 3 times, then shows the failure texts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { api } = open({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await screen.findByText('Failed to Load Analytics', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('There was an error loading your analytics data. Please try again later.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/host/analytics')).toHaveLength(4);
  });

  it('refreshes every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    let calls = 0;
    open(() => {
      calls += 1;
      return { body: { ...hostAnalytics, activeBookings: calls } };
    });
    expect(await screen.findByText('$227.45', {}, WAIT)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(30_500);
    await vi.waitFor(() => expect(calls).toBe(2), WAIT);
  });
});
