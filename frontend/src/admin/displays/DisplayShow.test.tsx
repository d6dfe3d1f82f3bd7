import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminDisplay } from '../../test/displayFixtures';
import { mockApi, signedInAs } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

describe('a display in the back office (/dashboard/review-displays/{id}/show)', () => {
  it('shows its details and status; a rejected display can be approved after all', async () => {
    let current = adminDisplay({
      id: 5,
      name: 'Cafe Window',
      status: 'rejected',
      approvalNotes: 'Blurry photos',
      reviewedAt: '2026-03-06T10:00:00.000Z',
    });
    const api = mockApi({
      'GET /api/user': signedInAs('admin', 'admin'),
      'GET /api/admin/displays/5': () => ({ body: current }),
      'GET /api/admin/displays/pending': { body: [] },
      'GET /api/admin/displays': () => ({ body: [current], headers: { 'Content-Range': 'displays 0-0/1' } }),
      'POST /api/admin/displays/5/approve': () => {
        current = { ...current, status: 'approved', approved: true, approvalNotes: null };
        return { body: current };
      },
    });
    const { user, location } = renderApp('/dashboard/review-displays/5/show');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cafe Window' }, { timeout: 10000 })).toBeInTheDocument();
    expect(document.title).toContain('Display Details');
    const main = screen.getByRole('main');
    expect(within(main).getByText('Rejected')).toBeInTheDocument();
    expect(within(main).getByText('Blurry photos')).toBeInTheDocument();
    expect(within(main).getByText(/reviewed Mar 06, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject Cafe Window' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve Cafe Window' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Display status updated successfully');
    expect(api.callsTo('POST /api/admin/displays/5/approve')[0].body).toEqual({ approved: true });
    await waitFor(() => expect(within(main).getByText('Approved')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Approve Cafe Window' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Cafe Window' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Review Displays' }));
    await waitFor(() => expect(location()).toBe('/dashboard/review-displays'));
  });
});
