import { Options } from '@mikro-orm/core';
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
    pool: { min: 0, max: 10 },
    debug: false,
    allowGlobalContext: false,
    ...overrides,
  };
}
