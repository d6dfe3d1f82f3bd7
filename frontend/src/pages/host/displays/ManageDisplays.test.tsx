import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HostDisplay } from '../../../api/displays';
import { mockApi, signedInAs } from '../../../test/mockApi';
import { display } from '../../../test/displayFixtures';
import { renderPage } from '../../../test/renderPage';
import { ManageDisplays } from './ManageDisplays';

/** Opens /dashboard/displays as a host; waits for the (lazily loaded) page. */
async function openPage(displays: HostDisplay[] | (() => HostDisplay[]), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': signedInAs('host', 'hal'),
    'GET /api/displays': () => ({ body: typeof displays === 'function' ? displays() : displays }),
    ...routes,
  });
  const app = renderPage(<ManageDisplays />);
  await screen.findByRole('heading', { level: 1, name: 'Manage Displays' }, { timeout: 10000 });
  return { ...app, api };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Manage Displays: the grid of cards', () => {
  it('shows each display with its badge, hours, price, type, audiences and review status', async () => {
    await openPage([
      display({
        id: 5,
        name: 'Trolley Screens',
        isMobile: true,
        startTime: '11:00',
        endTime: '20:00',
        pricePerHour: '19.5',
        locationType: 'communal',
        targetAgeRanges: ['16-plus', '50-plus'],
        targetAudiences: ['retirees', 'shoppers'],
        status: 'pending',
      }),
      display({ id: 6, name: 'Mall Entrance', status: 'rejected', approvalNotes: 'Blurry photos', locationType: 'indoor' }),
      display({ id: 7, name: 'Campus Lift', status: 'approved', approved: true, locationType: 'elevator' }),
    ]);
    const trolley = await screen.findByRole('article', { name: 'Trolley Screens' });
    expect(within(trolley).getByText('Mobile')).toBeInTheDocument();
    expect(within(trolley).getByText('Pending')).toBeInTheDocument();
    expect(within(trolley).getByText('1 E Washington St, Phoenix, AZ 85004')).toBeInTheDocument();
    expect(within(trolley).getByText('11:00 AM - 8:00 PM')).toBeInTheDocument();
    expect(within(trolley).getByText('$19.50')).toBeInTheDocument();
    expect(within(trolley).getByText('Communal Space')).toBeInTheDocument();
    expect(
      within(within(trolley).getByRole('list', { name: 'Age ranges' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['16+', '50+']);
    expect(
      within(within(trolley).getByRole('list', { name: 'Audiences' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Retirees', 'Shoppers']);
    // Pending: no player to launch yet.
    expect(within(trolley).queryByRole('link', { name: 'Launch Player' })).not.toBeInTheDocument();

    expect(within(card('Mall Entrance')).getByText('Rejected')).toBeInTheDocument();
    expect(within(card('Mall Entrance')).getByText('Blurry photos')).toBeInTheDocument();
    expect(within(card('Mall Entrance')).queryByText('Mobile')).not.toBeInTheDocument();
    expect(within(card('Campus Lift')).getByText('Approved')).toBeInTheDocument();
    expect(within(card('Campus Lift')).getByText('Elevator')).toBeInTheDocument();
  });

  it('empty: "No Displays" and "Add Your First Display" opens the form', async () => {
    const { user } = await openPage([]);
    expect(await screen.findByText('No Displays')).toBeInTheDocument();
    expect(screen.getByText("You haven't added any displays yet")).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add New Display' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Display' }));
    expect(await screen.findByRole('form', { name: 'Add New Display' })).toBeVisible();
  });

  it('a failed read shows the error and Retry', async () => {
    let fail = true;
    const { user } = await openPage([], {
      'GET /api/displays': () =>
        fail ? { status: 500, body: { statusCode: 500, message: 'Database is down' } } : { body: [display({ name: 'Back Again' })] },
    });
    expect(await screen.findByText('500: Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back Again' })).toBeInTheDocument();
  });
});

describe('Manage Displays: delete', () => {
  it('asks first, deletes, toasts "Display deleted" and reloads the list', async () => {
    let rows = [display({ id: 5, name: 'Old Screen' })];
    const { user, api } = await openPage(() => rows, {
      'DELETE /api/displays/5': () => {
        rows = [];
        return { body: { message: 'Display deleted' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Old Screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete display?' });
    expect(within(dialog).getByText(/Old Screen/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/displays/5')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Old Screen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Display deleted');
    expect(await screen.findByText('No Displays')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/displays/5')).toHaveLength(1);
    expect(api.callsTo('GET /api/displays')).toHaveLength(2);
  });

  it('pages on the server, 24 a page; deleting the only display of the last page shows the one before', async () => {
    let rows = Array.from({ length: 25 }, (_, i) => display({ id: 100 + i, name: `Screen ${i + 1}` }));
    const { user, api } = await openPage([], {
      'GET /api/displays': (call) => {
        const [start, end] = JSON.parse(new URLSearchParams(call.search).get('range') ?? '[0,99]') as [number, number];
        const items = rows.slice(start, end + 1);
        return { body: items, headers: { 'Content-Range': `displays ${start}-${start + items.length - 1}/${rows.length}` } };
      },
      'DELETE /api/displays/124': () => {
        rows = rows.slice(0, 24);
        return { body: { message: 'Display deleted' } };
      },
    });
    const pages = await screen.findByRole('navigation', { name: 'Pages of your displays' }, { timeout: 5000 });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(within(pages).getByText('1–24 of 25')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('article', { name: 'Screen 25' })).toBeInTheDocument();
    expect(within(pages).getByText('25–25 of 25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Screen 25' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('article', { name: 'Screen 1' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(screen.queryByRole('navigation', { name: 'Pages of your displays' })).toBeNull();
    const ranges = api.callsTo('GET /api/displays').map((c) => new URLSearchParams(c.search).get('range'));
    expect(ranges.slice(0, 2)).toEqual(['[0,23]', '[24,47]']);
  });

  it('a 409 shows "Failed to delete display: {message}" and keeps the display', async () => {
    const { user } = await openPage([display({ id: 5, name: 'Busy Screen' })], {
      'DELETE /api/displays/5': { status: 409, body: { statusCode: 409, message: 'This display has 2 upcoming bookings' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Busy Screen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // The toast is announced once the dialog has faded out (until then the page is hidden from screen readers).
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to delete display: This display has 2 upcoming bookings',
    );
    expect(screen.getByRole('article', { name: 'Busy Screen' })).toBeInTheDocument();
  });
});
