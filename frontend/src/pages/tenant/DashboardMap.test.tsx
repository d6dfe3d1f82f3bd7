import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvedDisplay } from '../../test/displayFixtures';
import { mockApi, signedInAs } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

describe('tenant dashboard: the map of available displays (docs/product-rules.md §12)', () => {
  it('draws the approved displays in a 400px box; a marker opens the display page', async () => {
    const api = mockApi({
      'GET /api/user': signedInAs('tenant', 'ana'),
      'GET /api/tenant/displays': {
        body: [
          approvedDisplay({ id: 8, name: 'Cafe Window', pricePerHour: '35.00' }),
          approvedDisplay({ id: 9, name: 'No Place', latitude: null, longitude: null }),
        ],
      },
    });
    const { user, location } = renderApp('/dashboard');
    const marker = await screen.findByRole('button', { name: 'Cafe Window, $35 per hour' }, { timeout: 10000 });
    expect(screen.getByRole('region', { name: 'Map of available displays' }).parentElement).toHaveStyle({ height: '400px' });
    expect(screen.queryByRole('button', { name: /No Place/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/tenant/displays')).toHaveLength(1);

    await user.click(marker);
    await waitFor(() => expect(location()).toBe('/dashboard/browse-displays/8'));
  });
});
