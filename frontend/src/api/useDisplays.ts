import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDisplay,
  deleteDisplay,
  displayKeys,
  fetchHostDisplays,
  fetchPublicDisplays,
  fetchTenantDisplay,
  fetchTenantDisplays,
} from './displays';

/** Spec §7/§9: the tenant dashboard's map refreshes its displays every 30 s. */
export const DISPLAYS_POLL_MS = 30_000;

/** GET /api/displays: the signed-in host's displays. */
export function useHostDisplays() {
  return useQuery({ queryKey: displayKeys.host, queryFn: fetchHostDisplays });
}

/** POST /api/displays; on success the host's list is read again. */
export function useCreateDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDisplay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: displayKeys.host }),
  });
}

/** DELETE /api/displays/{id}; on success the host's list is read again. */
export function useDeleteDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDisplay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: displayKeys.host }),
  });
}

/** GET /api/tenant/displays: approved displays. `poll` refreshes them every 30 s (dashboard). */
export function useTenantDisplays({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: displayKeys.tenant,
    queryFn: fetchTenantDisplays,
    refetchInterval: poll ? DISPLAYS_POLL_MS : false,
  });
}

/** GET /api/tenant/displays/{id}: one approved display (the server answers a bad id with 400). */
export function useTenantDisplay(id: number) {
  return useQuery({ queryKey: displayKeys.tenantOne(id), queryFn: () => fetchTenantDisplay(id) });
}

/** GET /api/public/displays: the public map and list (no sign-in). */
export function usePublicDisplays() {
  return useQuery({ queryKey: displayKeys.public, queryFn: fetchPublicDisplays });
}
