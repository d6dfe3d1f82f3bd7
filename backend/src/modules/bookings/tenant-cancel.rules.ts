import { BadRequestException, ConflictException } from '@nestjs/common';
import type { BookingStatus } from './booking.constants';

/** What the rule needs of a group's locked rows. */
export interface CancellableRow {
  id: number;
  date: string;
  status: BookingStatus;
}

export const TENANT_CANCEL_MESSAGES = {
  nothingPending: 'This booking group has no pending dates to cancel',
} as const;

/**
 * Which bookings a tenant's cancel changes (docs/product-rules.md §4.10): every pending date of
 * the group when `dates` is absent, else exactly the dates asked for, each of which must be in
 * the group (400 otherwise) and pending (409 otherwise; confirmed dates only the admin cancels).
 * `details` names the dates, so a client can say which.
 */
export function tenantCancelTargets(rows: CancellableRow[], dates: string[] | undefined): number[] {
  if (dates === undefined) {
    const pending = rows.filter((r) => r.status === 'pending').map((r) => r.id);
    if (!pending.length) throw new ConflictException(TENANT_CANCEL_MESSAGES.nothingPending);
    return pending;
  }
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const unknown = dates.filter((d) => !byDate.has(d));
  if (unknown.length) {
    throw new BadRequestException({
      message: `Not in this booking group: ${unknown.join(', ')}`,
      details: { dates: unknown },
    });
  }
  const chosen = dates.map((d) => byDate.get(d)!);
  const notPending = chosen.filter((r) => r.status !== 'pending');
  if (notPending.length) {
    throw new ConflictException({
      message: `Only pending dates can be cancelled: ${notPending.map((r) => `${r.date} is ${r.status}`).join(', ')}`,
      details: { notPending: notPending.map((r) => ({ date: r.date, status: r.status })) },
    });
  }
  return chosen.map((r) => r.id);
}
