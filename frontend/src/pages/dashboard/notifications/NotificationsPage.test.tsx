import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedInAs } from '../../../test/mockApi';
import { notification, notificationList } from '../../../test/notificationFixtures';
import { renderApp } from '../../../test/renderApp';
import { renderPage } from '../../../test/renderPage';
import { NotificationsPage } from './NotificationsPage';

const entries = () => within(screen.getByRole('region', { name: 'Your notifications' })).getAllByRole('link');

describe('NotificationsPage', () => {
  it('lists newest first with unread ones marked, each linking to its page; Load more pages on with nextBefore', async () => {
    const first = [
      notification({ id: 40, title: 'Creative approved', link: '/dashboard/ad-creatives' }),
      notification({ id: 39, title: 'Booking rejected', body: 'Booking of 2026-12-03 rejected. Note: wrong size', read: true }),
    ];
    const api = mockApi({
      'GET /api/user': signedInAs('tenant', 'ana'),
      'GET /api/notifications': (call) =>
        call.search.includes('before=39')
          ? { body: notificationList([notification({ id: 12, title: 'Hold expiring', read: true })], { unreadCount: 1 }) }
          : { body: notificationList(first, { nextBefore: 39 }) },
    });
    const { user } = renderPage(<NotificationsPage />);
    await screen.findByRole('region', { name: 'Your notifications' });
    expect(api.callsTo('GET /api/notifications')[0].search).toBe('?limit=30');
    expect(screen.getByText('1 unread notification')).toBeInTheDocument();
    expect(entries().map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Unread: Creative approved/),
      expect.stringMatching(/^Booking rejectedBooking of Dec 03, 2026 rejected. Note: wrong size/),
    ]);
    expect(entries()[0]).toHaveAttribute('href', '/dashboard/ad-creatives');
    expect(entries()[0]).toHaveAttribute('data-unread', 'true');
    expect(within(entries()[0]).getByText(/^Nov 23, 2026, /).tagName).toBe('TIME');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(api.callsTo('GET /api/notifications')[1].search).toBe('?limit=30&before=39');
    expect(entries()[2]).toHaveTextContent('Hold expiring');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Only the list was read: opening the page marks nothing.
    expect(api.callsTo('POST /api/notifications/read')).toHaveLength(0);
  });

  it('"Mark all as read" sends {all: true} and clears the emphasis', async () => {
    const api = mockApi({
      'GET /api/user': signedInAs('host', 'hal'),
      'GET /api/notifications': { body: notificationList([notification({ id: 2 }), notification({ id: 1 })]) },
      'POST /api/notifications/read': { body: { unreadCount: 0 } },
    });
    const { user } = renderPage(<NotificationsPage />);
    expect(await screen.findByText('2 unread notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    expect(api.callsTo('POST /api/notifications/read')[0].body).toEqual({ all: true });
    expect(screen.getByText('No unread notifications')).toBeInTheDocument();
    expect(entries().filter((link) => link.hasAttribute('data-unread'))).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says when there is nothing yet', async () => {
    mockApi({ 'GET /api/user': signedInAs('tenant'), 'GET /api/notifications': { body: notificationList([]) } });
    renderPage(<NotificationsPage />);
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('a failed read says so and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/user': signedInAs('tenant'),
      'GET /api/notifications': () =>
        fail ? { status: 503, body: { statusCode: 503, message: 'Database unavailable' } } : { body: notificationList([notification()]) },
    });
    const { user } = renderPage(<NotificationsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications503: Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Your notifications' })).toBeInTheDocument();
  });

  it('is a page of every role, reached from the account sidebar', async () => {
    mockApi({
      'GET /api/user': signedInAs('host', 'hal'),
      'GET /api/notifications': { body: notificationList([]) },
      'GET /api/displays': { body: [] },
    });
    const { user, location } = renderApp('/dashboard/displays');
    const sidebar = await screen.findByRole('navigation', { name: 'Your account' }, { timeout: 10000 });
    await user.click(within(sidebar).getByRole('link', { name: 'Notifications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/notifications');
  });
});
