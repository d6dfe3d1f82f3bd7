import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminAdCreative } from '../../api/creatives';
import { adminCreative } from '../../test/creativeFixtures';
import { mockApi, signedInAs, type MockReply } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

const PENDING = 'GET /api/admin/ad-creatives/pending';
const LIST = 'GET /api/admin/ad-creatives';
const approveKey = (id: number) => `POST /api/admin/ad-creatives/${id}/approve`;

const tempe = adminCreative({ id: 5, name: 'Tempe Tech Meetup', dimensions: '1080x1920', tenant: { id: 3, username: 'demo-tenant' } });
const sedona = adminCreative({ id: 6, name: 'Sedona Spa Weekend', dimensions: '1080x1080', contentType: 'image/webp' });
const coffee = adminCreative({
  id: 1,
  name: 'Desert Sun Coffee',
  status: 'approved',
  approved: true,
  reviewedAt: '2026-03-06T10:00:00.000Z',
});

/** The admin page with a server whose pending list shrinks as creatives are reviewed. */
async function openReview({ pending = [tempe, sedona], approve = {} as MockReply } = {}) {
  let waiting: AdminAdCreative[] = [...pending];
  const api = mockApi({
    'GET /api/user': signedInAs('admin', 'admin'),
    [PENDING]: () => ({ body: waiting }),
    [LIST]: () => ({ body: [...waiting, coffee] }),
    ...Object.fromEntries(
      pending.map((c) => [
        approveKey(c.id),
        (call: { body: unknown }) => {
          if (approve.status && approve.status >= 400) return approve;
          waiting = waiting.filter((w) => w.id !== c.id);
          const { approved, notes } = call.body as { approved: boolean; notes?: string };
          return { body: { ...c, approved, status: approved ? 'approved' : 'rejected', approvalNotes: notes ?? null } };
        },
      ]),
    ),
  });
  // ra-data-simple-rest reads the total from Content-Range.
  const inner = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    const response = await inner(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    if (url.pathname !== '/api/admin/ad-creatives' || !response.ok) return response;
    const text = await response.text();
    const count = (JSON.parse(text) as unknown[]).length;
    return new Response(text, { headers: { 'Content-Type': 'application/json', 'Content-Range': `ad-creatives 0-${count - 1}/${count}` } });
  });
  const app = renderApp('/dashboard/review-ad-creatives');
  await screen.findByRole('heading', { level: 1, name: 'Review Ad Creatives' }, { timeout: 10000 });
  return { ...app, api };
}

const toast = async (text: string, role: 'status' | 'alert' = 'status') => {
  const message = await screen.findByText(text);
  const box = message.closest(`[role="${role}"]`);
  expect(box).not.toBeNull();
  return box as HTMLElement;
};

describe('Review Ad Creatives: pending cards', () => {
  it('shows each pending creative: name, thumbnail linking to the full file, dimensions, tenant, Approve and Reject', async () => {
    await openReview();
    const card = await screen.findByRole('article', { name: 'Tempe Tech Meetup' });
    const img = within(card).getByRole('img', { name: /Tempe Tech Meetup: open the full image/ });
    expect(img).toHaveAttribute('src', tempe.thumbnailUrl);
    const link = img.closest('a');
    expect(link).toHaveAttribute('href', tempe.fileUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(card).getByText('1080x1920 px')).toBeInTheDocument();
    expect(within(card).getByText('demo-tenant')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve Tempe Tech Meetup' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Reject Tempe Tech Meetup' })).toBeEnabled();
    expect(screen.getByText('2 waiting')).toBeInTheDocument();
  });

  it('Approve sends {approved: true}, toasts "Success", refreshes the pending list and the grid', async () => {
    const { user, api } = await openReview();
    await user.click(await screen.findByRole('button', { name: 'Approve Tempe Tech Meetup' }));
    const box = await toast('Ad creative status updated successfully');
    expect(within(box).getByText('Success')).toBeInTheDocument();
    expect(api.callsTo(approveKey(5))).toHaveLength(1);
    expect(api.callsTo(approveKey(5))[0]).toMatchObject({ body: { approved: true }, credentials: 'include' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tempe Tech Meetup' })).not.toBeInTheDocument());
    expect(api.callsTo(PENDING).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pending Review' })).toHaveFocus());
  });

  it('Reject opens a dialog with an optional note; the note is sent and the card leaves', async () => {
    const { user, api } = await openReview();
    await user.click(await screen.findByRole('button', { name: 'Reject Sedona Spa Weekend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject ad creative' });
    expect(dialog).toHaveTextContent('Reject Sedona Spa Weekend?');
    const note = within(dialog).getByRole('textbox', { name: 'Note for the tenant (optional)' });
    await waitFor(() => expect(note).toHaveFocus());
    await user.type(note, 'Text is too small to read');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await toast('Ad creative status updated successfully');
    expect(api.callsTo(approveKey(6))[0].body).toEqual({ approved: false, notes: 'Text is too small to read' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sedona Spa Weekend' })).not.toBeInTheDocument());
  });

  it('Reject without a note sends no note; Cancel sends nothing', async () => {
    const { user, api } = await openReview();
    await user.click(await screen.findByRole('button', { name: 'Reject Tempe Tech Meetup' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(approveKey(5))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reject Tempe Tech Meetup' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await toast('Ad creative status updated successfully');
    expect(api.callsTo(approveKey(5))[0].body).toEqual({ approved: false });
  });

  it('a failed review shows "Error" with the server text and keeps the card', async () => {
    const { user } = await openReview({ approve: { status: 404, body: { statusCode: 404, message: 'Ad creative not found' } } });
    await user.click(await screen.findByRole('button', { name: 'Approve Tempe Tech Meetup' }));
    const box = await toast('Ad creative not found', 'alert');
    expect(within(box).getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Tempe Tech Meetup' })).toBeInTheDocument();
  });

  it('empty state: "No Pending Reviews", "All ad creatives have been reviewed"', async () => {
    await openReview({ pending: [] });
    expect(await screen.findByText('No Pending Reviews')).toBeInTheDocument();
    expect(screen.getByText('All ad creatives have been reviewed')).toBeInTheDocument();
  });
});

describe('Review Ad Creatives: grid of all creatives', () => {
  it('lists every creative, newest first, 10 a page, with status filter and name search', async () => {
    const { user, api } = await openReview();
    const table = await screen.findByRole('table', { name: 'All ad creatives' });
    expect(await within(table).findByText('Desert Sun Coffee')).toBeInTheDocument();
    expect(within(table).getByText('Mar 06, 2026')).toBeInTheDocument();
    const first = new URLSearchParams(api.callsTo(LIST)[0].search);
    expect(JSON.parse(first.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(first.get('range') ?? '')).toEqual([0, 9]);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() => {
      const last = new URLSearchParams(api.callsTo(LIST).at(-1)?.search);
      expect(JSON.parse(last.get('filter') ?? '{}')).toEqual({ status: 'rejected' });
    });

    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'sun');
    await waitFor(() => {
      const last = new URLSearchParams(api.callsTo(LIST).at(-1)?.search);
      expect(JSON.parse(last.get('filter') ?? '{}')).toEqual({ status: 'rejected', q: 'sun' });
    });

    await user.click(within(table).getByRole('button', { name: 'Sort by name ascending' }));
    await waitFor(() => {
      const last = new URLSearchParams(api.callsTo(LIST).at(-1)?.search);
      expect(JSON.parse(last.get('sort') ?? '')[0]).toBe('name');
    });
  });
});
