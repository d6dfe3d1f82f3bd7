import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { ListQuery, RawListQuery } from '../../common/list/list-query';
import { todayIn } from '../../common/time/zoned-time';
import { adminGroupListQuery } from './admin-booking-list';
import { BOOKING_MESSAGES, BookingStatus } from './booking.constants';
import { BookingMapper } from './booking.mapper';
import { countGroups, findGroups } from './booking-groups.query';
import { BookingGroupDto } from './dto/booking-group.dto';

interface GroupBookingRow {
  id: number;
  status: BookingStatus;
  date: string;
  time_zone: string;
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
  ) {}

  /** Confirmed groups (their confirmed dates only), soonest first. */
  confirmed(): Promise<BookingGroupDto[]> {
    return findGroups(this.em.fork(), this.mapper, { status: 'confirmed' }, { sort: [['first_date', 'asc'], ['created_at', 'asc']] });
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
   * pending → confirmed. A pending date already past in the display's zone cannot be
   * confirmed any more: it becomes expired here (as the expiry job would make it).
   */
  async confirm(groupId: string): Promise<BookingGroupDto> {
    await this.inGroup(groupId, async (tx, rows, now) => {
      const today = todayIn(rows[0].time_zone, now);
      const pending = rows.filter((r) => r.status === 'pending');
      const due = pending.filter((r) => r.date >= today).map((r) => r.id);
      if (!due.length) throw new ConflictException('This booking group has no pending bookings to confirm');
      const late = pending.filter((r) => r.date < today).map((r) => r.id);
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
        `select b.id, b.status, b.booking_date::text as date, d.time_zone
           from bookings b join displays d on d.id = b.display_id
          where b.group_id = ? order by b.id for update of b`,
        [groupId],
      );
      if (!rows.length) throw new NotFoundException(BOOKING_MESSAGES.groupNotFound);
      await change(tx, rows, this.clock.now());
    });
  }

  private async setStatus(tx: EntityManager, ids: number[], status: BookingStatus, now: Date): Promise<void> {
    await tx.execute(`update bookings set status = ?, updated_at = ?::timestamptz where id = any(array[?]::int[])`, [status, now.toISOString(), ids]);
  }
}
