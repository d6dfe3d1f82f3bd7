import type { TenantBookingGroup, TenantBookingGroupStatus } from '../../../api/tenantBookingGroups';

/** What each state of a booking group means to the tenant (docs/bookings.md, "My Bookings"). */
export const GROUP_STATE_LABELS: Readonly<Record<TenantBookingGroupStatus, string>> = {
  pending: 'Pending approval',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** Badge colours: dark text on a light tint, all above 4.5:1 and told apart by their words too. */
export const GROUP_STATE_COLORS: Readonly<Record<TenantBookingGroupStatus, { bgcolor: string; color: string }>> = {
  pending: { bgcolor: '#fef3c7', color: '#92400e' },
  confirmed: { bgcolor: '#dcfce7', color: '#166534' },
  rejected: { bgcolor: '#fee2e2', color: '#991b1b' },
  expired: { bgcolor: '#f1f5f9', color: '#334155' },
  cancelled: { bgcolor: '#f1f5f9', color: '#334155' },
};

export type GroupStateFilter = TenantBookingGroupStatus | 'all';

/** The filter chips, in the order a tenant looks for them. */
export const GROUP_STATE_FILTERS: readonly { value: GroupStateFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'expired', label: 'Expired' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** What the tenant can expect next, by state; null when the badge says it all. */
export function groupStateHint(group: Pick<TenantBookingGroup, 'status' | 'paid'>): string | null {
  switch (group.status) {
    case 'pending':
      return 'Waiting for an administrator to confirm it.';
    case 'confirmed':
      return group.paid ? null : 'Payment is not recorded yet.';
    case 'expired':
      return 'It was not confirmed in time; the dates are free again.';
    default:
      return null;
  }
}
