import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What SeedService hands each demo seeder once it has created the demo accounts: the entity
 * manager to fork and one instant, so the demo's displays, bookings and campaigns are all
 * dated from the same "now" (docs/bookings.md, "Demo data").
 */
export interface DemoSeed {
  em: EntityManager;
  now: Date;
}
