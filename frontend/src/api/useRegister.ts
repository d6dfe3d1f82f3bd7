import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { request } from './request';
import { startNewSession } from './sessionCache';
import type { RegisterBody } from './types';

/** POST /api/register (tenant or host); the server signs the new user in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => request(() => api.POST('/api/register', { body })),
    onSuccess: () => startNewSession(queryClient),
  });
}
