import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JobContext } from '../../common/jobs/job-context';
import { PeriodicJob } from '../../common/jobs/periodic-job';
import { PlayPartitionsRepository } from './play-partitions.repository';

const EVERY_MS = 15 * 60 * 1000;
/** Months made ahead of the current one. */
export const MONTHS_AHEAD = 2;
const DAY_MS = 24 * 3600 * 1000;
/** Key of the advisory lock that lets one instance at a time run this job. */
const PARTITIONS_LOCK_KEY = 7_302_115_022;

export interface PartitionsRound {
  created: number;
  /** The partition dropped by retention this round, if any. */
  dropped: string | null;
  /** Partitions whose statistics, taken while they were empty, were forgotten. */
  forgotten: string[];
}

/**
 * The plays' partitions and retention (docs/player.md, "Partitions and retention"): every 15
 * minutes (and shortly after start) one instance makes the partitions of the current month and the
 * next two, then detaches and drops the oldest month whose every play is older than
 * PLAY_RETENTION_DAYS, one partition a round. The rollups the analytics read are kept. It also
 * forgets statistics taken of an empty month, before that month's plays arrive.
 */
@Injectable()
export class PlayPartitionsJob extends PeriodicJob<PartitionsRound> {
  constructor(
    context: JobContext,
    private readonly partitions: PlayPartitionsRepository,
  ) {
    super('PlayPartitionsJob', EVERY_MS, PARTITIONS_LOCK_KEY, context);
  }

  protected async round(tx: EntityManager): Promise<PartitionsRound> {
    const now = this.clock.now();
    const ahead = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + MONTHS_AHEAD, 1));
    const created = await this.partitions.ensure(now, ahead, tx);
    const cutoff = new Date(now.getTime() - this.config.player.playRetentionDays * DAY_MS);
    const dropped = await this.partitions.dropOneExpired(tx, cutoff);
    return { created, dropped, forgotten: await this.partitions.forgetEmptyStatistics(tx) };
  }

  protected describe({ created, dropped, forgotten }: PartitionsRound): string | null {
    const parts = [
      forgotten.length ? `statistics of empty ${forgotten.join(', ')} forgotten (their lookups stay index probes)` : '',
      created ? `${created} partition(s) of plays made` : '',
      dropped ? `${dropped} dropped (plays older than ${this.config.player.playRetentionDays} days; rollups kept)` : '',
    ];
    return parts.filter(Boolean).join('; ') || null;
  }
}
