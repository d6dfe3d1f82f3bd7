import { api } from './client';
import { request } from './request';

/** POST /api/logout (no body). Shared by the app and the admin authProvider. */
export function logoutRequest() {
  return request(() => api.POST('/api/logout'));
}
