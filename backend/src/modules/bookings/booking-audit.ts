import type { AuditChange } from '../audit/audit-change';
import type { BookingStatus, CancelledBy } from './booking.constants';
import type { ChangedBookingRow, LockedBookingRow } from './booking.repository';

/**
 * The audit records of booking changes (docs/accounts.md, "Audit log"): one per booking row,
 * named by what the actor did (`booking_group.confirm`, `campaign.paid`, `tenant.reject_pending`,
 * `booking.cancel`, …), with the fields that changed.
 */
export function statusChanges(action: string, rows: { id: number; status: BookingStatus }[], to: BookingStatus, notes?: string | null) {
  return rows.map((r): AuditChange => ({
    action,
    entityType: 'booking',
    entityId: r.id,
    before: { status: r.status, ...(notes === undefined ? {} : { notes: null }) },
    after: { status: to, ...(notes === undefined ? {} : { notes }) },
  }));
}

/** A paid toggle: paidAt before and after (an already paid booking keeps its time and writes nothing). */
export function paidChanges(action: string, rows: LockedBookingRow[], paid: boolean, now: Date): AuditChange[] {
  return rows.map((r) => ({
    action,
    entityType: 'booking',
    entityId: r.id,
    before: { paidAt: r.paid_at && new Date(r.paid_at) },
    after: { paidAt: paid ? (r.paid_at ? new Date(r.paid_at) : now) : null },
  }));
}

/** Cancelled bookings: status, who and when. */
export function cancelChanges(action: string, rows: ChangedBookingRow[], by: CancelledBy, now: Date): AuditChange[] {
  return rows.map((r) => ({
    action,
    entityType: 'booking',
    entityId: r.id,
    before: { status: r.status, cancelledAt: null, cancelledBy: null },
    after: { status: 'cancelled', cancelledAt: now, cancelledBy: by },
  }));
}
