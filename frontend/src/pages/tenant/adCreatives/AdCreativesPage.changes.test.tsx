import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creative } from '../../../test/creativeFixtures';
import { toast } from '../../../test/bookingListPage';
import { mockApi, signedInAs, type MockReply } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { AdCreativesPage } from './AdCreativesPage';

const LIST = 'GET /api/tenant/ad-creatives';
const ONE = '/api/tenant/ad-creatives/2';
const gym = creative({ id: 2, name: 'Gym Launch', status: 'approved', approved: true });

async function openPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/user': signedInAs('tenant', 'ana'), [LIST]: { body: [creative({ id: 1 }), gym] }, ...routes });
  const app = renderPage(<AdCreativesPage />);
  const card = await screen.findByRole('article', { name: 'Gym Launch' }, { timeout: 10000 });
  return { ...app, api, card };
}

describe('Ad Creatives: rename and delete (docs/product-rules.md §6.3)', () => {
  it('renames in a dialog filled with the current name: a blank name is refused, the new one is sent trimmed', async () => {
    const { user, api, card } = await openPage({ [`PATCH ${ONE}`]: { body: { ...gym, name: 'Gym Opening' } } });
    await user.click(within(card).getByRole('button', { name: 'Rename Gym Launch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename ad creative' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('Gym Launch');
    await waitFor(() => expect(field).toHaveFocus());
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${ONE}`)).toHaveLength(0);

    await user.type(field, '  Gym Opening ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast('Ad creative renamed');
    expect(api.callsTo(`PATCH ${ONE}`).map((c) => c.body)).toEqual([{ name: 'Gym Opening' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it('a refused rename keeps the dialog open with the server text', async () => {
    const refusal: MockReply = { status: 400, body: { statusCode: 400, message: 'Name must be at most 100 characters long' } };
    const { user, card } = await openPage({ [`PATCH ${ONE}`]: refusal });
    await user.click(within(card).getByRole('button', { name: 'Rename Gym Launch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename ad creative' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name must be at most 100 characters long')).toBeInTheDocument();
  });

  it('deletes after asking; Cancel first keeps it', async () => {
    const { user, api, card } = await openPage({ [`DELETE ${ONE}`]: { body: { message: 'Ad creative deleted' } } });
    await user.click(within(card).getByRole('button', { name: 'Delete Gym Launch' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete ad creative?' });
    expect(dialog).toHaveTextContent('“Gym Launch” will be removed from your ad creatives');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`DELETE ${ONE}`)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Delete Gym Launch' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete ad creative?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toast('Ad creative deleted');
    expect(api.callsTo(`DELETE ${ONE}`)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it('a delete refused because bookings use it explains why in the dialog, with the way to My Bookings', async () => {
    const inUse: MockReply = {
      status: 409,
      body: { statusCode: 409, message: 'This ad creative is used by 3 upcoming bookings', details: { upcomingBookings: 3 } },
    };
    const { user, card } = await openPage({ [`DELETE ${ONE}`]: inUse });
    await user.click(within(card).getByRole('button', { name: 'Delete Gym Launch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete ad creative?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/It can't be deleted yet: 3 upcoming bookings use it\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/dashboard/bookings');
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.queryByRole('alert', { name: /Error/ })).toBeNull();
  });
});
