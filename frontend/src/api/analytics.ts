import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { requestFile } from './download';
import { readErrorText } from './errors';
import { request } from './request';
import type { components } from './schema';

type Schemas = components['schemas'];

/** GET /api/host/analytics (docs/analytics.md): money as two-decimal numbers, utilisation in percent. */
export type HostAnalytics = Schemas['HostAnalyticsDto'];
export type DisplayMetric = Schemas['DisplayMetricDto'];
/** GET /api/tenant/analytics: summary and one entry per creative, newest first. */
export type TenantAnalytics = Schemas['TenantAnalyticsDto'];
export type CreativePerformance = Schemas['CreativePerformanceDto'];
/** GET /api/tenant/bookings/{groupId}/delivery: booked against delivered airtime per date. */
export type GroupDelivery = Schemas['GroupDeliveryDto'];
export type DeliveryFigures = Schemas['DeliveryFiguresDto'];
/** GET /api/host/displays/{id}/delivery: confirmed airtime booked against delivered, per date of one display. */
export type DisplayDelivery = Schemas['DisplayDeliveryDto'];

/** docs/product-rules.md §18: the analytics screens poll every 30 s; host analytics retries 3 times and is always stale (§7). */
const ANALYTICS_POLL_MS = 30_000;
const HOST_ANALYTICS_RETRIES = 3;

const HOST_ANALYTICS_KEY = ['/api/host/analytics'] as const;
const TENANT_ANALYTICS_KEY = ['/api/tenant/analytics'] as const;

const polled = { refetchInterval: ANALYTICS_POLL_MS, staleTime: 0 } as const;
/** The host's reads are retried 3 times before an error shows (docs/analytics.md). */
const hostRead = { ...polled, retry: HOST_ANALYTICS_RETRIES } as const;

export function useHostAnalytics() {
  return useQuery({
    queryKey: HOST_ANALYTICS_KEY,
    queryFn: ({ signal }) => request(() => api.GET('/api/host/analytics', { signal }), readErrorText),
    ...hostRead,
  });
}

export function useTenantAnalytics() {
  return useQuery({
    queryKey: TENANT_ANALYTICS_KEY,
    queryFn: ({ signal }) => request(() => api.GET('/api/tenant/analytics', { signal }), readErrorText),
    ...polled,
  });
}

/** Plays and revenue per date of the host's displays: the 30 dates ending today (server default). */
export function useHostDaily() {
  return useQuery({
    queryKey: ['/api/host/analytics/daily'],
    queryFn: ({ signal }) => request(() => api.GET('/api/host/analytics/daily', { signal }), readErrorText),
    ...hostRead,
  });
}

/** Plays per date of the tenant's creatives: the 30 dates ending today (server default). */
export function useTenantDaily() {
  return useQuery({
    queryKey: ['/api/tenant/analytics/daily'],
    queryFn: ({ signal }) => request(() => api.GET('/api/tenant/analytics/daily', { signal }), readErrorText),
    ...polled,
  });
}

export function useGroupDelivery(groupId: string | undefined) {
  return useQuery({
    queryKey: ['/api/tenant/bookings/delivery', groupId],
    queryFn: ({ signal }) =>
      request(() => api.GET('/api/tenant/bookings/{groupId}/delivery', { params: { path: { groupId: groupId! } }, signal }), readErrorText),
    enabled: groupId !== undefined,
    ...polled,
  });
}

/** The host's display's delivery per date: the 30 dates ending today in its zone (server default). */
export function useDisplayDelivery(displayId: number | undefined) {
  return useQuery({
    queryKey: ['/api/host/displays/delivery', displayId],
    queryFn: ({ signal }) =>
      request(() => api.GET('/api/host/displays/{id}/delivery', { params: { path: { id: displayId! } }, signal }), readErrorText),
    enabled: displayId !== undefined,
    ...hostRead,
  });
}

/** GET /api/tenant/proof-of-play.csv: the file, or an ApiError with the server's message (e.g. a range over 366 days). */
export function downloadProofOfPlay(range: { from?: string; to?: string }) {
  return requestFile(() => api.GET('/api/tenant/proof-of-play.csv', { params: { query: range }, parseAs: 'blob' }), 'proof-of-play.csv');
}

/** GET /api/host/statements/{month}.csv: the month's statement, or an ApiError with the server's message. */
export function downloadStatement(month: string) {
  return requestFile(
    () => api.GET('/api/host/statements/{month}.csv', { params: { path: { month } }, parseAs: 'blob' }),
    `statement-${month}.csv`,
  );
}
