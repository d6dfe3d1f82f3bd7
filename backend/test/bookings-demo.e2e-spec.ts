import { SeedService } from '../src/seed/seed.service';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAsAdmin } from './utils/test-app';

describe('demo bookings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo tenant confirmed (one paid) and pending bookings on demo-host screens', async () => {
    expect(await t.app.get(SeedService).seed(true)).toEqual({ demoLoaded: true });
    const tenant = t.agent();
    await tenant.post('/api/login').send({ username: 'demo-tenant', password: 'demo-tenant-pass' }).expect(200);
    const mine = (await tenant.get('/api/tenant/bookings').expect(200)).body as { status: string; paid: boolean }[];
    // 21 + 14 + 7 past dates (two paid groups, one unpaid) and 3 + 2 to come (one paid group).
    expect(mine.filter((b) => b.status === 'confirmed')).toHaveLength(47);
    expect(mine.filter((b) => b.status === 'pending')).toHaveLength(3);
    expect(mine.filter((b) => b.paid)).toHaveLength(38);

    const host = t.agent();
    await host.post('/api/login').send({ username: 'demo-host', password: 'demo-host-pass' }).expect(200);
    expect((await host.get('/api/host/displays/upcoming-bookings').expect(200)).body).toHaveLength(5);

    const admin = (await signedInAsAdmin(t)).agent;
    const confirmed = (await admin.get('/api/admin/bookings/confirmed').expect(200)).body as { paid: boolean }[];
    expect(confirmed).toHaveLength(5);
    expect(confirmed.filter((g) => g.paid)).toHaveLength(3);
    expect((await admin.get('/api/admin/bookings/requests').expect(200)).body).toHaveLength(1);
  });
});
