import { useAdminAction } from '../useAdminData';
import { useReviewActions } from '../useReviewActions';
import type { Review } from '../dataProvider';

export const REVIEW_SUCCESS_TEXT = 'Ad creative status updated successfully';

/**
 * Approve / Reject an ad creative, with the toasts of useReviewActions.
 * Afterwards the pending list and the grid of all creatives reload.
 */
export function useAdCreativeReviewActions() {
  const review = useAdminAction((dp, { id, ...body }: Review & { id: number }) => dp.approveCreative(id, body));
  return useReviewActions(review, REVIEW_SUCCESS_TEXT);
}
