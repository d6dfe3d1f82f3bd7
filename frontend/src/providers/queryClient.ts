import { QueryClient } from '@tanstack/react-query';

/**
 * Data-read defaults of docs/product-rules.md §18: cached data never goes stale on its own, no
 * refetch on window focus, no polling, no automatic retry for reads or writes.
 * Screens that poll (analytics, bookings: 30 s) opt in per query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
