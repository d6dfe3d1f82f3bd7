import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bellLabel, notificationTarget } from '../api/notifications';
import { mockApi, signedInAs } from '../test/mockApi';
import { notification, notificationList } from '../test/notificationFixtures';
import { renderApp } from '../test/renderApp';
import { renderPage } from '../test/renderPage';
import { NotificationBell } from './NotificationBell';

/** A server whose unread count follows what was marked read. */
function notificationServer(
  items = [notification({ id: 3 }), notification({ id: 2 }), notification({ id: 1, read: true })],
  extraUnread = 0,
) {
  let unread = new Set(items.filter((entry) => !entry.read).map((entry) => entry.id));
  const list = () =>
    notificationList(
      items.map((entry) => ({ ...entry, read: !unread.has(entry.id) })),
      { unreadCount: unread.size + extraUnread },
    );
  return {
    'GET /api/notifications': () => ({ body: list() }),
    'POST /api/notifications/read': (call: { body: unknown }) => {
      const { ids } = call.body as { ids: number[] };
      unread = new Set([...unread].filter((id) => !ids.includes(id)));
      return { body: { unreadCount: unread.size + extraUnread } };
    },
  };
}

describe('notification bell', () => {
  it('shows the unread count in its name; opening it lists the newest and marks the unread ones read', async () => {
    const api = mockApi({ 'GET /api/user': signedInAs('tenant', 'ana'), ...notificationServer() });
    const { user } = renderPage(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(api.callsTo('GET /api/notifications')[0].search).toBe('?limit=8');

    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = within(within(dialog).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Unread: Booking 3 confirmed/),
      expect.stringMatching(/^Unread: Booking 2 confirmed/),
      expect.stringMatching(/^Booking 1 confirmed/),
    ]);
    await waitFor(() => expect(api.callsTo('POST /api/notifications/read')).toHaveLength(1));
    expect(api.callsTo('POST /api/notifications/read')[0].body).toEqual({ ids: [3, 2] });
    // Marked read on the server, still shown as new while the bell is open; the count is gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument());
    expect(within(dialog).getByRole('link', { name: /^Unread: Booking 3 confirmed/ })).toHaveAttribute('href', '/dashboard/bookings');
    expect(within(dialog).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/dashboard/notifications');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(again).queryByText(/^Unread:/)).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/notifications/read')).toHaveLength(1);
  });

  it('reads the count again when the window regains focus', async () => {
    const api = mockApi({ 'GET /api/user': signedInAs('tenant'), ...notificationServer() });
    renderPage(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(2));
  });

  it('says how many unread ones are older than those shown, and follows an entry to its page', async () => {
    mockApi({
      'GET /api/user': signedInAs('host', 'hal'),
      ...notificationServer([notification({ id: 9, link: '/dashboard/displays' })], 4),
    });
    const { user } = renderPage(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('4 more unread')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: /Booking 9 confirmed/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an empty list says so; a failed read shows no count and a Retry in the open bell', async () => {
    let fail = true;
    mockApi({
      'GET /api/user': signedInAs('tenant'),
      'GET /api/notifications': () => (fail ? { status: 500, body: { statusCode: 500, message: 'boom' } } : { body: notificationList([]) }),
    });
    const { user } = renderPage(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('is in the back office shell too, whose notifications page lists the same entries', async () => {
    mockApi({
      'GET /api/user': signedInAs('admin', 'admin'),
      ...notificationServer([
        notification({ id: 5, kind: 'review_waiting', title: 'A display is waiting for review', link: '/dashboard/review-displays' }),
      ]),
    });
    renderApp('/dashboard/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 10000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Unread: A display is waiting for review/ })).toHaveAttribute(
      'href',
      '/dashboard/review-displays',
    );
    expect(document.title).toMatch(/^Notifications/);
  });
});

describe('notification helpers', () => {
  it('names the bell with its count', () => {
    expect(bellLabel(undefined)).toBe('Notifications');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('follows only paths of this app', () => {
    expect(notificationTarget('/dashboard/bookings', '/x')).toBe('/dashboard/bookings');
    expect(notificationTarget('https://evil.example/', '/x')).toBe('/x');
    expect(notificationTarget('//evil.example/', '/x')).toBe('/x');
    expect(notificationTarget('/\\evil.example/', '/x')).toBe('/x');
  });
});
