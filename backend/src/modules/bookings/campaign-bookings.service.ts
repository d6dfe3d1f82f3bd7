import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { addDays } from '../../common/time/zoned-time';
import { centsFromDecimal } from '../../common/money/money';
import { Config } from '../../config/config';
import { TENANT_LOCK_CLASS } from './booking.constants';
import { BookingRepository, type BookFunctionRow } from './booking.repository';
import { BookingEvents } from './booking-events.service';
import { bookingRefusal } from './booking-refusals';
import { CampaignBookingsRepository, type DisplayDateFreeRow, type LockedDisplayRow } from './campaign-bookings.repository';

/** One booking group a campaign made: one display, its dates. */
export interface CampaignGroup {
  groupId: string;
  displayId: number;
  dates: string[];
  hoursBooked: number;
  totalPriceCents: number;
  /** The audience per hour the bookings keep (null = not declared). */
  audiencePerHour: number | null;
}

/** A display-date without the hours asked for. */
export interface Shortfall {
  displayId: number;
  date: string;
  freeHours: number;
}

/**
 * What a campaign asks of bookings (docs/campaigns.md): the displays, their free hours, and
 * booking every display's dates under the same rules, locks and messages as a single booking
 * (book_display_dates, bookingRefusal).
 */
@Injectable()
export class CampaignBookings {
  constructor(
    private readonly repo: CampaignBookingsRepository,
    private readonly bookings: BookingRepository,
    @Inject(Config) private readonly config: Config,
    private readonly events: BookingEvents,
  ) {}

  /** The approved displays among `ids` (a quote: no lock). */
  displays(em: EntityManager, ids: number[], now: Date): Promise<LockedDisplayRow[]> {
    return this.repo.displays(em, ids, now, false);
  }

  /**
   * Takes the tenant's booking lock (the pending cap), then the displays' rows in id order, the
   * order every campaign uses: racing campaigns queue, never deadlock, and the free hours read
   * next stay true until the transaction ends.
   */
  async lock(tx: EntityManager, tenantId: number, ids: number[], now: Date): Promise<LockedDisplayRow[]> {
    await this.bookings.lockTenant(tx, tenantId, TENANT_LOCK_CLASS);
    return this.repo.displays(tx, ids, now, true);
  }

  freeHours(em: EntityManager, ids: number[], dates: string[], now: Date): Promise<DisplayDateFreeRow[]> {
    return this.repo.freeHours(em, ids, dates, now);
  }

  /** The bookings' 400 for a past date or one past the horizon on any display, or null. */
  datesRefusal(displays: LockedDisplayRow[], dates: string[]): Error | null {
    const horizon = this.config.bookings.horizonDays;
    for (const d of displays) {
      const past = dates.filter((x) => x < d.today);
      if (past.length)
        return bookingRefusal(
          past.map((x) => row('past', x)),
          0,
          this.config.bookings,
        );
      const latest = addDays(d.today, horizon);
      const far = dates.filter((x) => x > latest);
      if (far.length)
        return bookingRefusal(
          far.map((x) => ({ ...row('too_far', x), latest_date: latest })),
          0,
          this.config.bookings,
        );
    }
    return null;
  }

  /**
   * Books every display's dates as one pending group each, tied to the campaign; or answers the
   * display-dates without the hours (the caller refuses, and its transaction stores nothing); or
   * throws the refusal a single booking would get (pending cap over the campaign's hours, …).
   * Call inside the transaction that took `lock`.
   */
  async book(
    tx: EntityManager,
    r: { tenantId: number; creativeId: number; campaignId: number; hours: number; displays: { displayId: number; dates: string[] }[] },
    now: Date,
  ): Promise<{ groups: CampaignGroup[] } | { shortfalls: Shortfall[] }> {
    const limits = this.config.bookings;
    const requested = r.hours * r.displays.reduce((n, d) => n + d.dates.length, 0);
    const pending = await this.repo.pendingHours(tx, r.tenantId);
    if (pending + requested > limits.pendingHoursCap) throw bookingRefusal([{ ...row('cap', null), hours: pending }], requested, limits)!;
    const displays = r.displays.map((d) => ({ ...d, groupId: randomUUID() }));
    const rows = await this.repo.book(tx, { ...r, displays, now, horizonDays: limits.horizonDays, pendingCap: limits.pendingHoursCap });
    // Every display was checked on its own: a 'full' display-date anywhere is a shortfall of the campaign.
    const full = rows.filter((x) => x.kind === 'full');
    if (full.length) return { shortfalls: full.map((x) => ({ displayId: x.display_id, date: x.booking_date!, freeHours: x.hours! })) };
    const refused = rows.find((x) => x.kind !== 'booked');
    if (refused)
      throw bookingRefusal(
        rows.filter((x) => x.display_id === refused.display_id),
        requested,
        limits,
      )!;
    await this.events.changed(
      tx,
      'requested',
      rows.map((x) => x.booking_id!),
    );
    const groups = displays.map((d) => {
      const own = rows.filter((x) => x.display_id === d.displayId);
      return {
        groupId: d.groupId,
        displayId: d.displayId,
        dates: own.map((x) => x.booking_date!),
        hoursBooked: r.hours,
        totalPriceCents: own.reduce((n, x) => n + centsFromDecimal(x.total_price!), 0),
        audiencePerHour: own[0]?.audience_per_hour ?? null,
      };
    });
    return { groups };
  }
}

function row(kind: BookFunctionRow['kind'], date: string | null): BookFunctionRow {
  return {
    kind,
    booking_id: null,
    booking_date: date,
    hours: null,
    price_per_hour: null,
    total_price: null,
    latest_date: null,
    audience_per_hour: null,
  };
}
