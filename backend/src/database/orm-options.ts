import type { Options } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';
import { migrationsList } from './migrations';

export function ormOptions(clientUrl: string, overrides: Partial<Options<PostgreSqlDriver>> = {}): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      path: 'src/database/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    // Fail fast when the database is away (503 at once) instead of queueing for a minute.
    pool: { min: 0, max: 10, acquireTimeoutMillis: 5000, createTimeoutMillis: 3000 },
    debug: false,
    allowGlobalContext: false,
    ...overrides,
  };
}
