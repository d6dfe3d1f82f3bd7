import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay, bookingCount, bulk, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

// The pending cap counts campaign hours; the admin's whole-campaign reject (docs/campaigns.md).
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('campaigns: pending cap and reject', () => {
  let t: TestApp;
  let admin: TestAgent;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp({ TENANT_PENDING_HOURS_CAP: '10' });
    admin = (await signedInAsAdmin(t)).agent;
    const host = (await signedInAs(t, 'host')).agent;
    tenant = await tenantWithCreative(t, admin);
    ids = [(await approvedDisplay(host, admin, 'Cap A')).id, (await approvedDisplay(host, admin, 'Cap B')).id];
  });
  afterAll(() => t.close());

  const campaign = (dates: string[], hoursPerDay: number) => ({
    name: 'Cap',
    adCreativeId: tenant.creative.id,
    displayIds: ids,
    dates,
    hoursPerDay,
  });

  it('counts the pending hours of single bookings and of the campaign together; over the cap, nothing is stored', async () => {
    await tenant.agent
      .post('/api/tenant/bookings/bulk')
      .send(bulk(ids[0], tenant.creative.id, [day(5)], 4))
      .expect(201);
    const before = await bookingCount(t);
    const res = await tenant.agent
      .post('/api/tenant/campaigns')
      .send(campaign([day(6), day(7)], 2))
      .expect(409);
    expect(res.body.details).toEqual({ pendingHoursCap: 10, pendingHours: 4, requestedHours: 8 });
    expect(await bookingCount(t)).toBe(before);
    await tenant.agent
      .post('/api/tenant/campaigns')
      .send(campaign([day(6)], 3))
      .expect(201);
  });

  it('rejects every pending group of a campaign with the note, in one action', async () => {
    const [row] = (await admin.get('/api/admin/campaigns').expect(200)).body;
    const res = await admin.post(`/api/admin/campaigns/${row.id}/reject`).send({ note: 'Wrong season' }).expect(200);
    expect(res.body.status).toBe('rejected');
    const groups = (await tenant.agent.get('/api/tenant/booking-groups').expect(200)).body.filter(
      (g: { campaignId: number | null }) => g.campaignId === row.id,
    );
    expect(groups.map((g: { status: string; notes: string }) => [g.status, g.notes])).toEqual([
      ['rejected', 'Wrong season'],
      ['rejected', 'Wrong season'],
    ]);
    await admin.post(`/api/admin/campaigns/${row.id}/reject`).send({}).expect(409);
    await admin.post('/api/admin/campaigns/999999/confirm').expect(404);
  });
});
