import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CampaignQuote, CampaignRequest } from '../../../../api/campaigns';
import { creative } from '../../../../test/creativeFixtures';
import { approvedDisplay } from '../../../../test/displayFixtures';
import { mockApi, type ApiCall } from '../../../../test/mockApi';
import { renderPage } from '../../../../test/renderPage';
import { CampaignBuilder } from './CampaignBuilder';

const WAIT = { timeout: 10_000 };
const DISPLAYS = [
  approvedDisplay({ id: 1, name: 'Tempe Gym', city: 'Tempe', pricePerHour: '10.00', audiencePerHour: 100 }),
  approvedDisplay({ id: 2, name: 'Mill Cafe', city: 'Tempe', pricePerHour: '20.00', audiencePerHour: 50 }),
];

/** A fake quote: $ price × hours per line; display 2 is full on Dec 8. */
function quote(call: ApiCall): { body: CampaignQuote } {
  const body = call.body as CampaignRequest;
  const lines = body.displayIds.flatMap((displayId) =>
    body.dates.map((date) => {
      const free = displayId === 2 && date === '2026-12-08' ? 0 : 8;
      const price = (displayId === 1 ? 10 : 20) * body.hoursPerDay;
      return { displayId, date, freeHours: free, available: free >= body.hoursPerDay, price: price.toFixed(2) };
    }),
  );
  const total = lines.reduce((sum, line) => sum + Number(line.price), 0);
  const impressions = lines.reduce((sum, line) => sum + body.hoursPerDay * (line.displayId === 1 ? 100 : 50), 0);
  return {
    body: { totalPrice: total.toFixed(2), estimatedImpressions: impressions, cpm: ((total / impressions) * 1000).toFixed(2), lines },
  };
}

function open() {
  const api = mockApi({
    'GET /api/tenant/displays': { body: DISPLAYS },
    'GET /api/public/displays/cities': { body: ['Tempe'] },
    'GET /api/tenant/ad-creatives': { body: [creative({ id: 3, name: 'Summer Sale', status: 'approved', approved: true })] },
    'POST /api/tenant/campaigns/quote': quote,
    'POST /api/tenant/campaigns/plan': {
      body: { ...quote({ body: { displayIds: [1], dates: ['2026-12-07'], hoursPerDay: 1 } } as ApiCall).body, displayIds: [1] },
    },
    'POST /api/tenant/campaigns': (call) => ({
      status: 201,
      body: {
        id: 77,
        name: (call.body as CampaignRequest).name,
        status: 'pending',
        totalPrice: '60.00',
        estimatedImpressions: 300,
        cpm: '200.00',
        groups: [],
        skipped: [],
      },
    }),
  });
  return { ...renderPage(<CampaignBuilder />), api };
}

async function pickWeekdays(user: ReturnType<typeof open>['user'], from: string, to: string) {
  fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
  await user.click(screen.getByRole('button', { name: 'Add every weekday between' }));
}

describe('the campaign builder (docs/campaigns.md)', () => {
  it('quotes the screens and dates chosen, drops the short ones, books with an Idempotency-Key', { timeout: 60_000 }, async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: 'Add Tempe Gym' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Add Mill Cafe' }));
    // Mon Dec 7 and Tue Dec 8, 2026.
    await pickWeekdays(user, '2026-12-05', '2026-12-08');
    await user.click(screen.getByRole('combobox', { name: 'Ad Creative' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Summer Sale/ }));

    // 2 screens × 2 dates × 1 hour: $10 + $10 + $20 + $20.
    await waitFor(() => expect(screen.getByTestId('campaign-total')).toHaveTextContent('$60.00'), WAIT);
    expect(screen.getByTestId('campaign-impressions')).toHaveTextContent('300');
    expect(api.callsTo('POST /api/tenant/campaigns/quote').at(-1)?.body).toMatchObject({
      displayIds: [1, 2],
      dates: ['2026-12-07', '2026-12-08'],
      hoursPerDay: 1,
      adCreativeId: 3,
    });
    expect(screen.getByText(/1 screen-date lack/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Drop the short ones' }));
    await waitFor(() => expect(screen.getByTestId('campaign-total')).toHaveTextContent('$20.00'), WAIT);

    await user.type(screen.getByRole('textbox', { name: /Campaign name/ }), 'Tempe gyms');
    await user.click(screen.getByRole('button', { name: 'Book campaign' }));
    expect(await screen.findByRole('heading', { name: 'Campaign booked!' }, WAIT)).toBeInTheDocument();
    const [booked] = api.callsTo('POST /api/tenant/campaigns');
    expect(booked.body).toMatchObject({ name: 'Tempe gyms', displayIds: [1], mode: 'all' });
    expect(booked.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: 'View campaign' })).toHaveAttribute('href', '/dashboard/campaigns/77');
  });

  it('"Plan for me" loads the proposed screens as the selection', { timeout: 60_000 }, async () => {
    const { user, api } = open();
    await screen.findByRole('button', { name: 'Add Tempe Gym' }, WAIT);
    await pickWeekdays(user, '2026-12-07', '2026-12-07');
    await user.type(screen.getByRole('spinbutton', { name: 'Budget' }), '50');
    await user.click(screen.getByRole('button', { name: 'Plan for me' }));
    expect(await screen.findByText(/Selected 1 screen for \$10\.00/, {}, WAIT)).toBeInTheDocument();
    expect(api.callsTo('POST /api/tenant/campaigns/plan')[0].body).toMatchObject({ budget: '50', dates: ['2026-12-07'], hoursPerDay: 1 });
    expect(screen.getByRole('heading', { name: 'Selected screens (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Tempe Gym' })).toHaveAttribute('aria-pressed', 'true');
  });
});
