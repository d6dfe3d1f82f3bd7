import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './client';
import { ApiError, isAbortError, networkErrorText, readErrorText } from './errors';
import { createSubmitKeys } from './idempotency';
import { request, requestAllPages, requestExistingPage } from './request';
import type { components } from './schema';

type Schemas = components['schemas'];

/** An ad creative as its tenant sees it (files as URLs, never inline data). */
export type AdCreative = Schemas['AdCreativeDto'];
/** An ad creative as the admin sees it (with its tenant and review time). */
export type AdminAdCreative = Schemas['AdminAdCreativeDto'];
export type CreativeStatus = AdCreative['status'];
/** POST /api/tenant/ad-creatives: `fileUrl` is the image as a base64 data URL. */
export type NewAdCreative = Schemas['CreateAdCreativeDto'];
export type AdCreativeReview = Schemas['ReviewAdCreativeDto'];
/** The upload's answer: the creative and what the server did to the file (`fileCleaning`). */
export type UploadedAdCreative = Schemas['UploadedAdCreativeDto'];
export type FileCleaning = UploadedAdCreative['fileCleaning'];

/** Query keys are the URLs (a read's key starts with its path). */
const TENANT_CREATIVES_KEY = ['/api/tenant/ad-creatives'] as const;
/** The tenant's analytics list its creatives by name (a deleted one stays when it had plays). */
const TENANT_ANALYTICS_KEY = ['/api/tenant/analytics'] as const;

/** How many creatives a page of Ad Creatives shows. */
export const CREATIVES_PER_PAGE = 24;

/**
 * GET /api/tenant/ad-creatives for the Ad Creatives page: one page (0-based; the last one if
 * `page` is past it) of the tenant's creatives, newest first, and how many there are.
 */
export function useTenantAdCreativesPage(page: number) {
  return useQuery({
    queryKey: [...TENANT_CREATIVES_KEY, 'page', page] as const,
    queryFn: ({ signal }) =>
      requestExistingPage(
        (range) => api.GET('/api/tenant/ad-creatives', { params: { query: { range } }, signal }),
        page,
        CREATIVES_PER_PAGE,
        readErrorText,
      ),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/tenant/ad-creatives for the pickers (booking form, campaign builder): every creative of
 * the signed-in tenant, newest first, read a page of 100 at a time. `fresh` reads them again
 * whenever the screen opens (a creative may have been approved since they were cached).
 */
export function useTenantAdCreatives({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: TENANT_CREATIVES_KEY,
    queryFn: ({ signal }) =>
      requestAllPages(
        (range) => api.GET('/api/tenant/ad-creatives', { params: { query: { range } }, signal }),
        (creative) => creative.id,
        readErrorText,
      ),
    ...(fresh && { refetchOnMount: 'always' as const }),
  });
}

/**
 * POST /api/tenant/ad-creatives, with an Idempotency-Key per submit (the same one
 * when the same submit is retried). On success the tenant's list is reloaded (the
 * new creative is pending). A refused upload rejects with the server's message,
 * e.g. "File size exceeds 5MB limit" or "Dimensions … do not match the image (…)".
 */
export function useUploadAdCreative() {
  const queryClient = useQueryClient();
  const [keys] = useState(createSubmitKeys);
  return useMutation({
    mutationFn: (body: NewAdCreative) =>
      request(() => api.POST('/api/tenant/ad-creatives', { body, params: { header: { 'Idempotency-Key': keys.keyFor(body) } } })),
    onSuccess: () => {
      keys.succeeded();
      return queryClient.invalidateQueries({ queryKey: TENANT_CREATIVES_KEY });
    },
  });
}

/** What the server did to an uploaded file, told to the tenant (docs/creative-files.md, "What is stored"); null: nothing. */
export function fileCleaningText(cleaning: FileCleaning): string | null {
  switch (cleaning) {
    case 'metadata-removed':
      return 'Photo metadata (camera, location, comments) was removed from the file; the picture itself is unchanged.';
    case 're-encoded':
      return 'The photo was stored upright: its rotation was kept in metadata, which is removed, so the image was re-encoded (JPEG quality 90).';
    default:
      return null;
  }
}

/** After a rename or delete: the tenant's list and analytics are read again. */
function refreshCreatives(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: TENANT_CREATIVES_KEY }),
    queryClient.invalidateQueries({ queryKey: TENANT_ANALYTICS_KEY }),
  ]);
}

/** PATCH /api/tenant/ad-creatives/{id}: a new name; the list and analytics are read again. */
export function useRenameAdCreative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      request(() => api.PATCH('/api/tenant/ad-creatives/{id}', { params: { path: { id } }, body: { name } })),
    onSuccess: () => refreshCreatives(queryClient),
  });
}

/**
 * DELETE /api/tenant/ad-creatives/{id}. Refused with 409 while upcoming bookings use the
 * creative: `upcomingBookingsOf` reads how many.
 */
export function useDeleteAdCreative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(() => api.DELETE('/api/tenant/ad-creatives/{id}', { params: { path: { id } } })),
    onSuccess: () => refreshCreatives(queryClient),
  });
}

/** The number of upcoming bookings of a refused delete (409 `details.upcomingBookings`), else null. */
export function upcomingBookingsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.details as { upcomingBookings?: unknown } | undefined;
  return typeof details?.upcomingBookings === 'number' ? details.upcomingBookings : null;
}

/**
 * Downloads a creative's original file (an immutable URL such as
 * /api/files/{sha256}.png) as a Blob, to be saved by the caller.
 */
export async function fetchCreativeFile(fileUrl: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(fileUrl, { credentials: 'same-origin' });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(networkErrorText(error), 0);
  }
  if (!response.ok) throw new ApiError(readErrorText(response, await response.text().catch(() => '')), response.status);
  return response.blob();
}
