import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './client';
import { ApiError, isAbortError, networkErrorText, readErrorText } from './errors';
import { createSubmitKeys } from './idempotency';
import { request } from './request';
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

/** Query keys are the URLs (a read's key starts with its path). */
const TENANT_CREATIVES_KEY = ['/api/tenant/ad-creatives'] as const;

/**
 * GET /api/tenant/ad-creatives: the signed-in tenant's creatives, newest first.
 * `fresh` reads them again whenever the screen opens (the booking form: a
 * creative may have been approved since they were cached).
 */
export function useTenantAdCreatives({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: TENANT_CREATIVES_KEY,
    queryFn: ({ signal }) => request(() => api.GET('/api/tenant/ad-creatives', { signal }), readErrorText),
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
