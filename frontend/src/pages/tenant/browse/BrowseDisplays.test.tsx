import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Display } from '../../../api/displays';
import { approvedDisplay } from '../../../test/displayFixtures';
import { mockApi, signedInAs } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { renderPage } from '../../../test/renderPage';
import { BrowseDisplays } from './BrowseDisplays';

async function openBrowse(displays: Display[]) {
  const api = mockApi({ 'GET /api/user': signedInAs('tenant', 'ana'), 'GET /api/tenant/displays': { body: displays } });
  const app = renderPage(<BrowseDisplays />);
  await screen.findByRole('heading', { level: 1, name: 'Available Displays' }, { timeout: 10000 });
  return { ...app, api };
}

const WAIT = { timeout: 5000 };
const marker = (name: RegExp) => screen.findByRole('button', { name }, { timeout: 5000 });

describe('Available Displays (docs/product-rules.md §12)', () => {
  const cafe = approvedDisplay({ id: 3, name: 'Cafe Window', pricePerHour: '12.50', locationType: 'indoor' });
  const trolley = approvedDisplay({ id: 4, name: 'Trolley', isMobile: true, pricePerHour: '19.50', latitude: 33.49, longitude: -111.92 });

  it('shows the map beside the cards; each card has "Book Now"', async () => {
    await openBrowse([cafe, trolley]);
    const list = await screen.findByRole('region', { name: 'Available displays' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('[data-display-id]'));
    expect(cards).toHaveLength(2);
    expect(within(list).getByText('$12.50')).toBeInTheDocument();
    expect(within(list).getByText('Indoor')).toBeInTheDocument();
    expect(within(list).getByText('Mobile')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Book Now: Cafe Window' })).toHaveAttribute('href', '/dashboard/browse-displays/3');
    expect(await marker(/^Cafe Window, \$13 per hour/)).toHaveTextContent('$13');
    expect(await marker(/^Trolley, \$20 per hour, mobile display/)).toBeInTheDocument();
  });

  it('clicking a card selects it and highlights its marker; clicking a marker selects its card', async () => {
    const { user } = await openBrowse([cafe, trolley]);
    const cafeCard = await screen.findByRole('button', { name: 'Cafe Window' });
    expect(cafeCard).toHaveAttribute('aria-pressed', 'false');
    await user.click(cafeCard);
    expect(cafeCard).toHaveAttribute('aria-pressed', 'true');
    expect(await marker(/^Cafe Window,/)).toHaveAttribute('aria-current', 'true');

    await user.click(await marker(/^Trolley,/));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Trolley' })).toHaveAttribute('aria-pressed', 'true'), WAIT);
    expect(cafeCard).toHaveAttribute('aria-pressed', 'false');
    expect(await marker(/^Trolley,/)).toHaveAttribute('aria-current', 'true');
    expect(await marker(/^Cafe Window,/)).not.toHaveAttribute('aria-current');
  });

  it('filters through the server, keeps them in the address, and says when nothing matches', async () => {
    const api = mockApi({
      'GET /api/user': signedInAs('tenant', 'ana'),
      // The server's answer: the trolley is mobile and targets no audience.
      'GET /api/tenant/displays': (call) => {
        const params = new URLSearchParams(call.search);
        return { body: params.get('mobile') === 'true' && !params.has('audience') ? [trolley] : [] };
      },
      'GET /api/public/displays/cities': { body: ['Phoenix'] },
    });
    const { user } = renderApp('/dashboard/browse-displays?mobile=true');
    expect(await screen.findByRole('button', { name: 'Trolley' }, { timeout: 10000 })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/tenant/displays').map((c) => c.search)).toEqual(['?mobile=true']);
    expect(within(document.querySelector('search')!).getByRole('status')).toHaveTextContent('1 display matches');

    await user.click(screen.getByRole('checkbox', { name: 'Retirees' }));
    expect(await screen.findByRole('heading', { name: 'No displays match your search' }, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/browse-displays?audience=retirees&mobile=true');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/browse-displays$/), WAIT);
  });

  it('empty: "No Displays Available"', async () => {
    await openBrowse([]);
    expect(await screen.findByText('No Displays Available')).toBeInTheDocument();
    expect(screen.getByText('There are currently no approved displays available for booking.')).toBeInTheDocument();
  });
});
