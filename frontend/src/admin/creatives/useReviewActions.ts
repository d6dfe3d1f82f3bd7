import { useCallback } from 'react';
import { useReviewAdCreative } from '../../api/creatives';
import { errorText } from '../../api/errors';
import { useToast } from '../../providers/toastContext';
import { CREATIVES_RESOURCE } from './resource';

export const REVIEW_SUCCESS_TEXT = 'Ad creative status updated successfully';

/**
 * Approve / Reject (spec §8): "Success" toast, or an "Error" toast with the
 * server's text. Afterwards the pending list and the grid of all creatives reload.
 */
export function useReviewActions() {
  const review = useReviewAdCreative([CREATIVES_RESOURCE]);
  const { mutateAsync } = review;
  const { toast } = useToast();

  const run = useCallback(
    async (id: number, approved: boolean, notes?: string): Promise<boolean> => {
      try {
        await mutateAsync({ id, approved, ...(notes ? { notes } : {}) });
      } catch (error) {
        toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
        return false;
      }
      toast({ title: 'Success', description: REVIEW_SUCCESS_TEXT, variant: 'success' });
      return true;
    },
    [mutateAsync, toast],
  );

  return {
    approve: useCallback((id: number) => run(id, true), [run]),
    reject: useCallback((id: number, notes: string) => run(id, false, notes.trim() || undefined), [run]),
    /** The creative being reviewed right now, if any. */
    busyId: review.isPending ? (review.variables?.id ?? null) : null,
  };
}
