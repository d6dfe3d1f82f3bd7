import { useQuery } from '@tanstack/react-query';
import { CURRENT_USER_KEY, fetchCurrentUser } from './currentUser';

/**
 * The session (docs/product-rules.md §14): fetched once, kept for the life of the page, never
 * retried. `data` is the user, or null when signed out. Login, register and
 * logout discard it (see sessionCache.ts).
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
