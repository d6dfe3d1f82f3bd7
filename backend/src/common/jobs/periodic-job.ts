import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Clock } from '../clock/clock';
import type { Config } from '../../config/config';
import type { JobContext } from './job-context';
import { tryJobLock } from './job-lock.repository';
import { transactionalWithWrites } from '../database/change-writes.repository';

/** The first run waits a little: main.ts applies migrations after the app is built. */
const STARTUP_DELAY_MS = 5_000;

/**
 * A job that runs shortly after start and then every `everyMs`, one server instance at a time:
 * each round is a transaction that first takes the PostgreSQL advisory lock `lockKey`; an
 * instance that cannot take it skips the round (docs/notifications.md, as the expiry job in
 * docs/bookings.md). Not scheduled when NODE_ENV=test (tests call runRound() with a fixed clock) nor
 * when the app is built without a database (openapi.json).
 */
export abstract class PeriodicJob<R> implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger: Logger;
  protected readonly clock: Clock;
  protected readonly config: Config;
  private timer?: NodeJS.Timeout;

  protected constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly lockKey: number,
    private readonly context: JobContext,
  ) {
    this.logger = new Logger(name);
    this.clock = context.clock;
    this.config = context.config;
  }

  onApplicationBootstrap(): void {
    if (this.config.app.nodeEnv === 'test' || !this.context.orm.config.get('connect')) return;
    this.timer = setTimeout(() => void this.runLogged(), STARTUP_DELAY_MS);
    this.context.scheduler.addInterval(
      this.name,
      setInterval(() => void this.runLogged(), this.everyMs),
    );
  }

  onApplicationShutdown(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  /** One round; null when another instance holds the lock. */
  async runRound(): Promise<R | null> {
    return transactionalWithWrites(this.context.em.fork(), async (tx) => {
      return (await tryJobLock(tx, this.lockKey)) ? this.round(tx) : null;
    });
  }

  /** The work of one round, inside the locked transaction. */
  protected abstract round(tx: EntityManager): Promise<R>;

  /** What to log after a round, if anything. */
  protected abstract describe(result: R): string | null;

  private async runLogged(): Promise<void> {
    try {
      const result = await this.runRound();
      const line = result === null ? null : this.describe(result);
      if (line) this.logger.log(line);
    } catch (err) {
      this.logger.warn(
        `${this.name} failed (next try in ${Math.round(this.everyMs / 1000)} s): ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
}
