/**
 * The audit log's date filters: the admin picks days (`YYYY-MM-DD`) in its own time zone; the
 * server takes instants, `from` inclusive and `to` exclusive (docs/accounts.md, "Audit log").
 * So `from` becomes the local midnight that starts the day and `to` the one that ends it.
 */
export function auditFilterForApi(filter: Record<string, unknown>): Record<string, unknown> {
  const out = { ...filter };
  if (typeof filter.from === 'string' && filter.from) out.from = localMidnight(filter.from, 0);
  if (typeof filter.to === 'string' && filter.to) out.to = localMidnight(filter.to, 1);
  return out;
}

function localMidnight(day: string, plusDays: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(y, m - 1, d + plusDays);
  return Number.isNaN(at.getTime()) ? day : at.toISOString();
}

/** Actions the server records, for the filter's choices (the server's list: docs/accounts.md). */
export const AUDIT_ACTIONS = [
  ['display.review', 'Display review'],
  ['creative.review', 'Ad creative review'],
  ['display_change.review', 'Location change review'],
  ['booking_group.confirm', 'Booking group confirmed'],
  ['booking_group.reject', 'Booking group rejected'],
  ['booking_group.paid', 'Booking group paid / unpaid'],
  ['booking_group.cancel', 'Booking group cancelled'],
  ['booking.cancel', 'Booking cancelled'],
  ['campaign.confirm', 'Campaign confirmed'],
  ['campaign.reject', 'Campaign rejected'],
  ['campaign.paid', 'Campaign paid / unpaid'],
  ['tenant.reject_pending', "Tenant's pending rejected"],
  ['display.update', 'Display price / hours changed'],
  ['display.delete', 'Display deleted'],
  ['admin.create', 'Admin added'],
] as const;

export const AUDIT_ENTITY_TYPES = [
  ['display', 'Display'],
  ['display_change', 'Location change'],
  ['creative', 'Ad creative'],
  ['booking', 'Booking'],
  ['user', 'Account'],
] as const;

/** The changed fields of a record, each with its value before and after, in a stable order. */
export function changedRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((field) => ({ field, before: shown(before, field), after: shown(after, field) }));
}

function shown(side: Record<string, unknown> | null, field: string): string {
  if (!side) return '—';
  const value = side[field];
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
