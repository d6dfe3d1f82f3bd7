import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { displayKeys, fetchPendingDisplays, reviewDisplay, type ReviewDisplayBody } from './displays';

/** GET /api/admin/displays/pending: displays waiting for review. */
export function usePendingDisplays() {
  return useQuery({ queryKey: displayKeys.pending, queryFn: fetchPendingDisplays });
}

/**
 * POST /api/admin/displays/{id}/approve ({approved: false, notes?} rejects).
 * The pending list is refreshed afterwards (docs/product-rules.md §14); `alsoRefresh` names other
 * cached reads to reload (e.g. the back office's display resource). Of those,
 * reads on screen are refetched and the others dropped: react-admin copies list
 * rows into its per-record cache only where it holds none, and that would mark
 * an outdated record fresh again.
 */
export function useReviewDisplay(alsoRefresh: readonly string[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewDisplayBody & { id: number }) => reviewDisplay(id, body),
    onSettled: () => {
      for (const key of alsoRefresh) queryClient.removeQueries({ queryKey: [key], type: 'inactive' });
      return Promise.all([displayKeys.pending[0], ...alsoRefresh].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
    },
  });
}
