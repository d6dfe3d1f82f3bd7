import { SeedService } from '../src/seed/seed.service';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAsAdmin } from './utils/test-app';

describe('demo bookings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo tenant confirmed (one paid) and pending bookings on demo-host screens, and two campaigns', async () => {
    expect(await t.app.get(SeedService).seed(true)).toEqual({ demoLoaded: true });
    const tenant = t.agent();
    await tenant.post('/api/login').send({ username: 'demo-tenant', password: 'demo-tenant-pass' }).expect(200);
    const mine = (await tenant.get('/api/tenant/bookings').expect(200)).body as { status: string; paid: boolean }[];
    // 21 + 14 + 7 past dates (two paid groups, one unpaid) and 3 + 2 to come (one paid group), and
    // the campaigns (docs/campaigns.md, "Demo data"): up to 4 Tempe screens × the 10 weekdays of two
    // weeks, confirmed and paid; up to 4 Phoenix screens × the 4 weekend days, confirmed, unpaid.
    const network = (await t.agent().get('/api/public/displays').expect(200)).body as { city: string }[];
    const screens = (city: string) => Math.min(4, network.filter((d) => d.city === city).length);
    const [tempe, phoenix] = [screens('Tempe'), screens('Phoenix')];
    expect([tempe, phoenix]).toEqual([3, 4]);
    expect(mine.filter((b) => b.status === 'confirmed')).toHaveLength(47 + tempe * 10 + phoenix * 4);
    expect(mine.filter((b) => b.status === 'pending')).toHaveLength(3);
    expect(mine.filter((b) => b.paid)).toHaveLength(38 + tempe * 10);
    const campaigns = (await tenant.get('/api/tenant/campaigns').expect(200)).body as { name: string; status: string }[];
    expect(campaigns.map((c) => [c.name, c.status]).toSorted()).toEqual([
      ['Phoenix weekends', 'confirmed'],
      ['Tempe gyms and cafes, two weeks', 'confirmed'],
    ]);

    const host = t.agent();
    await host.post('/api/login').send({ username: 'demo-host', password: 'demo-host-pass' }).expect(200);
    // demo-host owns the Phoenix and Tempe screens: the campaigns' dates are upcoming bookings there too.
    expect((await host.get('/api/host/displays/upcoming-bookings').expect(200)).body).toHaveLength(5 + tempe * 10 + phoenix * 4);

    const admin = (await signedInAsAdmin(t)).agent;
    const confirmed = (await admin.get('/api/admin/bookings/confirmed').expect(200)).body as { paid: boolean }[];
    expect(confirmed).toHaveLength(5 + tempe + phoenix);
    expect(confirmed.filter((g) => g.paid)).toHaveLength(3 + tempe);
    expect((await admin.get('/api/admin/bookings/requests').expect(200)).body).toHaveLength(1);
  });
});
