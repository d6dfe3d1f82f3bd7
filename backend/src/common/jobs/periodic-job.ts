import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import type { Config } from '../../config/config';

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
  private timer?: NodeJS.Timeout;

  protected constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly lockKey: number,
    protected readonly em: EntityManager,
    private readonly orm: MikroORM,
    protected readonly config: Config,
    private readonly scheduler: SchedulerRegistry,
  ) {
    this.logger = new Logger(name);
  }

  onApplicationBootstrap(): void {
    if (this.config.app.nodeEnv === 'test' || !this.orm.config.get('connect')) return;
    this.timer = setTimeout(() => void this.runLogged(), STARTUP_DELAY_MS);
    this.scheduler.addInterval(
      this.name,
      setInterval(() => void this.runLogged(), this.everyMs),
    );
  }

  onApplicationShutdown(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  /** One round; null when another instance holds the lock. */
  async runRound(): Promise<R | null> {
    return this.em.fork().transactional(async (tx) => {
      const [row]: { locked: boolean }[] = await tx.execute('select pg_try_advisory_xact_lock(?) as locked', [this.lockKey]);
      return row.locked ? this.round(tx) : null;
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
