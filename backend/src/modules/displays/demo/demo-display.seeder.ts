import { sql } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DemoSeed } from '../../../common/demo/demo-seed';
import { User } from '../../auth/entities/user.entity';
import { PasswordService } from '../../auth/password.service';
import { Display } from '../entities/display.entity';
import { centsFromDecimal } from '../../../common/money/money';
import { PublicDisplaysService } from '../public-displays.service';
import { DEMO_DISPLAY_HOSTS, DEMO_DISPLAYS, PRIMARY_DEMO_HOST } from './demo-displays.data';

const DAY = 24 * 3600 * 1000;

/**
 * Demo displays across Arizona, with real addresses and coordinates. Called by
 * SeedService only for a database without accounts; creates any demo host that is missing.
 */
@Injectable()
export class DemoDisplaySeeder {
  constructor(
    private readonly passwords: PasswordService,
    private readonly publicDisplays: PublicDisplaysService,
  ) {}

  async seed(demo: DemoSeed): Promise<{ displays: number }> {
    const now = demo.now.getTime();
    await demo.em.fork().transactional(async (tx) => {
      const hosts: User[] = [];
      for (const account of [PRIMARY_DEMO_HOST, ...DEMO_DISPLAY_HOSTS]) {
        const existing = await tx.findOne(User, { [sql.lower('username')]: account.username.toLowerCase() });
        hosts.push(
          existing ??
            tx.create(User, { username: account.username, role: account.role, passwordHash: await this.passwords.hash(account.password) }),
        );
      }
      DEMO_DISPLAYS.forEach((d, i) => {
        // Spread over the last weeks, oldest first, so the review queue has an order.
        const createdAt = new Date(now - (DEMO_DISPLAYS.length - i) * DAY);
        const reviewed = d.status !== 'pending';
        tx.create(Display, {
          host: hosts[d.host],
          name: d.name,
          streetAddress: d.streetAddress,
          city: d.city,
          state: 'AZ',
          zipCode: d.zipCode,
          startTime: d.hours[0],
          endTime: d.hours[1],
          operatingHours: `${d.hours[0]}-${d.hours[1]}`,
          pricePerHourCents: centsFromDecimal(d.price),
          isMobile: d.isMobile ?? false,
          locationType: d.locationType,
          targetAgeRanges: d.ages,
          targetAudiences: d.audiences,
          demographicNotes: d.notes,
          audiencePerHour: d.audiencePerHour,
          latitude: d.lat,
          longitude: d.lng,
          status: d.status,
          approvalNotes: d.approvalNotes ?? null,
          reviewedAt: reviewed ? new Date(createdAt.getTime() + DAY) : null,
          createdAt,
          updatedAt: reviewed ? new Date(createdAt.getTime() + DAY) : createdAt,
        });
      });
    });
    this.publicDisplays.invalidate();
    return { displays: DEMO_DISPLAYS.length };
  }
}
