import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { ListQuery, RawListQuery } from '../../common/list/list-query';
import { todayIn } from '../../common/time/zoned-time';
import { Config } from '../../config/config';
import { adminGroupListQuery } from './admin-booking-list';
import { BOOKING_MESSAGES, BookingStatus, holdEnd, TENANT_LOCK_CLASS } from './booking.constants';
import { BookingMapper } from './booking.mapper';
import { countGroups, findGroups } from './booking-groups.query';
import { BookingGroupDto } from './dto/booking-group.dto';

interface GroupBookingRow {
  id: number;
  status: BookingStatus;
  date: string;
  time_zone: string;
  created_at: Date;
}

/**
 * The admin's side of bookings: the confirmed and pending group lists, confirm,
 * reject, paid, cancel ("delete"). Every change of several rows is one transaction;
 * the group's rows are locked first, so two admins acting at once are serialised.
 */
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly mapper: BookingMapper,
    @Inject(Config) private readonly config: Config,
  ) {}

  /** Confirmed groups (their confirmed dates only), soonest first. */
  confirmed(): Promise<BookingGroupDto[]> {
    return findGroups(
      this.em.fork(),
      this.mapper,
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
    return findGroups(this.em.fork(), this.mapper, { status: 'pending' }, { sort: [['created_at', 'asc']] });
  }

  async list(raw: RawListQuery): Promise<{ list: ListQuery; items: BookingGroupDto[]; total: number }> {
    const { list, filter, page } = adminGroupListQuery(raw);
    const em = this.em.fork();
    const [items, total] = await Promise.all([findGroups(em, this.mapper, filter, page), countGroups(em.fork(), filter)]);
    return { list, items, total };
  }

  async getGroup(groupId: string): Promise<BookingGroupDto> {
    const [group] = await findGroups(this.em.fork(), this.mapper, { groupIds: [groupId] }, { sort: [] });
    if (!group) throw new NotFoundException(BOOKING_MESSAGES.groupNotFound);
    return group;
  }

  /**
   * pending → confirmed. A pending date already past in the display's zone, or whose
   * hold time is over, cannot be confirmed any more: it becomes expired here (as the
   * expiry job would make it).
   */
  async confirm(groupId: string): Promise<BookingGroupDto> {
    await this.inGroup(groupId, async (tx, rows, now) => {
      const today = todayIn(rows[0].time_zone, now);
      const holdOver = holdEnd(now, this.config).getTime();
      const isLate = (r: GroupBookingRow) => r.date < today || new Date(r.created_at).getTime() <= holdOver;
      const pending = rows.filter((r) => r.status === 'pending');
      const due = pending.filter((r) => !isLate(r)).map((r) => r.id);
      if (!due.length) throw new ConflictException('This booking group has no pending bookings to confirm');
      const late = pending.filter(isLate).map((r) => r.id);
      if (late.length) await this.setStatus(tx, late, 'expired', now);
      await this.setStatus(tx, due, 'confirmed', now);
    });
    return this.getGroup(groupId);
  }

  /** pending → rejected, with the admin's optional note to the tenant. */
  async reject(groupId: string, notes?: string): Promise<BookingGroupDto> {
    await this.inGroup(groupId, async (tx, rows, now) => {
      const pending = rows.filter((r) => r.status === 'pending').map((r) => r.id);
      if (!pending.length) throw new ConflictException('This booking group has no pending bookings to reject');
      await tx.execute(`update bookings set status = 'rejected', notes = ?, updated_at = ?::timestamptz where id = any(array[?]::int[])`, [
        notes || null,
        now.toISOString(),
        pending,
      ]);
    });
    return this.getGroup(groupId);
  }

  /** Sets (keeping an earlier time) or clears paidAt on the group's confirmed bookings. */
  async setPaid(groupId: string, paid: boolean): Promise<BookingGroupDto> {
    await this.inGroup(groupId, async (tx, rows, now) => {
      const confirmed = rows.filter((r) => r.status === 'confirmed').map((r) => r.id);
      if (!confirmed.length) throw new ConflictException('This booking group has no confirmed bookings');
      await tx.execute(
        `update bookings set paid_at = case when ? then coalesce(paid_at, ?::timestamptz) end, updated_at = ?::timestamptz where id = any(array[?]::int[])`,
        [paid, now.toISOString(), now.toISOString(), confirmed],
      );
    });
    return this.getGroup(groupId);
  }

  /**
   * Rejects every pending booking of a tenant (all groups) in one transaction, under the
   * tenant's booking lock, so a request being booked at that moment is either rejected
   * too or arrives after. A tenant with nothing pending gets zeros.
   */
  async rejectTenantPending(tenantId: number, notes?: string): Promise<{ rejectedGroups: number; rejectedBookings: number }> {
    return this.em.fork().transactional(async (tx) => {
      const [tenant]: unknown[] = await tx.execute(`select id from users where id = ? and role = 'tenant'`, [tenantId]);
      if (!tenant) throw new NotFoundException(BOOKING_MESSAGES.tenantNotFound);
      await tx.execute('select pg_advisory_xact_lock(?, ?)', [TENANT_LOCK_CLASS, tenantId]);
      const rows: { group_id: string }[] = await tx.execute(
        `update bookings set status = 'rejected', notes = ?, updated_at = ?::timestamptz where tenant_id = ? and status = 'pending' returning group_id`,
        [notes || null, this.clock.now().toISOString(), tenantId],
      );
      return { rejectedGroups: new Set(rows.map((r) => r.group_id)).size, rejectedBookings: rows.length };
    });
  }

  /** Cancels one pending or confirmed booking: its hours are free again, the row stays. */
  async cancelOne(id: number): Promise<void> {
    const em = this.em.fork();
    const now = this.clock.now().toISOString();
    const done: unknown[] = await em.execute(
      `update bookings set status = 'cancelled', updated_at = ?::timestamptz where id = ? and status in ('pending', 'confirmed') returning id`,
      [now, id],
    );
    if (done.length) return;
    const [row]: { status: BookingStatus }[] = await em.execute('select status from bookings where id = ?', [id]);
    if (!row) throw new NotFoundException(BOOKING_MESSAGES.bookingNotFound);
    throw new ConflictException(`Only pending or confirmed bookings can be deleted; this one is ${row.status}`);
  }

  /** Cancels every pending or confirmed booking of a group, in one statement. */
  async cancelGroup(groupId: string): Promise<void> {
    await this.inGroup(groupId, async (tx, rows, now) => {
      const active = rows.filter((r) => r.status === 'pending' || r.status === 'confirmed').map((r) => r.id);
      if (!active.length) throw new ConflictException('This booking group has no pending or confirmed bookings to delete');
      await this.setStatus(tx, active, 'cancelled', now);
    });
  }

  /** Runs `change` in a transaction with the group's rows locked; 404 for an unknown group. */
  private async inGroup(groupId: string, change: (tx: EntityManager, rows: GroupBookingRow[], now: Date) => Promise<void>): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const rows: GroupBookingRow[] = await tx.execute(
        `select b.id, b.status, b.booking_date::text as date, d.time_zone, b.created_at
           from bookings b join displays d on d.id = b.display_id
          where b.group_id = ? order by b.id for update of b`,
        [groupId],
      );
      if (!rows.length) throw new NotFoundException(BOOKING_MESSAGES.groupNotFound);
      await change(tx, rows, this.clock.now());
    });
  }

  private async setStatus(tx: EntityManager, ids: number[], status: BookingStatus, now: Date): Promise<void> {
    await tx.execute(`update bookings set status = ?, updated_at = ?::timestamptz where id = any(array[?]::int[])`, [
      status,
      now.toISOString(),
      ids,
    ]);
  }
}
