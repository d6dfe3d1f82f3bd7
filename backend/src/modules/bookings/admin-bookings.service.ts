import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { NOT_FOUND } from '../../common/http/not-found';
import { Clock } from '../../common/clock/clock';
import { Config } from '../../config/config';
import { BookingEvents } from './booking-events.service';
import { holdEnd } from './booking.constants';
import { AdminBookingGroupsService } from './admin-booking-groups.service';
import { BookingRepository, type LockedBookingRow } from './booking.repository';
import { AuditActor } from '../audit/audit-actor.decorator';
import { AuditLog } from '../audit/audit-log.service';
import { cancelChanges, paidChanges, statusChanges } from './booking-audit';
import { BookingGroupDto } from './dto/booking-group.dto';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';

export type GroupAction = 'confirm' | 'reject' | 'paid';
/** Who acts (null: the demo data, which writes no audit record) and what the audit log calls it. */
type Acting = { actor: AuditActor | null; scope: 'booking_group' | 'campaign' };
const ids = (list: readonly { id: number }[]) => list.map((r) => r.id);

const CAMPAIGN_NOTHING: Record<GroupAction, string> = {
  confirm: 'This campaign has no pending bookings to confirm',
  reject: 'This campaign has no pending bookings to reject',
  paid: 'This campaign has no confirmed bookings',
};

/**
 * The admin's changes to bookings: confirm, reject, paid, cancel ("delete"), of one group or a
 * campaign's groups (the lists are AdminBookingGroupsService's, a tenant's bulk reject
 * AdminTenantBookingsService's). Every change of several rows is one transaction; the group's
 * rows are locked first, so two admins acting at once are serialised.
 */
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly lists: AdminBookingGroupsService,
    @Inject(Config) private readonly config: Config,
    private readonly audit: AuditLog,
    private readonly events: BookingEvents,
  ) {}

  /**
   * pending → confirmed. A pending date already past in the display's zone, or whose
   * hold time is over, cannot be confirmed any more: it becomes expired here (as the
   * expiry job would make it).
   */
  async confirm(groupId: string, actor: AuditActor | null, at?: Date): Promise<BookingGroupDto> {
    await this.inGroup(groupId, at, (tx, rows, now) => this.change('confirm', { actor, scope: 'booking_group' }, tx, rows, now));
    return this.lists.getGroup(groupId);
  }

  /** pending → rejected, with the admin's optional note to the tenant. */
  async reject(groupId: string, actor: AuditActor, notes?: string): Promise<BookingGroupDto> {
    await this.inGroup(groupId, undefined, (tx, rows, now) =>
      this.change('reject', { actor, scope: 'booking_group' }, tx, rows, now, { notes }),
    );
    return this.lists.getGroup(groupId);
  }

  /** Sets (keeping an earlier time) or clears paidAt on the group's confirmed bookings. */
  async setPaid(groupId: string, actor: AuditActor | null, paid: boolean, at?: Date): Promise<BookingGroupDto> {
    await this.inGroup(groupId, at, (tx, rows, now) => this.change('paid', { actor, scope: 'booking_group' }, tx, rows, now, { paid }));
    return this.lists.getGroup(groupId);
  }

  /**
   * The same action on every group of a campaign (docs/campaigns.md) in one transaction, their
   * rows locked in id order: each group still pending (confirm, reject) or confirmed (paid) changes
   * as it would alone, the others are left as they are. 409 when no group had anything to change.
   */
  async actOnGroups(
    groupIds: string[],
    action: GroupAction,
    actor: AuditActor,
    options: { notes?: string; paid?: boolean } = {},
  ): Promise<void> {
    await transactionalWithWrites(this.em.fork(), async (tx) => {
      const now = this.clock.now();
      const rows = await this.bookings.lockGroup(tx, groupIds, now, holdEnd(now, this.config));
      if (!rows.length || !(await this.change(action, { actor, scope: 'campaign' }, tx, rows, now, options, false))) {
        throw new ConflictException(CAMPAIGN_NOTHING[action]);
      }
    });
  }

  /**
   * One home of confirm, reject and paid over locked rows (of one group or several). Confirming
   * a pending date already past in the display's zone, or whose hold time is over, expires it
   * instead (as the expiry job would). Returns how many bookings changed; with `strict`, none is
   * the one group's 409. Each changed booking is an audit record (`<scope>.<action>`).
   */
  private async change(
    action: GroupAction,
    { actor, scope }: Acting,
    tx: EntityManager,
    rows: LockedBookingRow[],
    now: Date,
    options: { notes?: string; paid?: boolean } = {},
    strict = true,
  ): Promise<number> {
    const name = `${scope}.${action}`;
    if (action === 'paid') {
      const confirmed = rows.filter((r) => r.status === 'confirmed');
      if (!confirmed.length && strict) throw new ConflictException('This booking group has no confirmed bookings');
      if (confirmed.length) await this.bookings.setPaid(tx, ids(confirmed), options.paid ?? true, now);
      await this.audit.record(tx, actor, paidChanges(name, confirmed, options.paid ?? true, now));
      return confirmed.length;
    }
    if (action === 'reject') {
      const pending = rows.filter((r) => r.status === 'pending');
      if (!pending.length && strict) throw new ConflictException('This booking group has no pending bookings to reject');
      if (pending.length) await this.bookings.setStatus(tx, ids(pending), 'rejected', now, options.notes || null);
      await this.audit.record(tx, actor, statusChanges(name, pending, 'rejected', options.notes || null));
      await this.events.changed(tx, 'rejected', pending, options.notes || null);
      return pending.length;
    }
    const due = rows.filter((r) => r.status === 'pending' && !r.late);
    if (!due.length && strict) throw new ConflictException('This booking group has no pending bookings to confirm');
    const late = rows.filter((r) => r.status === 'pending' && r.late);
    if (late.length) await this.bookings.setStatus(tx, ids(late), 'expired', now);
    if (due.length) await this.bookings.setStatus(tx, ids(due), 'confirmed', now);
    await this.audit.record(tx, actor, [...statusChanges(name, late, 'expired'), ...statusChanges(name, due, 'confirmed')]);
    await this.events.changes(tx, [
      { change: 'expired', bookings: late },
      { change: 'confirmed', bookings: due },
    ]);
    return due.length;
  }

  /** Cancels one pending or confirmed booking: its hours are free again, the row stays (cancelled by the admin, now). */
  async cancelOne(id: number, actor: AuditActor): Promise<void> {
    const cancelled = await transactionalWithWrites(this.em.fork(), async (tx) => {
      const now = this.clock.now();
      const rows = await this.bookings.cancel(tx, [id], 'admin', now);
      await this.audit.record(tx, actor, cancelChanges('booking.cancel', rows, 'admin', now));
      return rows.length;
    });
    if (cancelled) return;
    const status = await this.bookings.statusOf(id);
    if (!status) throw new NotFoundException(NOT_FOUND.booking);
    throw new ConflictException(`Only pending or confirmed bookings can be deleted; this one is ${status}`);
  }

  /** Cancels every pending or confirmed booking of a group, in one statement. */
  async cancelGroup(groupId: string, actor: AuditActor): Promise<void> {
    await this.inGroup(groupId, undefined, async (tx, rows, now) => {
      const active = rows.filter((r) => r.holds_hours).map((r) => r.id);
      if (!active.length) throw new ConflictException('This booking group has no pending or confirmed bookings to delete');
      const cancelled = await this.bookings.cancel(tx, active, 'admin', now);
      await this.audit.record(tx, actor, cancelChanges('booking_group.cancel', cancelled, 'admin', now));
    });
  }

  /**
   * Runs `change` in a transaction with the group's rows locked; 404 for an unknown group. `at`
   * replaces the clock only for the demo seeder, which confirms its past weeks as of then.
   */
  private async inGroup(
    groupId: string,
    at: Date | undefined,
    change: (tx: EntityManager, rows: LockedBookingRow[], now: Date) => Promise<unknown>,
  ): Promise<void> {
    await transactionalWithWrites(this.em.fork(), async (tx) => {
      const now = at ?? this.clock.now();
      const rows = await this.bookings.lockGroup(tx, groupId, now, holdEnd(now, this.config));
      if (!rows.length) throw new NotFoundException(NOT_FOUND.bookingGroup);
      await change(tx, rows, now);
    });
  }
}
