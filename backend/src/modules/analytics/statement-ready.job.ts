import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JobContext } from '../../common/jobs/job-context';
import { PeriodicJob } from '../../common/jobs/periodic-job';
import { formatCents, centsFromDecimal } from '../../common/money/money';
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
    context: JobContext,
    private readonly exports: ExportRepository,
    private readonly notifications: NotificationsService,
  ) {
    super('StatementReadyJob', EVERY_MS, STATEMENT_LOCK_KEY, context);
  }

  protected async round(tx: EntityManager): Promise<{ notified: number }> {
    let notified = 0;
    for (const s of await this.exports.closedStatements(tx, this.clock.now())) {
      notified += await this.notifications.recordNow(tx, [s.host_id], {
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
