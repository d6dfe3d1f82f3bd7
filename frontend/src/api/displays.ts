import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { readErrorText } from './errors';
import type { DisplayListQuery } from './publicDisplays';
import { type ListPage, request, requestExistingPage } from './request';
import type { components } from './schema';

type Schemas = components['schemas'];

/** A display as its host sees it (GET /api/displays): with lastSeenAt and the pairing. */
export type HostDisplay = Schemas['HostDisplayDto'];
/**
 * A display's listing fields, what every display read has (the tenant's and the
 * public reads answer PublicDisplayDto; the host's HostDisplayDto adds the review
 * note, times, heartbeat and pairing).
 */
export type Display = Schemas['PublicDisplayDto'];
/** A display on the public map and list: the fields every listing has. */
export type DisplayListing = Display;
/** A display in the back office (adds the host and the review time). */
export type AdminDisplay = Schemas['AdminDisplayDto'];
export type CreateDisplayBody = Schemas['CreateDisplayDto'];
/** PATCH /api/displays/{id}: any subset of the create fields. */
export type UpdateDisplayBody = Schemas['UpdateDisplayDto'];
/** A new location of an approved display, waiting for review or rejected (docs/product-rules.md §5.4). */
export type LocationChange = Schemas['LocationChangeDto'];
/** A location change in the admin's queue, with its display as it is now. */
export type DisplayChange = Schemas['DisplayChangeDto'];
export type ReviewDisplayBody = Schemas['ReviewDisplayDto'];
/** A display's pairing as its host sees it (docs/player.md, "Authentication"). */
type Pairing = Schemas['PairingDto'];
export type LocationType = Display['locationType'];
export type AgeRange = Display['targetAgeRanges'][number];
export type Audience = Display['targetAudiences'][number];
export type DisplayStatus = Display['status'];

/** The tenant dashboard's map refreshes its displays every 30 s. */
const DISPLAYS_POLL_MS = 30_000;

/** Query keys: the first element is the URL read. */
const displayKeys = {
  host: ['/api/displays'] as const,
  tenant: ['/api/tenant/displays'] as const,
  tenantOne: (id: number) => ['/api/tenant/displays', id] as const,
};

// Reads fail with "status: text"; writes with the server's message.

/** How many displays a page of Manage Displays shows. */
export const HOST_DISPLAYS_PER_PAGE = 24;

/** GET /api/displays: one page (0-based; the last one if `page` is past it) of the signed-in host's displays, newest first, and how many there are. */
export function useHostDisplays(page: number) {
  return useQuery({
    queryKey: [...displayKeys.host, page] as const,
    queryFn: ({ signal }) =>
      requestExistingPage(
        (range) => api.GET('/api/displays', { params: { query: { range } }, signal }),
        page,
        HOST_DISPLAYS_PER_PAGE,
        readErrorText,
      ),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** POST /api/displays; on success the host's list is read again. */
export function useCreateDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDisplayBody) => request(() => api.POST('/api/displays', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: displayKeys.host }),
  });
}

/**
 * PATCH /api/displays/{id} with the fields that changed; on success the host's list is read
 * again. Location fields of an approved display come back as `pendingChange`.
 */
export function useUpdateDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateDisplayBody }) =>
      request(() => api.PATCH('/api/displays/{id}', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: displayKeys.host }),
  });
}

/** DELETE /api/displays/{id}; on success the host's list is read again. */
export function useDeleteDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(() => api.DELETE('/api/displays/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: displayKeys.host }),
  });
}

/** Puts a display's new pairing into the host's cached list (the answer carries all of it). */
function usePairingMutation<V>(mutationFn: (vars: V) => Promise<Pairing>, idOf: (vars: V) => number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Setting the pairing also clears the server's "code rotated" notice (docs/player.md, "Pairing").
    onSuccess: (pairing, vars) =>
      queryClient.setQueriesData<ListPage<HostDisplay>>({ queryKey: displayKeys.host }, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((display) =>
                display.id === idOf(vars) ? { ...display, ...pairing, pairingRotation: undefined } : display,
              ),
            }
          : list,
      ),
  });
}

/** PUT /api/displays/{id}/pairing ("Require pairing code"; on revokes the old player tokens). */
export function useSetPairing() {
  return usePairingMutation(
    ({ id, required }: { id: number; required: boolean }) =>
      request(() => api.PUT('/api/displays/{id}/pairing', { params: { path: { id } }, body: { required } })),
    ({ id }) => id,
  );
}

/** POST /api/displays/{id}/pairing/reset ("Reset pairing"): a new code; every player token of the display stops working. */
export function useResetPairing() {
  return usePairingMutation(
    (id: number) => request(() => api.POST('/api/displays/{id}/pairing/reset', { params: { path: { id } } })),
    (id) => id,
  );
}

/**
 * GET /api/tenant/displays: approved displays, those that match `query` when given
 * (docs/product-rules.md §10.6). `poll` refreshes them every 30 s (dashboard). While the
 * answer for a new query loads, the last one stays (`isPlaceholderData`).
 */
export function useTenantDisplays({ poll = false, query = {} }: { poll?: boolean; query?: DisplayListQuery } = {}) {
  return useQuery({
    queryKey: [...displayKeys.tenant, query] as const,
    queryFn: ({ signal }) => request(() => api.GET('/api/tenant/displays', { params: { query }, signal }), readErrorText),
    refetchInterval: poll ? DISPLAYS_POLL_MS : false,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tenant/displays/{id}: one approved display (the server answers a bad id with 400). */
export function useTenantDisplay(id: number) {
  return useQuery({
    queryKey: displayKeys.tenantOne(id),
    queryFn: () => request(() => api.GET('/api/tenant/displays/{id}', { params: { path: { id } } }), readErrorText),
  });
}
