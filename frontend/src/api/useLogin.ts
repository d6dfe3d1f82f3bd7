import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { request } from './request';
import { startNewSession } from './sessionCache';
import type { LoginBody } from './types';

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
