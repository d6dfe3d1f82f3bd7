import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { readErrorText } from './errors';
import { request } from './request';
import type { components } from './schema';

/** One address the geocoder suggests for a host's new display. */
export type AddressSuggestion = components['schemas']['AddressSuggestionDto'];

/** A query under 3 characters returns nothing, so none is sent. */
export const ADDRESS_SEARCH_MIN_CHARS = 3;

const addressSearchKey = (q: string) => ['/api/geocode/search', q] as const;

/**
 * GET /api/geocode/search?q= (hosts). Pass an already debounced query; under
 * 3 characters (after trimming) nothing is sent. Results are cached per query.
 */
export function useAddressSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: addressSearchKey(q),
    queryFn: ({ signal }) => request(() => api.GET('/api/geocode/search', { params: { query: { q } }, signal }), readErrorText),
    enabled: q.length >= ADDRESS_SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
