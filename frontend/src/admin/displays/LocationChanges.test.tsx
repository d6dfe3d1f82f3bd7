import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DisplayChange } from '../../api/displays';
import { adminDisplay, locationChange } from '../../test/displayFixtures';
import { mockApi, signedInAs, type ApiCall } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const moving: DisplayChange = {
  ...locationChange({ id: 31 }),
  displayId: 5,
  display: adminDisplay({ id: 5, name: 'Cafe Window', status: 'approved', approved: true }),
};

/** Review Displays with one location change waiting; the queue empties once it is reviewed. */
async function openChanges() {
  let waiting = [moving];
  const api = mockApi({
    'GET /api/user': signedInAs('admin', 'admin'),
    'GET /api/admin/displays/pending': { body: [] },
    'GET /api/admin/displays': { body: [], headers: { 'Content-Range': 'displays 0-0/0' } },
    'GET /api/admin/display-changes': () => ({ body: waiting }),
    'POST /api/admin/display-changes/31/approve': (call: ApiCall) => {
      waiting = [];
      return { body: { ...moving, status: (call.body as { approved: boolean }).approved ? 'approved' : 'rejected' } };
    },
  });
  const app = renderApp('/dashboard/review-displays');
  const card = await screen.findByRole('article', { name: 'Cafe Window' }, { timeout: 10000 });
  return { ...app, api, card };
}

describe('Review Displays: location changes (docs/product-rules.md §5.4)', () => {
  it('shows the address now and the one requested side by side, each as a pin on one map', async () => {
    const { card } = await openChanges();
    expect(screen.getByRole('heading', { level: 2, name: 'Location Changes' })).toBeInTheDocument();
    expect(within(card).getByText('Now').nextSibling).toHaveTextContent('1 E Washington St, Phoenix, AZ 85004');
    expect(within(card).getByText('Requested').nextSibling).toHaveTextContent('699 S Mill Ave, Tempe, AZ 85281');
    const map = await within(card).findByRole('region', { name: 'Current and requested location of Cafe Window' }, { timeout: 10000 });
    expect(await within(map).findByRole('button', { name: 'Now: 1 E Washington St, Phoenix, AZ 85004' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Requested: 699 S Mill Ave, Tempe, AZ 85281' })).toBeInTheDocument();
  });

  it('Approve sends {approved: true}, toasts and empties the queue', async () => {
    const { user, api, card } = await openChanges();
    await user.click(within(card).getByRole('button', { name: 'Approve the new address of Cafe Window' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/display-changes/31/approve')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/display-changes/31/approve')[0].body).toEqual({ approved: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Location change reviewed successfully');
    expect(await screen.findByText('No Location Changes')).toBeInTheDocument();
  });

  it('Reject asks for a note in the shared reject dialog and sends it', async () => {
    const { user, api, card } = await openChanges();
    await user.click(within(card).getByRole('button', { name: 'Reject the new address of Cafe Window' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject location change' });
    expect(dialog).toHaveTextContent('Keep Cafe Window at its current address? The host sees your note beside the display.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for the host (optional)' }), 'Not a real address');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/display-changes/31/approve')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/display-changes/31/approve')[0].body).toEqual({ approved: false, notes: 'Not a real address' });
  });
});
