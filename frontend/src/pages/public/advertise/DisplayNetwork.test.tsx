import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvedDisplay } from '../../../test/displayFixtures';
import { mockApi, signedOut } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

describe('/advertise: the display network (docs/product-rules.md §12)', () => {
  it('shows the public displays inside Arizona on the map and in the list', async () => {
    const api = mockApi({
      'GET /api/user': signedOut,
      'GET /api/public/displays': {
        body: [
          approvedDisplay({ id: 1, name: 'Tempe Plaza', pricePerHour: '26.00', city: 'Tempe' }),
          approvedDisplay({ id: 2, name: 'Flagstaff Depot', pricePerHour: '9.50', latitude: 35.1975, longitude: -111.6477 }),
          approvedDisplay({ id: 3, name: 'Times Square', latitude: 40.758, longitude: -73.9855 }),
        ],
      },
    });
    renderApp('/advertise');
    const list = await screen.findByRole('region', { name: 'Displays in our network' }, { timeout: 10000 });
    expect(within(document.querySelector('search')!).getByRole('status')).toHaveTextContent('2 displays');
    expect(within(list).getByRole('heading', { name: 'Tempe Plaza' })).toBeInTheDocument();
    expect(within(list).getByText('$26.00')).toBeInTheDocument();
    expect(within(list).queryByText('Times Square')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Flagstaff Depot, $10 per hour' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Times Square/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/public/displays')[0].credentials).toBe('include');
    // Benefits and the contact call to action follow.
    expect(screen.getByRole('heading', { name: 'Why advertise with ScreenSpace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('"No displays available at this time" when there are none', async () => {
    mockApi({ 'GET /api/user': signedOut, 'GET /api/public/displays': { body: [] } });
    renderApp('/advertise');
    expect(await screen.findByText('No displays available at this time', {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('a failed read shows the error with Retry', async () => {
    mockApi({ 'GET /api/user': signedOut, 'GET /api/public/displays': { status: 503, body: 'down' } });
    renderApp('/advertise');
    expect(await screen.findByText('503: Service Unavailable', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
