import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { Clock } from '../../common/clock/clock';
import { addDays, daysBetween, isCalendarDate, todayIn } from '../../common/time/zoned-time';
import { User } from '../auth/entities/user.entity';
import { AdCreative } from '../creatives/entities/ad-creative.entity';
import { Display } from '../displays/entities/display.entity';
import { formatCents } from '../displays/money';
import { BOOKING_LIMITS, BOOKING_MESSAGES, hoursText, MAX_ID } from './booking.constants';
import { BookingMapper } from './booking.mapper';
import { soldHoursBetween } from './booking-queries';
import { BookingRequestItem } from './booking-request.rules';
import { AvailabilityDto, AvailabilityQueryDto, BulkBookingResultDto, TenantBookingDto } from './dto/tenant-booking.dto';
import { Booking } from './entities/booking.entity';

/** A tenant's side: booking dates (all or nothing), own bookings, a display's free hours. */
@Injectable()
export class TenantBookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly mapper: BookingMapper,
  ) {}

  /**
   * Books every date of the request as one pending group, or nothing. The items
   * were checked by CreateBookingsDto (formats, 1–60 dates, one display/creative/hours, no repeats).
   */
  async createGroup(tenant: User, items: BookingRequestItem[]): Promise<BulkBookingResultDto> {
    const { displayId, adCreativeId, hoursBooked } = items[0];
    // 'YYYY-MM-DD' strings sort as dates do.
    const dates = items.map((i) => i.bookingDate).sort(); // oxlint-disable-line unicorn/no-array-sort
    if (displayId > MAX_ID) throw new NotFoundException(BOOKING_MESSAGES.displayNotFound);
    const em = this.em.fork();
    // Checked first, outside the lock, in the order the messages are documented.
    const display = await em.findOne(Display, { id: displayId, status: 'approved', deletedAt: null }, { fields: ['id'] });
    if (!display) throw new NotFoundException(BOOKING_MESSAGES.displayNotFound);
    const creative = adCreativeId <= MAX_ID ? await em.findOne(AdCreative, { id: adCreativeId, owner: tenant.id }) : null;
    if (!creative) throw new NotFoundException(BOOKING_MESSAGES.creativeNotFound);
    if (creative.status !== 'approved') throw new BadRequestException(BOOKING_MESSAGES.creativeNotApproved);

    // Capacity under concurrency: book_display_dates (a migration) locks the display row
    // (select … for update), re-checks it, sums the sold hours and inserts every date, all in
    // one statement. Every booking write for one display queues on that lock, so two requests
    // can never both take the last free hour, and the lock is held only while PostgreSQL runs
    // the function, not across client round trips. Nothing is inserted unless every date fits.
    const groupId = randomUUID();
    const rows: { kind: 'missing' | 'past' | 'full' | 'booked'; booking_id: number; booking_date: string; free_hours: number }[] = await em.execute(
      `select kind, booking_id, booking_date::text as booking_date, free_hours
         from book_display_dates(?, ?, ?, array[?]::date[], ?, ?::uuid, ?::timestamptz)`,
      [displayId, tenant.id, creative.id, dates, hoursBooked, groupId, this.clock.now().toISOString()],
    );
    const kind = rows[0]?.kind;
    if (kind === 'missing') throw new NotFoundException(BOOKING_MESSAGES.displayNotFound);
    if (kind === 'past') throw new BadRequestException(`Bookings cannot be made for past dates (${rows.map((r) => r.booking_date).join(', ')})`);
    if (kind === 'full') throw new ConflictException(`Not enough hours left: ${rows.map((r) => `${r.booking_date} has ${hoursText(r.free_hours)} left`).join(', ')}`);

    const bookings = await em.find(Booking, { groupId }, { populate: ['display', 'adCreative'], orderBy: { bookingDate: 'asc' } });
    const totalCents = bookings.reduce((sum, b) => sum + b.totalPriceCents, 0);
    return { groupId, bookings: bookings.map((b) => this.mapper.toTenantDto(b)), totalPrice: formatCents(totalCents) };
  }

  /** The tenant's own bookings, latest date first. */
  async listOwn(tenant: User): Promise<TenantBookingDto[]> {
    const rows = await this.em.fork().find(Booking, { tenant: tenant.id }, { populate: ['display', 'adCreative'], orderBy: { bookingDate: 'desc', id: 'desc' } });
    return rows.map((b) => this.mapper.toTenantDto(b));
  }

  /** Sold and free hours per date of an approved display; past dates have no free hours. */
  async availability(displayId: number, query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    const em = this.em.fork();
    const display = await em.findOne(Display, { id: displayId, status: 'approved', deletedAt: null });
    if (!display) throw new NotFoundException(BOOKING_MESSAGES.displayNotFound);
    const today = todayIn(display.timeZone, this.clock.now());
    const { from, to } = availabilityRange(query, today);
    const sold = await soldHoursBetween(em, display.id, from, to);
    const capacity = display.dailyCapacityHours;
    const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
      const date = addDays(from, i);
      const soldHours = sold.get(date) ?? 0;
      return { date, soldHours, freeHours: date < today ? 0 : Math.max(0, capacity - soldHours) };
    });
    return { displayId: display.id, timeZone: display.timeZone, today, capacityHours: capacity, days };
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
