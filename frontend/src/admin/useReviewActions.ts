import { useCallback } from 'react';
import { useToastedAction } from '../hooks/useToastedAction';

interface ReviewVariables {
  id: number;
  approved: boolean;
  notes?: string;
}

/** A review mutation (react-query) of the admin API: POST …/{id}/approve. */
interface ReviewMutation {
  mutateAsync: (variables: ReviewVariables) => Promise<unknown>;
  isPending: boolean;
  variables?: ReviewVariables;
}

/**
 * Approve / Reject of a reviewed item (docs/product-rules.md §17): a "Success" toast with
 * `successText`, or an "Error" toast with the server's text. Each action
 * resolves to whether the review went through.
 */
export function useReviewActions(review: ReviewMutation, successText: string) {
  const { mutateAsync } = review;
  const run = useToastedAction();

  const send = useCallback(
    (id: number, approved: boolean, notes?: string) =>
      run(() => mutateAsync({ id, approved, ...(notes ? { notes } : {}) }), { success: successText }),
    [run, mutateAsync, successText],
  );

  return {
    approve: useCallback((id: number) => send(id, true), [send]),
    reject: useCallback((id: number, notes: string) => send(id, false, notes.trim() || undefined), [send]),
    /** The item being reviewed right now, if any. */
    busyId: review.isPending ? (review.variables?.id ?? null) : null,
  };
}

export type ReviewActions = ReturnType<typeof useReviewActions>;
