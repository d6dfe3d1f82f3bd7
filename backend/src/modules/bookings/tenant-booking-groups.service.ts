import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { NOT_FOUND } from '../../common/http/not-found';
import type { ListQuery, RawListQuery } from '../../common/list/list-query';
import { Config } from '../../config/config';
import { tenantGroupListQuery } from './booking-group-list';
import { holdEnd } from './booking.constants';
import { BookingMapper } from './booking.mapper';
import { BookingRepository } from './booking.repository';
import type { BookingGroupDto } from './dto/booking-group.dto';
import { tenantCancelTargets } from './tenant-cancel.rules';
import { AuditActor } from '../audit/audit-actor.decorator';
import { AuditLog } from '../audit/audit-log.service';
import { cancelChanges } from './booking-audit';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';

/** A tenant's own booking groups in every state, for My Bookings (docs/bookings.md, "My Bookings"), and its cancels. */
@Injectable()
export class TenantBookingGroupsService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRepository,
    private readonly mapper: BookingMapper,
    private readonly clock: Clock,
    @Inject(Config) private readonly config: Config,
    private readonly audit: AuditLog,
  ) {}

  async list(tenantId: number, raw: RawListQuery): Promise<{ list: ListQuery; items: BookingGroupDto[]; total: number }> {
    const { list, filter, page } = tenantGroupListQuery(raw, tenantId);
    const [rows, total] = await Promise.all([this.bookings.findGroups(filter, page), this.bookings.countGroups(filter)]);
    return { list, items: rows.map((r) => this.mapper.toGroupDto(r)), total };
  }

  /**
   * The tenant withdraws pending dates of its own group (docs/product-rules.md §4.10): all of them
   * when `dates` is absent. One transaction with the group's rows locked, so an admin confirming
   * the group at the same moment either confirms first (then 409 here) or sees them cancelled.
   * Their hours are free as soon as it commits.
   */
  async cancel(actor: AuditActor, groupId: string, dates: string[] | undefined): Promise<BookingGroupDto> {
    const tenantId = actor.id;
    await transactionalWithWrites(this.em.fork(), async (tx) => {
      const now = this.clock.now();
      const rows = await this.bookings.lockGroup(tx, groupId, now, holdEnd(now, this.config));
      if (!rows.length || rows[0].tenant_id !== tenantId) throw new NotFoundException(NOT_FOUND.bookingGroup);
      const cancelled = await this.bookings.cancel(tx, tenantCancelTargets(rows, dates), 'tenant', now);
      await this.audit.record(tx, actor, cancelChanges('booking_group.cancel', cancelled, 'tenant', now));
    });
    const [group] = await this.bookings.findGroups({ groupIds: [groupId], tenantId }, { sort: [] });
    return this.mapper.toGroupDto(group);
  }
}
