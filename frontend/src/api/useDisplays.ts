import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDisplay,
  deleteDisplay,
  displayKeys,
  fetchHostDisplays,
  fetchPublicDisplays,
  fetchTenantDisplay,
  fetchTenantDisplays,
  resetPairing,
  setPairing,
  type HostDisplay,
  type Pairing,
} from './displays';

/** docs/product-rules.md §16, §18: the tenant dashboard's map refreshes its displays every 30 s. */
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

/** Puts a display's new pairing into the host's cached list (the answer carries all of it). */
function usePairingMutation<V>(mutationFn: (vars: V) => Promise<Pairing>, idOf: (vars: V) => number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (pairing, vars) =>
      queryClient.setQueryData<HostDisplay[]>(displayKeys.host, (list) =>
        list?.map((display) => (display.id === idOf(vars) ? { ...display, ...pairing } : display)),
      ),
  });
}

/** PUT /api/displays/{id}/pairing ("Require pairing code"). */
export function useSetPairing() {
  return usePairingMutation(
    ({ id, required }: { id: number; required: boolean }) => setPairing(id, required),
    ({ id }) => id,
  );
}

/** POST /api/displays/{id}/pairing/reset ("Reset pairing"). */
export function useResetPairing() {
  return usePairingMutation(
    (id: number) => resetPairing(id),
    (id) => id,
  );
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
