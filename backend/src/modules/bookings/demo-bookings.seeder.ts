import { Injectable } from '@nestjs/common';
import type { DemoSeed } from '../../common/demo/demo-seed';
import { addDays, zonedInstant } from '../../common/time/zoned-time';
import { User } from '../auth/entities/user.entity';
import { demoTenantCreatives } from '../creatives/demo-tenant';
import { Display } from '../displays/entities/display.entity';
import { AdminBookingsService } from './admin-bookings.service';
import { BookingRepository } from './booking.repository';
import { TenantBookingsService } from './tenant-bookings.service';

interface DemoGroup {
  display: number;
  creative: number;
  /** Days after today (display zone). */
  days: number[];
  hours: number;
  confirmed: boolean;
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
  { display: 0, creative: 0, days: daysFrom(-21, -1), hours: 2, confirmed: true, paid: true },
  { display: 1, creative: 1, days: daysFrom(-14, -1), hours: 3, confirmed: true, paid: true },
  { display: 2, creative: 3, days: daysFrom(-10, -4), hours: 1, confirmed: true },
  { display: 0, creative: 0, days: [0, 1, 2], hours: 2, confirmed: true, paid: true },
  { display: 1, creative: 1, days: [5, 6], hours: 1, confirmed: true },
  { display: 0, creative: 2, days: [10, 11, 12], hours: 3, confirmed: false },
];

/**
 * Demo bookings; called by SeedService after the demo displays and creatives. Each group is
 * booked, confirmed and paid through the same services a tenant and the admin use, as of
 * midnight (display zone) of its first date — or of today for groups to come — so the
 * booking function's rules (capacity, price, today's hours) hold for demo data too.
 */
@Injectable()
export class DemoBookingsSeeder {
  constructor(
    private readonly tenantBookings: TenantBookingsService,
    private readonly adminBookings: AdminBookingsService,
    private readonly repository: BookingRepository,
  ) {}

  /** Returns how many bookings were added (none when the demo accounts or their data are missing). */
  async seed(demo: DemoSeed): Promise<number> {
    const em = demo.em.fork();
    const found = await demoTenantCreatives(em);
    const host = await em.findOne(User, { username: 'demo-host', role: 'host' });
    if (!found || !host) return 0;
    const { tenant, creatives } = found;
    const displays = await em.find(Display, { host: host.id, status: 'approved', deletedAt: null }, { orderBy: { id: 'asc' } });
    if (!creatives.length || !displays.length) return 0;
    const { now } = demo;
    // The groups are independent: book them at once, then confirm and pay them at once.
    const booked = await Promise.all(
      DEMO_GROUPS.map(async (g) => {
        const display = displays[g.display % displays.length];
        const creative = creatives[g.creative % creatives.length];
        const { today } = (await this.repository.bookableDisplay(display.id, now))!;
        const asOf = zonedInstant(addDays(today, Math.min(0, ...g.days)), 0, display.timeZone);
        const items = g.days.map((day) => ({
          displayId: display.id,
          adCreativeId: creative.id,
          bookingDate: addDays(today, day),
          hoursBooked: g.hours,
        }));
        return { g, asOf, group: await this.tenantBookings.createGroup(tenant, items, demo.em.fork(), asOf) };
      }),
    );
    await Promise.all(booked.filter((b) => b.g.confirmed).map((b) => this.adminBookings.confirm(b.group.groupId, null, b.asOf)));
    await Promise.all(booked.filter((b) => b.g.paid).map((b) => this.adminBookings.setPaid(b.group.groupId, null, true, b.asOf)));
    const added = booked.reduce((n, b) => n + b.group.bookings.length, 0);
    return added;
  }
}
