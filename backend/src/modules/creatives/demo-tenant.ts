import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../auth/entities/user.entity';
import { AdCreative } from './entities/ad-creative.entity';

/** The demo tenant: DemoCreativesSeeder gives it creatives, the demo bookings and campaigns book with them. */
export const DEMO_TENANT = 'demo-tenant';

/** The demo tenant and its approved creatives, oldest first (null without the tenant). Entities only: no import cycle. */
export async function demoTenantCreatives(em: EntityManager): Promise<{ tenant: User; creatives: AdCreative[] } | null> {
  const tenant = await em.findOne(User, { username: DEMO_TENANT, role: 'tenant' });
  if (!tenant) return null;
  return { tenant, creatives: await em.find(AdCreative, { owner: tenant.id, status: 'approved' }, { orderBy: { id: 'asc' } }) };
}
