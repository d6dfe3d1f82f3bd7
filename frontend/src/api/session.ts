import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './client';
import { ApiError, networkErrorText, readErrorText } from './errors';
import { request } from './request';
import type { components } from './schema';
import { hasSessionHint } from './sessionHint';

type Schemas = components['schemas'];

/** The signed-in user as GET /api/user returns it. */
export type User = Schemas['UserDto'];
export type Role = User['role'];
export type LoginBody = Schemas['LoginDto'];
export type RegisterBody = Schemas['RegisterDto'];
/** Roles a visitor may register as (tenant or host only). */
export type RegisterRole = NonNullable<RegisterBody['role']>;

/** Query key of the session (GET /api/user). */
export const CURRENT_USER_KEY = ['/api/user'] as const;

/** GET /api/user: the signed-in user, or null when signed out (401). */
export async function fetchCurrentUser(): Promise<User | null> {
  // No session hint: a visitor, known without asking (so no 401 in their console).
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

/** POST /api/logout (no body). Shared by the app and the admin authProvider. */
export function logoutRequest() {
  return request(() => api.POST('/api/logout'));
}

/**
 * After a successful login or registration: forget every cached read of the
 * previous session (reads never go stale on their own, so one user must not
 * see another's data), then discard the cached user and load the new one
 * before the caller moves on.
 */
async function startNewSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

/**
 * The session: fetched once, kept for the life of the page, never retried.
 * `data` is the user, or null when signed out. Login, register and logout
 * discard it.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    // Without the hint a visitor is known at once: no request, no spinner, and the
    // prerendered pages hydrate as they are.
    initialData: hasSessionHint() ? undefined : null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * POST /api/login. For the administrator send `{ username: 'admin', password:
 * <access code>, role: 'admin' }`. On success the cached user is replaced.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => request(() => api.POST('/api/login', { body })),
    onSuccess: () => startNewSession(queryClient),
  });
}

/** POST /api/register (tenant or host); the server signs the new user in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => request(() => api.POST('/api/register', { body })),
    onSuccess: () => startNewSession(queryClient),
  });
}

/** POST /api/logout; on success the cached user is discarded (it reloads as null). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
