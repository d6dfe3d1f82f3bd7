import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** The one statement of the health check: is PostgreSQL answering? */
@Injectable()
export class HealthRepository {
  constructor(private readonly em: EntityManager) {}

  async ping(): Promise<void> {
    await this.em.fork().getConnection().execute('select 1');
  }
}
