import type { CreativeStatus } from '../../api/creatives';

/** docs/product-rules.md §12 / docs/product-rules.md §5: the words of each review status. */
export const CREATIVE_STATUS_LABELS: Record<CreativeStatus, string> = {
  pending: 'Pending Approval',
  approved: 'Approved',
  rejected: 'Rejected',
};
