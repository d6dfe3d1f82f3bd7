import { useReviewDisplay } from '../../api/useReviewDisplays';
import { useReviewActions } from '../useReviewActions';
import { DISPLAYS_RESOURCE } from './resource';

export const DISPLAY_REVIEW_SUCCESS_TEXT = 'Display status updated successfully';

/**
 * Approve / Reject a display (docs/product-rules.md §17), with the toasts of useReviewActions.
 * Then the pending list and the back office's display reads (list and pages)
 * reload. Resolves to whether the review went through.
 */
export function useDisplayReviewActions() {
  return useReviewActions(useReviewDisplay([DISPLAYS_RESOURCE]), DISPLAY_REVIEW_SUCCESS_TEXT);
}
