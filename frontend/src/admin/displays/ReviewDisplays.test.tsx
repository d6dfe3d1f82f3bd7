import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDisplay } from '../../api/displays';
import { adminDisplay } from '../../test/displayFixtures';
import { mockApi, signedInAs, type ApiCall, type MockReply } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';
import { dataProvider } from '../dataProvider';

const approveKey = (id: number) => `POST /api/admin/displays/${id}/approve`;

const cafe = adminDisplay({
  id: 5,
  name: 'Cafe Window',
  pricePerHour: '12.5',
  startTime: '07:00',
  endTime: '19:00',
  operatingHours: '07:00-19:00',
});
const lobby = adminDisplay({ id: 6, name: 'Hotel Lobby', city: 'Tucson', streetAddress: '311 E Congress St', zipCode: '85701' });
const arena = adminDisplay({ id: 1, name: 'Arena Concourse', status: 'approved', approved: true });

/** The admin page, with a server whose pending list shrinks as displays are reviewed. */
async function openReview({ pending = [cafe, lobby], fail }: { pending?: AdminDisplay[]; fail?: MockReply } = {}) {
  let waiting = [...pending];
  const review = (display: AdminDisplay) => (call: ApiCall) => {
    if (fail) return fail;
    waiting = waiting.filter((w) => w.id !== display.id);
    const { approved, notes } = call.body as { approved: boolean; notes?: string };
    return { body: { ...display, approved, status: approved ? 'approved' : 'rejected', approvalNotes: notes ?? null } };
  };
  const api = mockApi({
    'GET /api/user': signedInAs('admin', 'admin'),
    'GET /api/admin/displays/pending': () => ({ body: waiting }),
    'GET /api/admin/display-changes': { body: [] },
    'GET /api/admin/displays': () => {
      const rows = [...waiting, arena];
      return { body: rows, headers: { 'Content-Range': `displays 0-${rows.length - 1}/${rows.length}` } };
    },
    ...Object.fromEntries(pending.map((d) => [approveKey(d.id), review(d)])),
  });
  const app = renderApp('/dashboard/review-displays');
  await screen.findByRole('heading', { level: 1, name: 'Review Displays' }, { timeout: 10000 });
  return { ...app, api };
}

describe('Review Displays: pending cards (docs/product-rules.md §12)', () => {
  it('shows name, location, hours in 12-hour form, price with two decimals, Approve and Reject', async () => {
    await openReview();
    const card = await screen.findByRole('article', { name: 'Cafe Window' });
    expect(within(card).getByText('1 E Washington St, Phoenix, AZ 85004')).toBeInTheDocument();
    expect(within(card).getByText('7:00 AM - 7:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('$12.50')).toBeInTheDocument();
    expect(within(card).getByText('hal')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve Cafe Window' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Reject Cafe Window' })).toBeEnabled();
    expect(screen.getByText('2 waiting')).toBeInTheDocument();
  });

  it('Approve sends {approved: true}, toasts "Success" and refreshes the pending list', async () => {
    const { user, api } = await openReview();
    await user.click(await screen.findByRole('button', { name: 'Approve Cafe Window' }));
    expect(await screen.findByRole('status')).toHaveTextContent('SuccessDisplay status updated successfully');
    expect(api.callsTo(approveKey(5))[0]).toMatchObject({ body: { approved: true }, credentials: 'include' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cafe Window' })).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/admin/displays/pending').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('article', { name: 'Hotel Lobby' })).toBeInTheDocument();
  });

  it('Reject opens a dialog with an optional note, focused; sends {approved: false, notes}', async () => {
    const { user, api } = await openReview();
    await user.click(await screen.findByRole('button', { name: 'Reject Hotel Lobby' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject display' });
    const note = within(dialog).getByRole('textbox', { name: /Note for the host/ });
    await waitFor(() => expect(note).toHaveFocus());
    await user.type(note, 'Address not found');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Display status updated successfully');
    expect(api.callsTo(approveKey(6))[0].body).toEqual({ approved: false, notes: 'Address not found' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hotel Lobby' })).not.toBeInTheDocument());
  });

  it('Reject without a note sends no notes; Cancel sends nothing', async () => {
    const { user, api } = await openReview();
    await user.click(await screen.findByRole('button', { name: 'Reject Cafe Window' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(approveKey(5))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reject Cafe Window' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await screen.findByRole('status');
    expect(api.callsTo(approveKey(5))[0].body).toEqual({ approved: false });
  });

  it('a failure toasts "Error" with the server text and keeps the card', async () => {
    const { user } = await openReview({ fail: { status: 404, body: { statusCode: 404, message: 'Display not found' } } });
    await user.click(await screen.findByRole('button', { name: 'Approve Cafe Window' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ErrorDisplay not found');
    expect(screen.getByRole('article', { name: 'Cafe Window' })).toBeInTheDocument();
  });

  it('empty: "No Pending Reviews" / "All displays have been reviewed"', async () => {
    await openReview({ pending: [] });
    expect(await screen.findByText('No Pending Reviews')).toBeInTheDocument();
    expect(screen.getByText('All displays have been reviewed')).toBeInTheDocument();
  });
});

describe('Review Displays: the grid of all displays', () => {
  it('lists every display with its status, sorted newest first by default', async () => {
    const { api } = await openReview();
    const table = await screen.findByRole('table', { name: 'All displays' }, { timeout: 5000 });
    expect(await within(table).findByText('Arena Concourse')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).getAllByText('Pending')).toHaveLength(2);
    const list = api.callsTo('GET /api/admin/displays')[0];
    const params = new URLSearchParams(list.search);
    expect(JSON.parse(params.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(params.get('range') ?? '')).toEqual([0, 9]);
  });

  it('the review-displays resource reads /api/admin/displays', async () => {
    const api = mockApi({ 'GET /api/admin/displays': { body: [arena], headers: { 'Content-Range': 'displays 0-0/1' } } });
    const result = await dataProvider.getList('review-displays', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'city', order: 'ASC' },
      filter: { status: 'approved', city: 'Phoenix', q: 'arena' },
    });
    expect(result).toMatchObject({ data: [{ id: 1, name: 'Arena Concourse' }], total: 1 });
    const params = new URLSearchParams(api.calls[0].search);
    expect(api.calls[0].path).toBe('/api/admin/displays');
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ status: 'approved', city: 'Phoenix', q: 'arena' });
  });
});
