import { useReviewAdCreative } from '../../api/creatives';
import { useReviewActions } from '../useReviewActions';
import { CREATIVES_RESOURCE } from './resource';

export const REVIEW_SUCCESS_TEXT = 'Ad creative status updated successfully';

/**
 * Approve / Reject an ad creative (docs/product-rules.md §17), with the toasts of
 * useReviewActions. Afterwards the pending list and the grid of all creatives reload.
 */
export function useAdCreativeReviewActions() {
  return useReviewActions(useReviewAdCreative([CREATIVES_RESOURCE]), REVIEW_SUCCESS_TEXT);
}
