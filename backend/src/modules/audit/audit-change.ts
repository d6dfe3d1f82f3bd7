/** The audited fields of a record (plain values; dates are written as ISO texts, money as decimal texts). */
export type AuditFields = object;

/** One changed record: what the actor did to it, and its fields before and after. */
export interface AuditChange {
  /** `<entity or scope>.<verb>`: `display.review`, `booking_group.confirm`, `campaign.paid`, … */
  action: string;
  entityType: 'display' | 'display_change' | 'creative' | 'booking' | 'user';
  entityId: number | string;
  /** Absent for a record created by the action. */
  before?: AuditFields;
  /** Absent for a record removed by the action. */
  after?: AuditFields;
}

const json = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/**
 * Only the fields that changed, both sides; null when nothing changed (no record is written).
 * A created record keeps all its fields in `after`, a removed one in `before`.
 */
export function changedFields(
  change: AuditChange,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null {
  const before = change.before as Record<string, unknown> | undefined;
  const after = change.after as Record<string, unknown> | undefined;
  if (!before || !after) {
    const only = before ?? after;
    if (!only) return null;
    const fields = Object.fromEntries(Object.entries(only).map(([k, v]) => [k, json(v)]));
    return before ? { before: fields, after: null } : { before: null, after: fields };
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(json(before[k]) ?? null) !== JSON.stringify(json(after[k]) ?? null),
  );
  if (!keys.length) return null;
  const pick = (side: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, json(side[k]) ?? null]));
  return { before: pick(before), after: pick(after) };
}
