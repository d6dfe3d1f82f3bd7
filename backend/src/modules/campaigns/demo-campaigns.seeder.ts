import { Injectable } from '@nestjs/common';
import type { DemoSeed } from '../../common/demo/demo-seed';
import { addDays } from '../../common/time/zoned-time';
import { AdminBookingsService } from '../bookings/admin-bookings.service';
import { BookingRepository } from '../bookings/booking.repository';
import { demoTenantCreatives } from '../creatives/demo-tenant';
import { Display } from '../displays/entities/display.entity';
import { CampaignsService } from './campaigns.service';

interface DemoCampaign {
  name: string;
  city: string;
  /** Days after today (the first screen's zone) that the campaign may use… */
  from: number;
  to: number;
  /** …on these weekdays (0 = Sunday). */
  weekdays: number[];
  hoursPerDay: number;
  paid: boolean;
}

/**
 * demo-tenant's campaigns (docs/campaigns.md, "Demo data"): the gyms and cafes of Tempe on the
 * weekdays of two weeks, confirmed and paid, and a weekend campaign on Phoenix's screens,
 * confirmed and waiting for payment. Five weeks out, after the single-screen demo bookings.
 * Booked through CampaignsService in mode "available" (a screen-date that is already full is
 * skipped, as for any tenant), then confirmed (and paid) group by group as the admin would.
 */
const DEMO_CAMPAIGNS: DemoCampaign[] = [
  { name: 'Tempe gyms and cafes, two weeks', city: 'Tempe', from: 35, to: 48, weekdays: [1, 2, 3, 4, 5], hoursPerDay: 2, paid: true },
  { name: 'Phoenix weekends', city: 'Phoenix', from: 35, to: 48, weekdays: [0, 6], hoursPerDay: 1, paid: false },
];
const SCREENS_PER_CAMPAIGN = 4;

@Injectable()
export class DemoCampaignsSeeder {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly groups: AdminBookingsService,
    private readonly bookingRules: BookingRepository,
  ) {}

  /** Called by SeedService after the demo bookings; returns how many campaigns were booked. */
  async seed(demo: DemoSeed): Promise<number> {
    const em = demo.em.fork();
    const found = await demoTenantCreatives(em);
    const creative = found?.creatives[0];
    if (!found || !creative) return 0;
    const { tenant } = found;
    let booked = 0;
    for (const c of DEMO_CAMPAIGNS) {
      const displays = await em.find(
        Display,
        { city: c.city, status: 'approved', deletedAt: null },
        { orderBy: { id: 'asc' }, limit: SCREENS_PER_CAMPAIGN },
      );
      if (!displays.length) continue;
      // "Today" is the display's own (docs/product-rules.md §2.2), as every booking counts it.
      const { today } = (await this.bookingRules.bookableDisplay(displays[0].id, demo.now))!;
      const dates = Array.from({ length: c.to - c.from + 1 }, (_, i) => addDays(today, c.from + i)).filter((d) =>
        c.weekdays.includes(new Date(`${d}T12:00:00Z`).getUTCDay()),
      );
      if (!dates.length) continue;
      const dto = {
        name: c.name,
        adCreativeId: creative.id,
        displayIds: displays.map((d) => d.id),
        dates,
        hoursPerDay: c.hoursPerDay,
        mode: 'available' as const,
      };
      const { body } = await this.campaigns.create(tenant.id, dto, undefined);
      booked++;
      for (const g of body.groups) {
        await this.groups.confirm(g.groupId, null);
        if (c.paid) await this.groups.setPaid(g.groupId, null, true);
      }
    }
    return booked;
  }
}
