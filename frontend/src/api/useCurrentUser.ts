import { useQuery } from '@tanstack/react-query';
import { CURRENT_USER_KEY, fetchCurrentUser } from './currentUser';
import { hasSessionHint } from './sessionHint';

/**
 * The session (spec §4): fetched once, kept for the life of the page, never
 * retried. `data` is the user, or null when signed out. Login, register and
 * logout discard it (see sessionCache.ts). Without the session hint a visitor is
 * known at once (no request, no spinner: the prerendered pages hydrate as they are).
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    initialData: hasSessionHint() ? undefined : null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
