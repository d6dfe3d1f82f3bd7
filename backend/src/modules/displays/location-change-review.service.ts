import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { NOT_FOUND } from '../../common/http/not-found';
import { applyReview } from '../../common/review/review';
import { AuditActor } from '../audit/audit-actor.decorator';
import { AuditLog } from '../audit/audit-log.service';
import { locationOf } from './display-location';
import { DisplayEvents } from './display-events.service';
import { toDisplayChangeDto } from './display.mapper';
import { DisplayChangeDto } from './dto/display-change.dto';
import { ReviewDisplayDto } from './dto/review-display.dto';
import { DisplayLocationChange } from './entities/display-location-change.entity';
import { Display } from './entities/display.entity';
import { PublicDisplaysService } from './public-displays.service';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';

/** The admin's review of hosts' location changes (docs/product-rules.md §5.4). */
@Injectable()
export class LocationChangeReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly publicDisplays: PublicDisplaysService,
    private readonly audit: AuditLog,
    private readonly events: DisplayEvents,
  ) {}

  /** Changes waiting for review, oldest first, each with its display as it is now. */
  async pending(): Promise<DisplayChangeDto[]> {
    const changes = await this.em
      .fork()
      .find(
        DisplayLocationChange,
        { status: 'pending', display: { deletedAt: null } },
        { populate: ['display.host'], orderBy: { createdAt: 'asc', id: 'asc' } },
      );
    return changes.map(toDisplayChangeDto);
  }

  /**
   * approved:true moves the display to the new location; approved:false keeps it where it was,
   * and the host sees the notes. Only a waiting change can be reviewed (409 otherwise).
   */
  async review(id: number, dto: ReviewDisplayDto, actor: AuditActor): Promise<DisplayChangeDto> {
    const em = this.em.fork();
    const change = await transactionalWithWrites(em, async (tx) => {
      const found = await tx.findOne(DisplayLocationChange, { id, display: { deletedAt: null } });
      if (!found) throw new NotFoundException(NOT_FOUND.locationChange);
      // The host's edits take the same lock: a change cannot be withdrawn while it is being approved.
      const display = await tx.findOneOrFail(
        Display,
        { id: found.display.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['host'] },
      );
      await tx.refresh(found);
      if (found.status !== 'pending') throw new ConflictException('This location change is no longer waiting for review');
      const now = this.clock.now();
      const location = locationOf(display);
      const review = applyReview(found, dto, now);
      await this.audit.record(tx, actor, [
        { action: 'display_change.review', entityType: 'display_change', entityId: id, ...review },
        // Approving moves the display: its row changes too.
        ...(dto.approved
          ? [
              {
                action: 'display_change.review',
                entityType: 'display' as const,
                entityId: display.id,
                before: location,
                after: locationOf(found),
              },
            ]
          : []),
      ]);
      if (dto.approved) {
        Object.assign(display, {
          streetAddress: found.streetAddress,
          city: found.city,
          state: found.state,
          zipCode: found.zipCode,
          latitude: found.latitude,
          longitude: found.longitude,
          updatedAt: now,
        });
      }
      await this.events.reviewed(tx, display.host.id, display.name, 'location', dto.approved, dto.notes);
      return found;
    });
    this.publicDisplays.invalidate();
    return toDisplayChangeDto(change);
  }
}
