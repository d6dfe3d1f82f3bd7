import { api } from './client';
import { readErrorText } from './errors';
import { request } from './request';
import type { components } from './schema';

type Schemas = components['schemas'];

/** A display as its host sees it (GET /api/displays): with lastSeenAt and the pairing. */
export type HostDisplay = Schemas['HostDisplayDto'];
/**
 * A display's listing fields, what every display read has (the tenant's reads answer
 * PublicDisplayDto; the host's HostDisplayDto adds the review note, times, heartbeat
 * and pairing). openapi.json no longer has a DisplayDto.
 */
export type Display = Schemas['PublicDisplayDto'];
/** A display in the back office (adds the host and the review time). */
export type AdminDisplay = Schemas['AdminDisplayDto'];
/** A display on the public map and list: the fields every listing has. */
export type DisplayListing = Schemas['PublicDisplayDto'];
export type CreateDisplayBody = Schemas['CreateDisplayDto'];
export type ReviewDisplayBody = Schemas['ReviewDisplayDto'];
export type AddressSuggestion = Schemas['AddressSuggestionDto'];
/** A display's pairing as its host sees it (docs/player.md, "Authentication"). */
export type Pairing = Schemas['PairingDto'];
export type LocationType = Display['locationType'];
export type AgeRange = Display['targetAgeRanges'][number];
export type Audience = Display['targetAudiences'][number];
export type DisplayStatus = Display['status'];

/** Query keys: the first element is the URL read (docs/product-rules.md §16.1). */
export const displayKeys = {
  host: ['/api/displays'] as const,
  tenant: ['/api/tenant/displays'] as const,
  tenantOne: (id: number) => ['/api/tenant/displays', id] as const,
  public: ['/api/public/displays'] as const,
  pending: ['/api/admin/displays/pending'] as const,
  addressSearch: (q: string) => ['/api/geocode/search', q] as const,
};

// Reads fail with "status: text" (docs/product-rules.md §16); writes with the server's message.

export const fetchHostDisplays = () => request(() => api.GET('/api/displays'), readErrorText);

export const fetchTenantDisplays = () => request(() => api.GET('/api/tenant/displays'), readErrorText);

export const fetchTenantDisplay = (id: number) =>
  request(() => api.GET('/api/tenant/displays/{id}', { params: { path: { id } } }), readErrorText);

export const fetchPublicDisplays = () => request(() => api.GET('/api/public/displays'), readErrorText);

export const fetchPendingDisplays = () => request(() => api.GET('/api/admin/displays/pending'), readErrorText);

export const searchAddresses = (q: string, signal?: AbortSignal) =>
  request(() => api.GET('/api/geocode/search', { params: { query: { q } }, signal }), readErrorText);

export const createDisplay = (body: CreateDisplayBody) => request(() => api.POST('/api/displays', { body }));

export const deleteDisplay = (id: number) => request(() => api.DELETE('/api/displays/{id}', { params: { path: { id } } }));

export const reviewDisplay = (id: number, body: ReviewDisplayBody) =>
  request(() => api.POST('/api/admin/displays/{id}/approve', { params: { path: { id } }, body }));

/** PUT /api/displays/{id}/pairing: turn "Require pairing code" on or off (on revokes the old player tokens). */
export const setPairing = (id: number, required: boolean) =>
  request(() => api.PUT('/api/displays/{id}/pairing', { params: { path: { id } }, body: { required } }));

/** POST /api/displays/{id}/pairing/reset: a new code; every player token of the display stops working. */
export const resetPairing = (id: number) => request(() => api.POST('/api/displays/{id}/pairing/reset', { params: { path: { id } } }));
