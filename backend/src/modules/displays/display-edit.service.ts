import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { NOT_FOUND } from '../../common/http/not-found';
import { Config } from '../../config/config';
import { AuditActor } from '../audit/audit-actor.decorator';
import { AuditLog } from '../audit/audit-log.service';
import { DisplayBookingChecks } from '../bookings/display-booking-checks.service';
import { DisplayEvents } from './display-events.service';
import { toHostDisplayDto } from './display.mapper';
import { ageRangesOf, audiencesOf, moneyAndSchedule, operatingHoursFor } from './display-fields';
import { assertInServiceArea, DisplayLocation, locationOf, mergeLocation, sameLocation, sendsLocation } from './display-location';
import { HostDisplayDto } from './dto/display.dto';
import { UpdateDisplayDto } from './dto/update-display.dto';
import { DisplayLocationChange } from './entities/display-location-change.entity';
import { Display } from './entities/display.entity';
import { LocationChangeRepository } from './location-change.repository';
import { PublicDisplaysService } from './public-displays.service';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';

type Updates = Partial<
  Pick<
    Display,
    | 'name'
    | 'startTime'
    | 'endTime'
    | 'operatingHours'
    | 'pricePerHourCents'
    | 'locationType'
    | 'isMobile'
    | 'targetAgeRanges'
    | 'targetAudiences'
    | 'demographicNotes'
    | 'audiencePerHour'
    | 'timeZone'
  >
>;

/**
 * A host's edit of its own display (docs/product-rules.md §6.4): any subset of the create fields,
 * in one transaction with the display row locked.
 */
@Injectable()
export class DisplayEditService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly publicDisplays: PublicDisplaysService,
    private readonly checks: DisplayBookingChecks,
    private readonly changes: LocationChangeRepository,
    private readonly audit: AuditLog,
    private readonly events: DisplayEvents,
  ) {}

  async update(host: AuditActor, id: number, dto: UpdateDisplayDto): Promise<HostDisplayDto> {
    const em = this.em.fork();
    const edited = await transactionalWithWrites(em, async (tx) => {
      // The lock every booking of this display takes first: a booking waits until this edit is decided (§3.7).
      const display = await tx.findOne(Display, { id, host: host.id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!display) throw new NotFoundException(NOT_FOUND.display);
      const now = this.clock.now();
      const updates = this.updatesOf(display, dto);
      const pending = await this.changes.pendingOf(tx, id);
      const location = sendsLocation(dto) ? mergeLocation(locationOf(pending ?? display), dto) : null;
      if (location) assertInServiceArea(this.config.serviceArea, location);
      if (updates.startTime || updates.endTime) {
        await this.checks.assertHoursFitSold(tx, id, updates.startTime ?? display.startTime, updates.endTime ?? display.endTime, now);
      }
      if (updates.timeZone) await this.checks.assertNoBookingsFromToday(tx, id, now);

      const before = moneyAndSchedule(display);
      Object.assign(display, updates);
      await this.audit.record(tx, host, {
        action: 'display.update',
        entityType: 'display',
        entityId: id,
        before,
        after: moneyAndSchedule(display),
      });
      const moved = location ? await this.moveTo(tx, display, pending, location, now) : false;
      if (Object.keys(updates).length > 0 || moved) {
        display.updatedAt = now;
        // A rejected display its host has changed goes back to the review queue (§5.5).
        if (display.status === 'rejected') {
          display.status = 'pending';
          await this.events.waiting(tx, 'edited', display.name);
        }
      }
      return display;
    });
    await em.refresh(edited); // dailyCapacityHours is the database's (a formula)
    this.publicDisplays.invalidate();
    const latest = await this.changes.latest([id], em);
    const paid = await this.checks.withPaidAirtime(em, [id], this.clock.now());
    return toHostDisplayDto(edited, { pending: latest.pending.get(id), rejected: latest.rejected.get(id) }, { paidAirtime: paid.has(id) });
  }

  /** The fields other than the location that the body changes, parsed and checked (400s). */
  private updatesOf(display: Display, dto: UpdateDisplayDto): Updates {
    const startTime = dto.startTime ?? display.startTime;
    const endTime = dto.endTime ?? display.endTime;
    const sent: Updates = {
      name: dto.name,
      startTime,
      endTime,
      operatingHours: operatingHoursFor(startTime, endTime, dto.operatingHours),
      pricePerHourCents: dto.pricePerHour,
      locationType: dto.locationType,
      isMobile: dto.isMobile ?? undefined,
      targetAgeRanges: dto.targetAgeRanges ? ageRangesOf(dto.targetAgeRanges) : undefined,
      targetAudiences: dto.targetAudiences ? audiencesOf(dto.targetAudiences) : undefined,
      demographicNotes: dto.demographicNotes ?? undefined,
      // null clears a declared audience; left out keeps it.
      audiencePerHour: dto.audiencePerHour,
      timeZone: dto.timeZone ?? undefined,
    };
    // Only what differs from the display: sending a field unchanged is no change (and no 409).
    const changed = Object.entries(sent).filter(
      ([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(display[key as keyof Updates]),
    );
    return Object.fromEntries(changed) as Updates;
  }

  /**
   * The location of a display not yet approved changes at once. An approved one keeps its
   * location, stays bookable and playing; the new one waits for the admin (§5.4). Asking for
   * the approved location again withdraws the waiting change. True when the display moved.
   */
  private async moveTo(
    tx: EntityManager,
    display: Display,
    pending: DisplayLocationChange | null,
    location: DisplayLocation,
    now: Date,
  ): Promise<boolean> {
    if (pending && sameLocation(location, locationOf(pending)) && display.status === 'approved') return false;
    if (pending) {
      pending.status = 'withdrawn';
      pending.updatedAt = now;
      await tx.flush(); // before a new pending change: one pending change per display (unique index)
    }
    if (sameLocation(location, locationOf(display))) return false;
    if (display.status !== 'approved') {
      Object.assign(display, location);
      return true;
    }
    const { latitude, longitude, ...address } = location;
    tx.create(DisplayLocationChange, { display, ...address, latitude: latitude!, longitude: longitude!, createdAt: now, updatedAt: now });
    await this.events.waiting(tx, 'location', display.name);
    return false;
  }
}
