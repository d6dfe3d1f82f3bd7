import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from './currentUser';

/**
 * After a successful login or registration: forget every cached read of the
 * previous session (reads never go stale on their own, docs/product-rules.md §18, so one user
 * must not see another's data), then discard the cached user and load the new
 * one before the caller moves on.
 */
export async function startNewSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

/** After a successful logout: discard the cached user (it reloads as null). */
export async function endSession(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}
