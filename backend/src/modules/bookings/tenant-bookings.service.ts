import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { NOT_FOUND } from '../../common/http/not-found';
import { randomUUID } from 'crypto';
import { Clock } from '../../common/clock/clock';
import { addDays, daysBetween, isCalendarDate } from '../../common/time/zoned-time';
import { User } from '../auth/entities/user.entity';
import { AdCreative } from '../creatives/entities/ad-creative.entity';
import { Display } from '../displays/entities/display.entity';
import { Config } from '../../config/config';
import { centsFromDecimal, formatCents } from '../../common/money/money';
import { cpm, estimatedImpressions } from '../../common/audience/impressions';
import { MAX_ID } from '../../common/http/id.pipe';
import { MAX_PAGE_SIZE, parseRange } from '../../common/list/list-query';
import type { PagedList } from '../../common/list/paged-list';
import { inTransaction } from '../../common/sql/in-transaction';
import { BookingEvents } from './booking-events.service';
import { BOOKING_LIMITS, BOOKING_MESSAGES } from './booking.constants';
import { BookingMapper } from './booking.mapper';
import { BookingRepository } from './booking.repository';
import { DisplayBookingsRepository } from './display-bookings.repository';
import { bookingRefusal } from './booking-refusals';
import { BookingRequestItem } from './booking-request.rules';
import { AvailabilityDto, AvailabilityQueryDto, BulkBookingResultDto, TenantBookingDto } from './dto/tenant-booking.dto';
import { Booking } from './entities/booking.entity';

/** A tenant's side: booking dates (all or nothing), own bookings, a display's free hours. */
@Injectable()
export class TenantBookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRepository,
    private readonly displayBookings: DisplayBookingsRepository,
    private readonly clock: Clock,
    private readonly mapper: BookingMapper,
    @Inject(Config) private readonly config: Config,
    private readonly events: BookingEvents,
  ) {}

  /**
   * Books every date of the request as one pending group, or nothing. The items
   * were checked by CreateBookingsDto (formats, 1–60 dates, one display/creative/hours, no repeats).
   * `em` may be a transaction (an Idempotency-Key's, which stores the answer in it); `now` is
   * the clock's, except for the demo seeder, which books its past weeks as of their first date.
   */
  async createGroup(
    tenant: User,
    items: BookingRequestItem[],
    em: EntityManager = this.em.fork(),
    now: Date = this.clock.now(),
  ): Promise<BulkBookingResultDto> {
    const { displayId, adCreativeId, hoursBooked } = items[0];
    // 'YYYY-MM-DD' strings sort as dates do.
    const dates = items.map((i) => i.bookingDate).sort(); // oxlint-disable-line unicorn/no-array-sort
    if (displayId > MAX_ID) throw new NotFoundException(NOT_FOUND.display);
    // Checked first, outside the lock, in the order the messages are documented.
    const display = await em.findOne(Display, { id: displayId, status: 'approved', deletedAt: null }, { fields: ['id', 'name', 'city'] });
    if (!display) throw new NotFoundException(NOT_FOUND.display);
    const creative = adCreativeId <= MAX_ID ? await em.findOne(AdCreative, { id: adCreativeId, owner: tenant.id, deletedAt: null }) : null;
    if (!creative) throw new NotFoundException(NOT_FOUND.creative);
    if (creative.status !== 'approved') throw new BadRequestException(BOOKING_MESSAGES.creativeNotApproved);

    // Capacity, horizon and the tenant's pending cap under concurrency: book_display_dates
    // (sql/book_display_dates.sql) locks the tenant (advisory lock), then the display row (select … for update),
    // re-checks everything and inserts every date, all in one statement, so racing requests
    // queue on the locks and the checks see what the previous holder committed (docs/bookings.md).
    const groupId = randomUUID();
    const limits = this.config.bookings;
    // The request and the admins' notification are one transaction (docs/notifications.md).
    const rows = await inTransaction(em, async (tx) => {
      const booked = await this.bookings.book(
        {
          displayId,
          tenantId: tenant.id,
          creativeId: creative.id,
          dates,
          hours: hoursBooked,
          groupId,
          now,
          horizonDays: limits.horizonDays,
          pendingCap: limits.pendingHoursCap,
        },
        tx,
      );
      if (booked.every((r) => r.kind === 'booked'))
        await this.events.changed(
          tx,
          'requested',
          booked.map((r) => r.booking_id!),
        );
      return booked;
    });
    const refusal = bookingRefusal(rows, hoursBooked * dates.length, limits);
    if (refusal) throw refusal;

    // The answer is built from the inserted rows (no second read while the locks are held);
    // prices are the ones the function stored.
    const sources = rows.map((r) => ({
      id: r.booking_id!,
      groupId,
      status: 'pending' as const,
      bookingDate: r.booking_date!,
      hoursBooked,
      pricePerHourCents: centsFromDecimal(r.price_per_hour!),
      totalPriceCents: centsFromDecimal(r.total_price!),
      paidAt: null,
      notes: null,
      createdAt: now,
      display,
      adCreative: creative,
    }));
    const totalCents = sources.reduce((sum, b) => sum + b.totalPriceCents, 0);
    const impressions = rows.reduce((sum, r) => sum + estimatedImpressions(hoursBooked, r.audience_per_hour), 0);
    return {
      groupId,
      bookings: sources.map((b) => this.mapper.toTenantDto(b)),
      totalPrice: formatCents(totalCents),
      estimatedImpressions: impressions,
      cpm: cpm(totalCents, impressions),
    };
  }

  /** The tenant's own bookings, latest date first. */
  /** A page of the tenant's bookings, latest date first; without `range`, the first 100 (docs/bookings.md). */
  async listOwn(tenant: User, range: string | undefined): Promise<PagedList<TenantBookingDto>> {
    const list = parseRange(range, [0, MAX_PAGE_SIZE - 1]);
    const [rows, total] = await this.em
      .fork()
      .findAndCount(
        Booking,
        { tenant: tenant.id },
        { populate: ['display', 'adCreative'], orderBy: { bookingDate: 'desc', id: 'desc' }, limit: list.limit, offset: list.offset },
      );
    return { list, items: rows.map((b) => this.mapper.toTenantDto(b)), total };
  }

  /**
   * Sold and free hours per date of an approved display, from the same SQL function the
   * booking checks against (display_free_hours): past dates have none, today at most the
   * whole hours left before closing, dates past the booking horizon none.
   */
  async availability(displayId: number, query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    const now = this.clock.now();
    const display = await this.bookings.bookableDisplay(displayId, now);
    if (!display) throw new NotFoundException(NOT_FOUND.display);
    const { from, to } = availabilityRange(query, display.today);
    const latestDate = addDays(display.today, this.config.bookings.horizonDays);
    const rows = await this.displayBookings.freeHours(display.id, from, to, now, latestDate);
    const days = rows.map((r) => ({ date: r.date, soldHours: r.sold_hours, freeHours: r.free_hours }));
    return { displayId: display.id, timeZone: display.time_zone, today: display.today, capacityHours: rows[0].capacity_hours, days };
  }
}

function availabilityRange(query: AvailabilityQueryDto, today: string): { from: string; to: string } {
  if (query.from !== undefined && !isCalendarDate(query.from)) throw new BadRequestException('from must be a date written YYYY-MM-DD');
  if (query.to !== undefined && !isCalendarDate(query.to)) throw new BadRequestException('to must be a date written YYYY-MM-DD');
  const from = query.from ?? today;
  const to = query.to ?? addDays(from, BOOKING_LIMITS.availabilityDefaultDays - 1);
  if (to < from) throw new BadRequestException('from must be on or before to');
  if (daysBetween(from, to) + 1 > BOOKING_LIMITS.availabilityMaxDays) {
    throw new BadRequestException(`The range may cover at most ${BOOKING_LIMITS.availabilityMaxDays} days`);
  }
  return { from, to };
}
