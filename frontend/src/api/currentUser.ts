import { api } from './client';
import { ApiError, networkErrorText, readErrorText } from './errors';
import { hasSessionHint } from './sessionHint';
import type { User } from './types';

/** Query key of the session (spec §7: GET /api/user). */
export const CURRENT_USER_KEY = ['/api/user'] as const;

/** GET /api/user: the signed-in user, or null when signed out (401, or no session hint: not asked). */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!hasSessionHint()) return null;
  const { data, error, response } = await api.GET('/api/user').catch((cause: unknown) => {
    throw new ApiError(networkErrorText(cause), 0);
  });
  if (response.status === 401) return null;
  if (!response.ok || data === undefined) {
    throw new ApiError(readErrorText(response, error), response.status);
  }
  return data;
}
