import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { NOT_FOUND } from '../../common/http/not-found';
import { AuditActor } from '../audit/audit-actor.decorator';
import { AuditLog } from '../audit/audit-log.service';
import { User } from '../auth/entities/user.entity';
import { statusChanges } from './booking-audit';
import { BookingEvents } from './booking-events.service';
import { TENANT_LOCK_CLASS } from './booking.constants';
import { BookingRepository } from './booking.repository';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';

/** The admin's bulk action on one tenant's bookings (docs/bookings.md, "Limits on holding"). */
@Injectable()
export class AdminTenantBookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly events: BookingEvents,
  ) {}

  /**
   * Rejects every pending booking of a tenant (all groups) in one transaction, under the
   * tenant's booking lock, so a request being booked at that moment is either rejected
   * too or arrives after. A tenant with nothing pending gets zeros.
   */
  async rejectTenantPending(
    tenantId: number,
    actor: AuditActor,
    notes?: string,
  ): Promise<{ rejectedGroups: number; rejectedBookings: number }> {
    return transactionalWithWrites(this.em.fork(), async (tx) => {
      const tenant = await tx.findOne(User, { id: tenantId, role: 'tenant' }, { fields: ['id'] });
      if (!tenant) throw new NotFoundException(NOT_FOUND.tenant);
      await this.bookings.lockTenant(tx, tenantId, TENANT_LOCK_CLASS);
      const rejected = await this.bookings.rejectTenantPending(tx, tenantId, notes || null, this.clock.now());
      await this.audit.record(tx, actor, statusChanges('tenant.reject_pending', rejected, 'rejected', notes || null));
      await this.events.changed(
        tx,
        'rejected',
        rejected.map((r) => r.id),
        notes || null,
      );
      return { rejectedGroups: new Set(rejected.map((r) => r.group_id)).size, rejectedBookings: rejected.length };
    });
  }
}
