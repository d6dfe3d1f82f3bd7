import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '../../common/clock/clock';
import { PeriodicJob } from '../../common/jobs/periodic-job';
import { formatCents, centsFromDecimal } from '../../common/money/money';
import { Config } from '../../config/config';
import { NotificationsService } from '../notifications/notifications.service';
import { ExportRepository } from './export.repository';

const EVERY_MS = 60 * 60 * 1000;
/** Key of the advisory lock that lets one instance at a time run this job. */
const STATEMENT_LOCK_KEY = 7_302_115_003;

/**
 * "Statement ready" (docs/notifications.md): once a month has ended on the displays it covers,
 * each host with paid, confirmed bookings dated in it is told once (a dedupe key per month).
 * Runs hourly, one instance at a time.
 */
@Injectable()
export class StatementReadyJob extends PeriodicJob<{ notified: number }> {
  constructor(
    em: EntityManager,
    orm: MikroORM,
    private readonly clock: Clock,
    @Inject(Config) config: Config,
    scheduler: SchedulerRegistry,
    private readonly exports: ExportRepository,
    private readonly notifications: NotificationsService,
  ) {
    super('StatementReadyJob', EVERY_MS, STATEMENT_LOCK_KEY, em, orm, config, scheduler);
  }

  protected async round(tx: EntityManager): Promise<{ notified: number }> {
    let notified = 0;
    for (const s of await this.exports.closedStatements(tx, this.clock.now())) {
      notified += await this.notifications.record(tx, [s.host_id], {
        kind: 'statement_ready',
        title: `Your statement for ${s.month} is ready`,
        body: `The monthly statement for ${s.month} is ready: $${formatCents(centsFromDecimal(s.total))} of paid airtime. Download it as CSV from Analytics.`,
        link: `/dashboard/host-analytics`,
        dedupeKey: `statement:${s.month}`,
      });
    }
    return { notified };
  }

  protected describe({ notified }: { notified: number }): string | null {
    return notified ? `Told ${notified} host(s) that a monthly statement is ready` : null;
  }
}
