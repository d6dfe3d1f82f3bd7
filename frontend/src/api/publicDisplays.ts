import { api } from './client';
import { readErrorText } from './errors';
import { request } from './request';

/**
 * GET /api/public/displays: every approved display, for anyone. Apart from displays.ts
 * (its react-query hooks) so a visitor's /advertise loads no react-query (docs/performance.md).
 */
export function fetchPublicDisplays() {
  return request(() => api.GET('/api/public/displays'), readErrorText);
}
