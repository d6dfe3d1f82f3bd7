import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '../clock/clock';
import { Config } from '../../config/config';

/**
 * What every PeriodicJob takes from the app (the database, the clock, the configuration, the
 * scheduler), injected as one piece so that a job's constructor names only its own collaborators.
 * Provided by the app's global core module.
 */
@Injectable()
export class JobContext {
  constructor(
    readonly em: EntityManager,
    readonly orm: MikroORM,
    readonly clock: Clock,
    @Inject(Config) readonly config: Config,
    readonly scheduler: SchedulerRegistry,
  ) {}
}
