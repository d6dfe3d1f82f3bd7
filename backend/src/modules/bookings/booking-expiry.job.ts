import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '../../common/clock/clock';
import { Config } from '../../config/config';
import { EXPIRY_LOCK_KEY, holdEnd } from './booking.constants';
import { BookingRepository } from './booking.repository';

const EVERY_MS = 10 * 60 * 1000;
/** The first run waits a little: main.ts applies migrations after the app is built. */
const STARTUP_DELAY_MS = 5_000;

/**
 * A pending booking expires, which frees its hours (docs/bookings.md):
 * - "whose date arrives unconfirmed": once its date is before today in the
 *   display's zone (a same-day booking stays confirmable until that day ends);
 * - when it has waited longer than the hold time (BOOKING_HOLD_HOURS) since the request.
 *
 * Runs shortly after start and every 10 minutes (not when NODE_ENV=test: tests
 * call run() with a fixed clock). With several server instances, only the one
 * that takes the advisory lock does the work; the others skip that round.
 */
@Injectable()
export class BookingExpiryJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('BookingExpiryJob');

  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    @Inject(Config) private readonly config: Config,
    private readonly scheduler: SchedulerRegistry,
    private readonly bookings: BookingRepository,
  ) {}

  onApplicationBootstrap(): void {
    // Not in tests, and not when the app is built without a database (openapi.json).
    if (this.config.app.nodeEnv === 'test' || !this.orm.config.get('connect')) return;
    this.scheduler.addTimeout(
      'bookings-expiry-startup',
      setTimeout(() => void this.runLogged(), STARTUP_DELAY_MS),
    );
    this.scheduler.addInterval(
      'bookings-expiry',
      setInterval(() => void this.runLogged(), EVERY_MS),
    );
  }

  /** One round: expires what is due and says how many; `skipped` when another instance holds the lock. */
  async run(): Promise<{ expired: number; skipped: boolean }> {
    return this.em.fork().transactional(async (tx) => {
      if (!(await this.bookings.tryLock(tx, EXPIRY_LOCK_KEY))) return { expired: 0, skipped: true };
      const now = this.clock.now();
      return { expired: await this.bookings.expireDue(tx, now, holdEnd(now, this.config)), skipped: false };
    });
  }

  private async runLogged(): Promise<void> {
    try {
      const { expired } = await this.run();
      if (expired) this.logger.log(`Expired ${expired} pending booking(s): date passed or hold time over`);
    } catch (err) {
      this.logger.warn(`Expiring bookings failed (next try in 10 minutes): ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
