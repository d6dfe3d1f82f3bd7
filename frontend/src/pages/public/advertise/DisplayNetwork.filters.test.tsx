import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Display } from '../../../api/displays';
import { approvedDisplay } from '../../../test/displayFixtures';
import { type ApiCall, mockApi, signedOut } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

const WAIT = { timeout: 5000 };
const DISPLAYS: Display[] = [
  approvedDisplay({ id: 1, name: 'Tempe Gym', city: 'Tempe', targetAudiences: ['athletes'] }),
  approvedDisplay({ id: 2, name: 'Mesa Cafe', city: 'Mesa', targetAudiences: ['shoppers'] }),
  approvedDisplay({ id: 3, name: 'Tempe Library', city: 'Tempe', targetAudiences: ['students'] }),
];

/** The server's filtering, as far as these tests use it: q, city and audience. */
function serve(call: ApiCall) {
  const params = new URLSearchParams(call.search);
  const q = params.get('q')?.toLowerCase();
  const city = params.getAll('city').map((c) => c.toLowerCase());
  const audience = params.getAll('audience');
  const body = DISPLAYS.filter(
    (d) =>
      (!q || `${d.name} ${d.city}`.toLowerCase().includes(q)) &&
      (!city.length || city.includes(d.city.toLowerCase())) &&
      (!audience.length || d.targetAudiences.some((a) => audience.includes(a))),
  );
  return { body };
}

function open(path: string) {
  window.history.replaceState(null, '', path);
  const api = mockApi({
    'GET /api/user': signedOut,
    'GET /api/public/displays': serve,
    'GET /api/public/displays/cities': { body: ['Mesa', 'Tempe'] },
  });
  return { ...renderApp('/advertise'), api };
}

const names = () =>
  within(screen.getByRole('region', { name: 'Displays in our network' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
// The bar is a <search> landmark (happy-dom gives the element no role; browsers do).
const status = () => within(document.querySelector('search')!).getByRole('status');
const listCalls = (api: { calls: ApiCall[] }) => api.calls.filter((c) => c.path === '/api/public/displays').map((c) => c.search);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('/advertise: search and filters in the address (docs/product-rules.md §12.12)', () => {
  it('reads the filters of the address, and the list and the map show the same displays', async () => {
    const { api } = open('/advertise?city=Tempe&audience=students');
    await waitFor(() => expect(names()).toEqual(['Tempe Library']), { timeout: 10000 });
    expect(listCalls(api)).toEqual(['?city=Tempe&audience=students']);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Tempe');
    expect(screen.getByRole('checkbox', { name: 'Students' })).toBeChecked();
    expect(status()).toHaveTextContent('1 display matches');
    expect(await screen.findByRole('button', { name: /^Tempe Library, \$13 per hour/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Tempe Gym,/ })).not.toBeInTheDocument();
  });

  it('a chosen filter is a step in the history (Back undoes it); a search typed in pauses is one step', async () => {
    const { user, api } = open('/advertise');
    await waitFor(() => expect(names()).toHaveLength(3), { timeout: 10000 });
    const before = window.history.length;
    await user.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Tempe');
    await waitFor(() => expect(names()).toEqual(['Tempe Gym', 'Tempe Library']), WAIT);
    expect(window.location.search).toBe('?city=Tempe');
    expect(window.history.length).toBe(before + 1);

    // Typed in two pauses: one step of its own.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'gy');
    await waitFor(() => expect(window.location.search).toBe('?q=gy&city=Tempe'), WAIT);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'm');
    await waitFor(() => expect(window.location.search).toBe('?q=gym&city=Tempe'), WAIT);
    await waitFor(() => expect(names()).toEqual(['Tempe Gym']), WAIT);
    expect(window.history.length).toBe(before + 2);
    expect(listCalls(api)).toContain('?q=gym&city=Tempe');

    // Back (a popstate) reads the address again.
    act(() => {
      window.history.replaceState(null, '', '/advertise');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(names()).toHaveLength(3), WAIT);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
  });

  it('no match says so, and Clear filters shows every display again', async () => {
    const { user } = open('/advertise?q=airport');
    expect(await screen.findByRole('heading', { name: 'No displays match your search' }, { timeout: 10000 })).toBeInTheDocument();
    expect(status()).toHaveTextContent('No displays match these filters');
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearButtons[clearButtons.length - 1]);
    await waitFor(() => expect(names()).toHaveLength(3), WAIT);
    expect(window.location.search).toBe('');
    expect(status()).toHaveTextContent('3 displays');
  });

  it('a price range the wrong way round is explained and not sent', async () => {
    const { user, api } = open('/advertise');
    await waitFor(() => expect(names()).toHaveLength(3), { timeout: 10000 });
    await user.type(screen.getByRole('textbox', { name: 'Min $ / hour' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'Max $ / hour' }), '20');
    expect(await screen.findByText('The lowest price is above the highest', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Max $ / hour' })).toHaveAttribute('aria-invalid', 'true');
    expect(listCalls(api).some((search) => search.includes('Price'))).toBe(false);
  });
});
