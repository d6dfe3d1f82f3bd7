import type { CreativeStatus } from '../../api/creatives';

/** Spec §2 / decisions §4: the words of each review status. */
export const CREATIVE_STATUS_LABELS: Record<CreativeStatus, string> = {
  pending: 'Pending Approval',
  approved: 'Approved',
  rejected: 'Rejected',
};
