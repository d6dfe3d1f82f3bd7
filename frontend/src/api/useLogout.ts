import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutRequest } from './logout';
import { endSession } from './sessionCache';

/** POST /api/logout; on success the cached user is discarded (it reloads as null). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutRequest,
    onSuccess: () => endSession(queryClient),
  });
}
