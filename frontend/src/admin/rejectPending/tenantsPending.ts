import type { BookingGroup } from '../../api/bookings';

/** One tenant's pending booking groups, as the bulk rejection shows them. */
export interface TenantPending {
  tenantId: number;
  username: string;
  groups: number;
  dates: number;
  /** Cents. */
  totalCents: number;
}

/** Pending groups by tenant, the most groups first (then by name). */
export function tenantsPending(groups: readonly BookingGroup[], toCents: (amount: string) => number): TenantPending[] {
  const byTenant = new Map<number, TenantPending>();
  for (const group of groups) {
    const row = byTenant.get(group.tenantId) ?? {
      tenantId: group.tenantId,
      username: group.tenant.username,
      groups: 0,
      dates: 0,
      totalCents: 0,
    };
    row.groups += 1;
    row.dates += group.bookingDates.length;
    row.totalCents += toCents(group.totalPrice);
    byTenant.set(group.tenantId, row);
  }
  return [...byTenant.values()].toSorted((a, b) => b.groups - a.groups || a.username.localeCompare(b.username));
}
