import type { Account } from '../api/account';
import type { Notification, NotificationList } from '../api/notifications';

/** A notification as GET /api/notifications answers it (a tenant's confirmed booking by default). */
export function notification(overrides: Partial<Notification> = {}): Notification {
  const id = overrides.id ?? 1;
  return {
    id,
    kind: 'booking_confirmed',
    title: `Booking ${id} confirmed`,
    body: 'Grand Ave Screen, Dec 01, 2026: 2 hours.',
    link: '/dashboard/bookings',
    createdAt: '2026-11-23T20:05:00.000Z',
    read: false,
    ...overrides,
  };
}

/** One page of the list; the unread count defaults to the unread entries on it. */
export function notificationList(items: Notification[], overrides: Partial<NotificationList> = {}): NotificationList {
  return { items, unreadCount: items.filter((entry) => !entry.read).length, nextBefore: null, ...overrides };
}

/** GET /api/account of a tenant with an address, mail on, nothing opted out. */
export function account(overrides: Partial<Account> = {}): Account {
  return {
    username: 'ana',
    role: 'tenant',
    email: 'ana@example.com',
    emailOptOut: [],
    emailKinds: [
      { kind: 'creative_reviewed', label: 'An ad creative is reviewed' },
      { kind: 'booking_confirmed', label: 'A booking is confirmed' },
      { kind: 'hold_expiring', label: 'A booking request is about to expire' },
    ],
    mailEnabled: true,
    ...overrides,
  };
}
