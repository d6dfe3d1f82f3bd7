import { type InfiniteData, type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './client';
import { readErrorText } from './errors';
import { request } from './request';
import type { components } from './schema';

type Schemas = components['schemas'];

/** One entry of the signed-in account's list (docs/notifications.md); title and body are the server's plain English. */
export type Notification = Schemas['NotificationDto'];
export type NotificationKind = Notification['kind'];
/** GET /api/notifications: a page, newest first, the unread count and the id to page on from (null: no more). */
export type NotificationList = Schemas['NotificationListDto'];
/** POST /api/notifications/read: some ids, or all of them. */
export type MarkReadBody = Schemas['MarkReadDto'];

/** Every read of the list starts with the URL, so one mark-as-read reaches them all. */
const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
export const notificationKeys = {
  all: NOTIFICATIONS_KEY,
  /** The bell: the newest few and the unread count. */
  latest: [...NOTIFICATIONS_KEY, 'latest'] as const,
  /** The notifications page, page by page ("Load more"). */
  pages: [...NOTIFICATIONS_KEY, 'pages'] as const,
};

/** How many entries the bell shows, and how many a page of the full list has. */
export const BELL_LIMIT = 8;
export const PAGE_LIMIT = 30;
/** The bell asks again every minute while the tab is visible, and whenever the window regains focus. */
export const BELL_POLL_MS = 60_000;

function fetchNotifications(query: { limit: number; before?: number }, signal?: AbortSignal) {
  return request(() => api.GET('/api/notifications', { params: { query }, signal }), readErrorText);
}

/** The bell's read: the newest entries and the unread count, kept fresh by polling and on focus. */
export function useLatestNotifications() {
  const query = useQuery({
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) => fetchNotifications({ limit: BELL_LIMIT }, signal),
    refetchInterval: BELL_POLL_MS,
    // The app's reads never go stale on their own (queryClient.ts): 'always' asks whenever the tab shows again.
    refetchOnWindowFocus: 'always',
  });
  // react-query hears only the tab becoming visible; coming back from another window counts too.
  // A read already under way is joined, not restarted.
  const { refetch } = query;
  useEffect(() => {
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  return query;
}

/** The notifications page: pages of PAGE_LIMIT, the next one from `nextBefore`; read afresh on every visit. */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages,
    queryFn: ({ pageParam, signal }) =>
      fetchNotifications(pageParam === null ? { limit: PAGE_LIMIT } : { limit: PAGE_LIMIT, before: pageParam }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    refetchOnMount: 'always',
  });
}

/** An entry after a mark-as-read: read when its id was named (or everything was). */
function markEntry(body: MarkReadBody, entry: Notification): Notification {
  return !entry.read && ('all' in body || body.ids?.includes(entry.id)) ? { ...entry, read: true } : entry;
}

function markList(list: NotificationList, body: MarkReadBody, unreadCount: number): NotificationList {
  return { ...list, unreadCount, items: list.items.map((entry) => markEntry(body, entry)) };
}

/** Puts the server's answer into every cached read at once (no reload, so the open bell keeps its entries). */
function applyRead(queryClient: QueryClient, body: MarkReadBody, unreadCount: number) {
  queryClient.setQueryData<NotificationList>(notificationKeys.latest, (list) => list && markList(list, body, unreadCount));
  queryClient.setQueryData<InfiniteData<NotificationList, number | null>>(
    notificationKeys.pages,
    (data) => data && { ...data, pages: data.pages.map((page) => markList(page, body, unreadCount)) },
  );
}

/** POST /api/notifications/read (`{ids}` or `{all: true}`); answers the unread count left. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => request(() => api.POST('/api/notifications/read', { body })),
    onSuccess: ({ unreadCount }, body) => applyRead(queryClient, body, unreadCount),
  });
}

/**
 * Where an entry leads: its `link` when that is a path of this app, else the notifications
 * page. The server writes in-app paths; a full or protocol-relative URL is never followed.
 */
export function notificationTarget(link: string, fallback: string): string {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : fallback;
}

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export function bellLabel(unreadCount: number | undefined): string {
  return unreadCount ? `Notifications, ${unreadCount} unread` : 'Notifications';
}
