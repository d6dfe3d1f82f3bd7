import { useAdminAction } from '../useAdminData';
import { useReviewActions } from '../useReviewActions';
import type { Review } from '../dataProvider';

export const DISPLAY_REVIEW_SUCCESS_TEXT = 'Display status updated successfully';

/**
 * Approve / Reject a display, with the toasts of useReviewActions. Then the
 * pending list and the back office's display reads (list and pages) reload.
 * Resolves to whether the review went through.
 */
export function useDisplayReviewActions() {
  const review = useAdminAction((dp, { id, ...body }: Review & { id: number }) => dp.approveDisplay(id, body));
  return useReviewActions(review, DISPLAY_REVIEW_SUCCESS_TEXT);
}
