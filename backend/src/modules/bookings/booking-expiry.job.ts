import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JobContext } from '../../common/jobs/job-context';
import { PeriodicJob } from '../../common/jobs/periodic-job';
import { BookingEvents } from './booking-events.service';
import { BookingEventsRepository } from './booking-events.repository';
import { EXPIRY_LOCK_KEY, holdEnd } from './booking.constants';
import { BookingRepository } from './booking.repository';

const EVERY_MS = 10 * 60 * 1000;
/** A tenant is told when a pending hold expires within this time (docs/notifications.md). */
const REMIND_MS = 6 * 3_600_000;

/**
 * A pending booking expires, which frees its hours (docs/bookings.md):
 * - "whose date arrives unconfirmed": once its date is before today in the
 *   display's zone (a same-day booking stays confirmable until that day ends);
 * - when it has waited longer than the hold time (BOOKING_HOLD_HOURS) since the request.
 * The tenant is told of each expiry, and once per hold when it expires within 6 hours.
 *
 * Runs shortly after start and every 10 minutes, one instance at a time (PeriodicJob).
 */
@Injectable()
export class BookingExpiryJob extends PeriodicJob<{ expired: number }> {
  constructor(
    context: JobContext,
    private readonly bookings: BookingRepository,
    private readonly events: BookingEvents,
    private readonly eventRows: BookingEventsRepository,
  ) {
    super('BookingExpiryJob', EVERY_MS, EXPIRY_LOCK_KEY, context);
  }

  /** One round: expires what is due and says how many; `skipped` when another instance holds the lock. */
  async run(): Promise<{ expired: number; skipped: boolean }> {
    const result = await this.runRound();
    return { expired: result?.expired ?? 0, skipped: result === null };
  }

  protected async round(tx: EntityManager): Promise<{ expired: number }> {
    const now = this.clock.now();
    const expired = await this.bookings.expireDue(tx, now, holdEnd(now, this.config));
    const soon = new Date(now.getTime() + REMIND_MS);
    const expiring = await this.eventRows.expiringBy(tx, now, holdEnd(now, this.config), soon, holdEnd(soon, this.config));
    await this.events.changes(tx, [
      { change: 'expired', bookings: expired },
      { change: 'expiring', bookings: expiring },
    ]);
    return { expired: expired.length };
  }

  protected describe({ expired }: { expired: number }): string | null {
    return expired ? `Expired ${expired} pending booking(s): date passed or hold time over` : null;
  }
}
