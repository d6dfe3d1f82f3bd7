import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import type { DemoSeed } from '../common/demo/demo-seed';
import { User } from '../modules/auth/entities/user.entity';
import { AuthService } from '../modules/auth/auth.service';
import { PasswordService } from '../modules/auth/password.service';
import { DemoPlaysSeeder } from '../modules/analytics/demo-plays.seeder';
import { DemoBookingsSeeder } from '../modules/bookings/demo-bookings.seeder';
import { DemoCampaignsSeeder } from '../modules/campaigns/demo-campaigns.seeder';
import { DemoCreativesSeeder } from '../modules/creatives/demo-creatives.seeder';
import { DemoDisplaySeeder } from '../modules/displays/demo/demo-display.seeder';
import { DEMO_DISPLAY_HOSTS } from '../modules/displays/demo/demo-displays.data';

export const DEMO_ACCOUNTS = [
  { username: 'demo-host', password: 'demo-host-pass', role: 'host' as const },
  { username: 'demo-tenant', password: 'demo-tenant-pass', role: 'tenant' as const },
  ...DEMO_DISPLAY_HOSTS,
];

@Injectable()
export class SeedService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly auth: AuthService,
    private readonly passwords: PasswordService,
    private readonly demoCreatives: DemoCreativesSeeder,
    private readonly demoDisplays: DemoDisplaySeeder,
    private readonly demoBookings: DemoBookingsSeeder,
    private readonly demoPlays: DemoPlaysSeeder,
    private readonly demoCampaigns: DemoCampaignsSeeder,
  ) {}

  /** Demo data goes only into a database with no accounts yet (the admin row aside). */
  async seed(demo: boolean): Promise<{ demoLoaded: boolean }> {
    const em = this.em.fork();
    const others = await em.count(User, { role: { $ne: 'admin' } });
    await this.auth.ensureAdmin();
    if (!demo || others > 0) return { demoLoaded: false };
    await em.transactional(async (tx) => {
      for (const account of DEMO_ACCOUNTS) {
        tx.create(User, { username: account.username, role: account.role, passwordHash: await this.passwords.hash(account.password) });
      }
    });
    // One "now" for the whole demo; the plays (analytics) read the clock themselves, after the bookings.
    const seed: DemoSeed = { em: this.em, now: this.clock.now() };
    await this.demoDisplays.seed(seed);
    await this.demoCreatives.seed(seed);
    await this.demoBookings.seed(seed);
    await this.demoCampaigns.seed(seed);
    await this.demoPlays.seed();
    return { demoLoaded: true };
  }
}
