import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { Clock } from '../../common/clock/clock';
import { addDays, todayIn } from '../../common/time/zoned-time';
import { User } from '../auth/entities/user.entity';
import { AdCreative } from '../creatives/entities/ad-creative.entity';
import { Display } from '../displays/entities/display.entity';
import { BookingStatus } from './booking.constants';
import { Booking } from './entities/booking.entity';

interface DemoGroup {
  display: number;
  creative: number;
  /** Days after today (display zone). */
  days: number[];
  hours: number;
  status: BookingStatus;
  paid?: boolean;
}

/** Whole days from `from` to `to` after today (negative: before today). */
const daysFrom = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * demo-tenant's bookings on demo-host's displays: past weeks of confirmed groups (two
 * paid, one unpaid) that the analytics demo fills with plays, a paid and an unpaid
 * confirmed group to come, and a pending request.
 */
const DEMO_GROUPS: DemoGroup[] = [
  { display: 0, creative: 0, days: daysFrom(-21, -1), hours: 2, status: 'confirmed', paid: true },
  { display: 1, creative: 1, days: daysFrom(-14, -1), hours: 3, status: 'confirmed', paid: true },
  { display: 2, creative: 3, days: daysFrom(-10, -4), hours: 1, status: 'confirmed' },
  { display: 0, creative: 0, days: [0, 1, 2], hours: 2, status: 'confirmed', paid: true },
  { display: 1, creative: 1, days: [5, 6], hours: 1, status: 'confirmed' },
  { display: 0, creative: 2, days: [10, 11, 12], hours: 3, status: 'pending' },
];

/** Demo bookings; called by SeedService after the demo displays and creatives. */
@Injectable()
export class DemoBookingsSeeder {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** Returns how many bookings were added (none when the demo accounts or their data are missing). */
  async seed(): Promise<number> {
    let added = 0;
    await this.em.fork().transactional(async (tx) => {
      const tenant = await tx.findOne(User, { username: 'demo-tenant', role: 'tenant' });
      const host = await tx.findOne(User, { username: 'demo-host', role: 'host' });
      if (!tenant || !host) return;
      const creatives = await tx.find(AdCreative, { owner: tenant.id, status: 'approved' }, { orderBy: { id: 'asc' } });
      const displays = await tx.find(Display, { host: host.id, status: 'approved', deletedAt: null }, { orderBy: { id: 'asc' } });
      if (!creatives.length || !displays.length) return;
      const now = this.clock.now();
      for (const g of DEMO_GROUPS) {
        const display = displays[g.display % displays.length];
        const creative = creatives[g.creative % creatives.length];
        const today = todayIn(display.timeZone, now);
        const groupId = randomUUID();
        for (const day of g.days) {
          tx.create(Booking, {
            groupId,
            display,
            tenant,
            adCreative: creative,
            bookingDate: addDays(today, day),
            hoursBooked: g.hours,
            pricePerHourCents: display.pricePerHourCents,
            totalPriceCents: display.pricePerHourCents * g.hours,
            status: g.status,
            paidAt: g.paid ? now : null,
            createdAt: now,
            updatedAt: now,
          });
          added++;
        }
      }
    });
    return added;
  }
}
