import type { UserRole } from '../../common/access/access.decorator';

/** Every kind of notification (docs/notifications.md). */
export const NOTIFICATION_KINDS = [
  'creative_reviewed',
  'booking_confirmed',
  'booking_rejected',
  'booking_expired',
  'hold_expiring',
  'display_reviewed',
  'host_booking_confirmed',
  'display_offline',
  'display_online',
  'statement_ready',
  'review_waiting',
  'pairing_rotated',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What account settings call each kind (the e-mail preferences' labels). */
export const KIND_LABELS: Record<NotificationKind, string> = {
  creative_reviewed: 'An ad creative was approved or rejected',
  booking_confirmed: 'A booking was confirmed',
  booking_rejected: 'A booking was rejected',
  booking_expired: 'A booking request expired',
  hold_expiring: 'A booking request expires within 6 hours',
  display_reviewed: 'A display or its new location was approved or rejected',
  host_booking_confirmed: 'A booking was confirmed on one of your displays',
  display_offline: 'A display with paid airtime went offline',
  display_online: 'A display is back online',
  statement_ready: 'The monthly statement is ready',
  review_waiting: 'Items are waiting for review',
  pairing_rotated: "A display's pairing code was replaced after wrong codes",
};

/** The kinds each role can receive. */
export const KINDS_BY_ROLE: Record<UserRole, NotificationKind[]> = {
  tenant: ['creative_reviewed', 'booking_confirmed', 'booking_rejected', 'booking_expired', 'hold_expiring'],
  host: ['display_reviewed', 'host_booking_confirmed', 'display_offline', 'display_online', 'statement_ready', 'pairing_rotated'],
  admin: ['review_waiting'],
};
