import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { NOT_FOUND } from '../../common/http/not-found';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Config } from '../../config/config';
import { Clock } from '../../common/clock/clock';
import { DisplayBookingsRepository } from '../bookings/display-bookings.repository';
import { OutagesRepository } from '../player/outages.repository';
import { User } from '../auth/entities/user.entity';
import { AuditActor } from '../audit/audit-actor.decorator';
import { AuditLog } from '../audit/audit-log.service';
import { DEFAULT_TIME_ZONE } from './display.constants';
import { ageRangesOf, audiencesOf, operatingHoursFor } from './display-fields';
import { assertInServiceArea } from './display-location';
import type { DisplayFilter } from './display-filter';
import { isUnfiltered, matchesDisplayFilter, toFilterable } from './display-filter';
import { DisplayEvents } from './display-events.service';
import { toHostDisplayDto, toPublicDisplayDto } from './display.mapper';
import { CreateDisplayDto } from './dto/create-display.dto';
import { HostDisplayDto, PublicDisplayDto } from './dto/display.dto';
import { Display } from './entities/display.entity';
import { LocationChangeRepository } from './location-change.repository';
import { PublicDisplaysService } from './public-displays.service';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';
import { MAX_PAGE_SIZE, parseRange } from '../../common/list/list-query';
import type { PagedList } from '../../common/list/paged-list';

/** A host's own displays, and the approved catalogue tenants browse. */
@Injectable()
export class DisplaysService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly publicDisplays: PublicDisplaysService,
    private readonly bookings: DisplayBookingsRepository,
    private readonly config: Config,
    private readonly changes: LocationChangeRepository,
    private readonly audit: AuditLog,
    private readonly events: DisplayEvents,
    private readonly outages: OutagesRepository,
  ) {}

  /**
   * A page of the host's displays that are not deleted, newest first, with review status and
   * notes; without `range`, the first 100 (docs/displays.md).
   */
  async listOwn(host: User, range: string | undefined): Promise<PagedList<HostDisplayDto>> {
    const list = parseRange(range, [0, MAX_PAGE_SIZE - 1]);
    const em = this.em.fork();
    const [displays, total] = await em.findAndCount(
      Display,
      { host: host.id, deletedAt: null },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: list.limit, offset: list.offset },
    );
    const ids = displays.map((d) => d.id);
    const changes = await this.changes.latest(ids, em);
    const paid = await this.bookings.withPaidAirtime(ids, this.clock.now(), em);
    const offline = await this.outages.openSince(em, ids);
    const items = displays.map((d) =>
      toHostDisplayDto(
        d,
        { pending: changes.pending.get(d.id), rejected: changes.rejected.get(d.id) },
        { paidAirtime: paid.has(d.id), offlineSince: offline.get(d.id) ?? null },
      ),
    );
    return { list, items, total };
  }

  /** A new display, pending review, inside the service area. operatingHours is derived from start and end; the DTO hands over parsed values. */
  async create(host: User, dto: CreateDisplayDto): Promise<HostDisplayDto> {
    const operatingHours = operatingHoursFor(dto.startTime, dto.endTime, dto.operatingHours);
    assertInServiceArea(this.config.serviceArea, { ...dto, latitude: dto.coordinates.lat, longitude: dto.coordinates.lng });
    const now = this.clock.now();
    const em = this.em.fork();
    const display = await transactionalWithWrites(em, async (tx) => {
      const created = tx.create(Display, {
        host: em.getReference(User, host.id),
        name: dto.name,
        streetAddress: dto.streetAddress,
        city: dto.city,
        state: dto.state,
        zipCode: dto.zipCode,
        startTime: dto.startTime,
        endTime: dto.endTime,
        operatingHours,
        pricePerHourCents: dto.pricePerHour,
        isMobile: dto.isMobile ?? false,
        locationType: dto.locationType,
        targetAgeRanges: ageRangesOf(dto.targetAgeRanges),
        targetAudiences: audiencesOf(dto.targetAudiences),
        demographicNotes: dto.demographicNotes ?? '',
        audiencePerHour: dto.audiencePerHour ?? null,
        latitude: dto.coordinates.lat,
        longitude: dto.coordinates.lng,
        timeZone: dto.timeZone ?? DEFAULT_TIME_ZONE,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      await tx.flush();
      await this.events.waiting(tx, 'display', created.name);
      return created;
    });
    await em.refresh(display); // dailyCapacityHours is the database's (a formula, docs/architecture.md)
    this.publicDisplays.invalidate();
    return toHostDisplayDto(display);
  }

  /** Soft-deletes one of the host's own displays; someone else's id is "not found". */
  async remove(host: AuditActor, id: number): Promise<void> {
    await transactionalWithWrites(this.em.fork(), async (tx) => {
      // The row lock makes a booking for this display wait until the delete is decided.
      const display = await tx.findOne(Display, { id, host: host.id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!display) throw new NotFoundException(NOT_FOUND.display);
      await this.assertNoUpcomingBookings(tx, display);
      const now = this.clock.now();
      display.deletedAt = now;
      display.updatedAt = now;
      await this.audit.record(tx, host, {
        action: 'display.delete',
        entityType: 'display',
        entityId: id,
        before: { deletedAt: null },
        after: { deletedAt: now },
      });
    });
    this.publicDisplays.invalidate();
  }

  /**
   * docs/product-rules.md §6: refuse with 409 "This display has N upcoming bookings" when the
   * display has pending or confirmed bookings dated today or later in its own time
   * zone. Runs inside the delete's transaction with the display row locked, the
   * lock every new booking of the display takes first (bookings module).
   */
  protected async assertNoUpcomingBookings(tx: EntityManager, display: Display): Promise<void> {
    const upcoming = await this.bookings.countUpcoming(display.id, this.clock.now(), tx);
    if (upcoming > 0) throw new ConflictException(`This display has ${upcoming} upcoming ${upcoming === 1 ? 'booking' : 'bookings'}`);
  }

  /** Approved, not deleted displays that match the filter (docs/product-rules.md §10.6), for tenants. */
  async listApproved(filter: DisplayFilter = {}): Promise<PublicDisplayDto[]> {
    const displays = await this.em.fork().find(Display, { status: 'approved', deletedAt: null }, { orderBy: { id: 'asc' } });
    const all = displays.map(toPublicDisplayDto);
    return isUnfiltered(filter) ? all : all.filter((display) => matchesDisplayFilter(filter, toFilterable(display)));
  }

  /** One approved, not deleted display; anything else is "not found". */
  async getApproved(id: number): Promise<PublicDisplayDto> {
    const display = await this.em.fork().findOne(Display, { id, status: 'approved', deletedAt: null });
    if (!display) throw new NotFoundException(NOT_FOUND.display);
    return toPublicDisplayDto(display);
  }
}
