import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JobContext } from '../../common/jobs/job-context';
import { PeriodicJob } from '../../common/jobs/periodic-job';
import { PlayTotalsRepository } from './play-totals.repository';

/** Often enough that reads add few pending rows and each fold is short; a fold writes a booking's totals once. */
const EVERY_MS = 500;
/** Key of the advisory lock that lets one instance at a time fold. */
const FOLD_LOCK_KEY = 7_302_115_023;

/** Folds the ingest's pending totals into the rollup and the running totals (docs/analytics.md, "Running totals"). */
@Injectable()
export class PlayTotalsFoldJob extends PeriodicJob<{ rows: number; plays: number }> {
  constructor(
    context: JobContext,
    private readonly totals: PlayTotalsRepository,
  ) {
    super('PlayTotalsFoldJob', EVERY_MS, FOLD_LOCK_KEY, context);
  }

  protected round(tx: EntityManager): Promise<{ rows: number; plays: number }> {
    return this.totals.fold(tx);
  }

  protected describe(): string | null {
    return null;
  }
}
