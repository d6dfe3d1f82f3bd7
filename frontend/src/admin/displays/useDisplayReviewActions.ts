import { useCallback } from 'react';
import { errorText } from '../../api/errors';
import { useReviewDisplay } from '../../api/useReviewDisplays';
import { useToast } from '../../providers/toastContext';
import { DISPLAYS_RESOURCE } from './resource';

export const DISPLAY_REVIEW_SUCCESS_TEXT = 'Display status updated successfully';

/**
 * Approve / Reject a display (spec §8): a "Success" toast, or an "Error" toast
 * with the server's text. Then the pending list and the back office's display
 * reads (list and pages) reload. Resolves to whether the review went through.
 */
export function useDisplayReviewActions() {
  const review = useReviewDisplay([DISPLAYS_RESOURCE]);
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
      toast({ title: 'Success', description: DISPLAY_REVIEW_SUCCESS_TEXT, variant: 'success' });
      return true;
    },
    [mutateAsync, toast],
  );

  return {
    approve: useCallback((id: number) => run(id, true), [run]),
    reject: useCallback((id: number, notes: string) => run(id, false, notes.trim() || undefined), [run]),
    /** The display being reviewed right now, if any. */
    busyId: review.isPending ? (review.variables?.id ?? null) : null,
  };
}
