import createClient from 'openapi-fetch';
import type { paths } from './schema';

/**
 * The typed client for the ScreenSpace API (types generated from openapi.json by
 * `npm run api:generate`). Same origin, cookies included: the session lives in an
 * httpOnly cookie. The base URL is absolute so `new Request()` works in tests too.
 */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  credentials: 'include',
  // Look fetch up at call time, so unit tests can stub it at the network boundary.
  fetch: (request: Request) => globalThis.fetch(request),
});
