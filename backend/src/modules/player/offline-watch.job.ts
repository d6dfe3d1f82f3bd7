import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JobContext } from '../../common/jobs/job-context';
import { PeriodicJob } from '../../common/jobs/periodic-job';
import { NotificationsService } from '../notifications/notifications.service';
import { OutagesRepository } from './outages.repository';

const EVERY_MS = 60 * 1000;
/** Unseen this long inside its hours with paid airtime today: offline (docs/notifications.md). */
export const OFFLINE_AFTER_MS = 10 * 60 * 1000;
/** Key of the advisory lock that lets one instance at a time run this job. */
const OFFLINE_LOCK_KEY = 7_302_115_002;

const time = (d: Date | string) => new Date(d).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/**
 * Offline alerts (docs/notifications.md): every minute, a display with paid airtime today,
 * inside its operating hours, unseen for 10 minutes opens an outage and its host is told once;
 * when its player is seen again the outage closes and the host is told it is back.
 */
@Injectable()
export class OfflineWatchJob extends PeriodicJob<{ offline: number; online: number }> {
  constructor(
    context: JobContext,
    private readonly outages: OutagesRepository,
    private readonly notifications: NotificationsService,
  ) {
    super('OfflineWatchJob', EVERY_MS, OFFLINE_LOCK_KEY, context);
  }

  protected async round(tx: EntityManager): Promise<{ offline: number; online: number }> {
    const now = this.clock.now();
    const back = await this.outages.close(tx, now);
    const dark = await this.outages.open(tx, now, new Date(now.getTime() - OFFLINE_AFTER_MS));
    // All of a round's alerts in one write, however many displays changed.
    await this.notifications.recordAll(tx, [
      ...back.map((o) => ({
        to: [o.host_id],
        event: {
          kind: 'display_online' as const,
          title: `"${o.name}" is back online`,
          body: `The player of "${o.name}" was seen again (offline since ${time(o.started_at)}).`,
          link: '/dashboard/displays',
        },
      })),
      ...dark.map((o) => ({
        to: [o.host_id],
        event: {
          kind: 'display_offline' as const,
          title: `"${o.name}" is offline`,
          body: `"${o.name}" has paid airtime today, but its player has not been seen since ${time(o.started_at)}. Check its power and network.`,
          link: '/dashboard/displays',
        },
      })),
    ]);
    return { offline: dark.length, online: back.length };
  }

  protected describe({ offline, online }: { offline: number; online: number }): string | null {
    return offline || online ? `Displays offline: ${offline} new, ${online} back online` : null;
  }
}
