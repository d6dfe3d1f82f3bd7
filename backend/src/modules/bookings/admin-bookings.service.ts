import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { NOT_FOUND } from '../../common/http/not-found';
import { Clock } from '../../common/clock/clock';
import { ListQuery, RawListQuery } from '../../common/list/list-query';
import { Config } from '../../config/config';
import { BookingEvents } from './booking-events.service';
import { adminGroupListQuery } from './booking-group-list';
import { holdEnd, TENANT_LOCK_CLASS } from './booking.constants';
import { BookingMapper } from './booking.mapper';
import { BookingRepository, type LockedBookingRow } from './booking.repository';
import { User } from '../auth/entities/user.entity';
import { BookingGroupDto } from './dto/booking-group.dto';
import type { GroupFilter, GroupPage } from './booking-groups.sql';

export type GroupAction = 'confirm' | 'reject' | 'paid';

const CAMPAIGN_NOTHING: Record<GroupAction, string> = {
  confirm: 'This campaign has no pending bookings to confirm',
  reject: 'This campaign has no pending bookings to reject',
  paid: 'This campaign has no confirmed bookings',
};

/**
 * The admin's side of bookings: the confirmed and pending group lists, confirm,
 * reject, paid, cancel ("delete"). Every change of several rows is one transaction;
 * the group's rows are locked first, so two admins acting at once are serialised.
 */
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly mapper: BookingMapper,
    @Inject(Config) private readonly config: Config,
    private readonly events: BookingEvents,
  ) {}

  /** Confirmed groups (their confirmed dates only), soonest first. */
  confirmed(): Promise<BookingGroupDto[]> {
    return this.groups(
      { status: 'confirmed' },
      {
        sort: [
          ['first_date', 'asc'],
          ['created_at', 'asc'],
        ],
      },
    );
  }

  /** Pending groups waiting for a decision, oldest request first. */
  requests(): Promise<BookingGroupDto[]> {
    return this.groups({ status: 'pending' }, { sort: [['created_at', 'asc']] });
  }

  async list(raw: RawListQuery): Promise<{ list: ListQuery; items: BookingGroupDto[]; total: number }> {
    const { list, filter, page } = adminGroupListQuery(raw);
    const [items, total] = await Promise.all([this.groups(filter, page), this.bookings.countGroups(filter)]);
    return { list, items, total };
  }

  async getGroup(groupId: string): Promise<BookingGroupDto> {
    const [group] = await this.groups({ groupIds: [groupId] }, { sort: [] });
    if (!group) throw new NotFoundException(NOT_FOUND.bookingGroup);
    return group;
  }

  /**
   * pending → confirmed. A pending date already past in the display's zone, or whose
   * hold time is over, cannot be confirmed any more: it becomes expired here (as the
   * expiry job would make it).
   */
  async confirm(groupId: string, at?: Date): Promise<BookingGroupDto> {
    await this.inGroup(groupId, at, (tx, rows, now) => this.change('confirm', tx, rows, now));
    return this.getGroup(groupId);
  }

  /** pending → rejected, with the admin's optional note to the tenant. */
  async reject(groupId: string, notes?: string): Promise<BookingGroupDto> {
    await this.inGroup(groupId, undefined, (tx, rows, now) => this.change('reject', tx, rows, now, { notes }));
    return this.getGroup(groupId);
  }

  /** Sets (keeping an earlier time) or clears paidAt on the group's confirmed bookings. */
  async setPaid(groupId: string, paid: boolean, at?: Date): Promise<BookingGroupDto> {
    await this.inGroup(groupId, at, (tx, rows, now) => this.change('paid', tx, rows, now, { paid }));
    return this.getGroup(groupId);
  }

  /**
   * The same action on every group of a campaign (docs/campaigns.md) in one transaction, their
   * rows locked in id order: each group still pending (confirm, reject) or confirmed (paid) changes
   * as it would alone, the others are left as they are. 409 when no group had anything to change.
   */
  async actOnGroups(groupIds: string[], action: GroupAction, options: { notes?: string; paid?: boolean } = {}): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const now = this.clock.now();
      const rows = await this.bookings.lockGroup(tx, groupIds, now, holdEnd(now, this.config));
      if (!rows.length || !(await this.change(action, tx, rows, now, options, false))) {
        throw new ConflictException(CAMPAIGN_NOTHING[action]);
      }
    });
  }

  /**
   * One home of confirm, reject and paid over locked rows (of one group or several). Confirming
   * a pending date already past in the display's zone, or whose hold time is over, expires it
   * instead (as the expiry job would). Returns how many bookings changed; with `strict`, none is
   * the one group's 409.
   */
  private async change(
    action: GroupAction,
    tx: EntityManager,
    rows: LockedBookingRow[],
    now: Date,
    options: { notes?: string; paid?: boolean } = {},
    strict = true,
  ): Promise<number> {
    const ids = (keep: (r: LockedBookingRow) => boolean) => rows.filter(keep).map((r) => r.id);
    if (action === 'paid') {
      const confirmed = ids((r) => r.status === 'confirmed');
      if (!confirmed.length && strict) throw new ConflictException('This booking group has no confirmed bookings');
      if (confirmed.length) await this.bookings.setPaid(tx, confirmed, options.paid ?? true, now);
      return confirmed.length;
    }
    if (action === 'reject') {
      const pending = ids((r) => r.status === 'pending');
      if (!pending.length && strict) throw new ConflictException('This booking group has no pending bookings to reject');
      if (pending.length) await this.bookings.setStatus(tx, pending, 'rejected', now, options.notes || null);
      await this.events.changed(tx, 'rejected', pending, options.notes || null);
      return pending.length;
    }
    const due = ids((r) => r.status === 'pending' && !r.late);
    if (!due.length && strict) throw new ConflictException('This booking group has no pending bookings to confirm');
    const late = ids((r) => r.status === 'pending' && r.late);
    if (late.length) await this.bookings.setStatus(tx, late, 'expired', now);
    if (due.length) await this.bookings.setStatus(tx, due, 'confirmed', now);
    await this.events.changed(tx, 'expired', late);
    await this.events.changed(tx, 'confirmed', due);
    return due.length;
  }

  /**
   * Rejects every pending booking of a tenant (all groups) in one transaction, under the
   * tenant's booking lock, so a request being booked at that moment is either rejected
   * too or arrives after. A tenant with nothing pending gets zeros.
   */
  async rejectTenantPending(tenantId: number, notes?: string): Promise<{ rejectedGroups: number; rejectedBookings: number }> {
    return this.em.fork().transactional(async (tx) => {
      const tenant = await tx.findOne(User, { id: tenantId, role: 'tenant' }, { fields: ['id'] });
      if (!tenant) throw new NotFoundException(NOT_FOUND.tenant);
      await this.bookings.lockTenant(tx, tenantId, TENANT_LOCK_CLASS);
      const rows = await this.bookings.rejectTenantPending(tx, tenantId, notes || null, this.clock.now());
      await this.events.changed(
        tx,
        'rejected',
        rows.map((r) => r.id),
        notes || null,
      );
      return { rejectedGroups: new Set(rows.map((r) => r.group_id)).size, rejectedBookings: rows.length };
    });
  }

  /** Cancels one pending or confirmed booking: its hours are free again, the row stays (cancelled by the admin, now). */
  async cancelOne(id: number): Promise<void> {
    if (await this.bookings.cancel(this.em.fork(), [id], 'admin', this.clock.now())) return;
    const status = await this.bookings.statusOf(id);
    if (!status) throw new NotFoundException(NOT_FOUND.booking);
    throw new ConflictException(`Only pending or confirmed bookings can be deleted; this one is ${status}`);
  }

  /** Cancels every pending or confirmed booking of a group, in one statement. */
  async cancelGroup(groupId: string): Promise<void> {
    await this.inGroup(groupId, undefined, async (tx, rows, now) => {
      const active = rows.filter((r) => r.holds_hours).map((r) => r.id);
      if (!active.length) throw new ConflictException('This booking group has no pending or confirmed bookings to delete');
      await this.bookings.cancel(tx, active, 'admin', now);
    });
  }

  /** Runs `change` in a transaction with the group's rows locked; 404 for an unknown group. */
  /** `at` replaces the clock only for the demo seeder, which confirms its past weeks as of then. */
  private async inGroup(
    groupId: string,
    at: Date | undefined,
    change: (tx: EntityManager, rows: LockedBookingRow[], now: Date) => Promise<unknown>,
  ): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const now = at ?? this.clock.now();
      const rows = await this.bookings.lockGroup(tx, groupId, now, holdEnd(now, this.config));
      if (!rows.length) throw new NotFoundException(NOT_FOUND.bookingGroup);
      await change(tx, rows, now);
    });
  }

  private async groups(filter: GroupFilter, page: GroupPage): Promise<BookingGroupDto[]> {
    return (await this.bookings.findGroups(filter, page)).map((r) => this.mapper.toGroupDto(r));
  }
}
