import type { APIRequestContext } from '@playwright/test';
import { ok } from './api';

/** The account's unread notifications (GET /api/notifications). */
export async function unreadCount(user: APIRequestContext): Promise<number> {
  return (await ok<{ unreadCount: number }>(await user.get('/api/notifications?limit=1'), 'read notifications')).unreadCount;
}

/** Marks every notification of the account read, so a test counts only what it causes. */
export async function markAllRead(user: APIRequestContext): Promise<void> {
  await ok(await user.post('/api/notifications/read', { data: { all: true } }), 'mark all read');
}
