import { api } from './client';
import { readErrorText } from './errors';
import { request } from './request';
import type { paths } from './schema';

/** The search and filters of the display lists (docs/product-rules.md §10.6). */
export type DisplayListQuery = NonNullable<paths['/api/public/displays']['get']['parameters']['query']>;

/**
 * GET /api/public/displays: the approved displays that match, for anyone. Apart from displays.ts
 * (its react-query hooks) so a visitor's /advertise loads no react-query (docs/performance.md).
 */
export function fetchPublicDisplays(query: DisplayListQuery = {}, signal?: AbortSignal) {
  return request(() => api.GET('/api/public/displays', { params: { query }, signal }), readErrorText);
}

/** GET /api/public/displays/cities: the city filter's choices, A to Z. */
export function fetchPublicCities(signal?: AbortSignal) {
  return request(() => api.GET('/api/public/displays/cities', { signal }), readErrorText);
}
