import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay, bookingCount, bulk, soldHours, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

// Campaigns across many screens and audience per screen (docs/campaigns.md).
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const D1 = day(10);
const D2 = day(11);

describe('campaigns', () => {
  let t: TestApp;
  let admin: TestAgent;
  let host: TestAgent;
  let otherHost: TestAgent;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  let rival: Awaited<ReturnType<typeof tenantWithCreative>>;
  const campaignCount = async () =>
    (await t.orm.em.fork().getConnection().execute('select count(*)::int as n from campaigns'))[0].n as number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAsAdmin(t)).agent;
    host = (await signedInAs(t, 'host')).agent;
    otherHost = (await signedInAs(t, 'host')).agent;
    tenant = await tenantWithCreative(t, admin);
    rival = await tenantWithCreative(t, admin);
  });
  afterAll(() => t.close());

  const selection = (displayIds: number[], extra: Record<string, unknown> = {}) => ({
    name: 'Tempe gyms',
    adCreativeId: tenant.creative.id,
    displayIds,
    dates: [D1, D2],
    hoursPerDay: 2,
    ...extra,
  });

  describe('audiencePerHour on displays', () => {
    it('is validated, shown in every answer, and cleared with null', async () => {
      for (const bad of [100_001, -1, 1.5, 'many'])
        await host
          .post('/api/displays')
          .send({ ...(await import('./utils/booking-fixtures')).displayBody('Bad audience'), audiencePerHour: bad })
          .expect(400);
      const d = await approvedDisplay(host, admin, 'Gym lobby', { audiencePerHour: 120 });
      expect((await host.get('/api/displays').expect(200)).body.find((x: { id: number }) => x.id === d.id).audiencePerHour).toBe(120);
      const pub = (await t.agent().get('/api/public/displays').expect(200)).body.find((x: { id: number }) => x.id === d.id);
      expect(pub.audiencePerHour).toBe(120);
      expect((await admin.get(`/api/admin/displays/${d.id}`).expect(200)).body.audiencePerHour).toBe(120);
      expect((await tenant.agent.get(`/api/tenant/displays/${d.id}`).expect(200)).body.audiencePerHour).toBe(120);
      expect((await host.patch(`/api/displays/${d.id}`).send({ audiencePerHour: null }).expect(200)).body.audiencePerHour).toBeNull();
    });
  });

  describe('quote and booking', () => {
    let a: number, b: number, c: number;
    beforeAll(async () => {
      a = (await approvedDisplay(host, admin, 'Quote A', { pricePerHour: '12.34', audiencePerHour: 100 })).id;
      b = (await approvedDisplay(otherHost, admin, 'Quote B', { pricePerHour: '20.00' })).id;
      c = (await approvedDisplay(host, admin, 'Quote C', { pricePerHour: '7.01', audiencePerHour: 333 })).id;
    });

    it('quote = the sum of the screens’ prices and audiences, to the cent; books nothing', async () => {
      const before = await bookingCount(t);
      const res = await tenant.agent
        .post('/api/tenant/campaigns/quote')
        .send(selection([c, a, b], { totalPrice: '0.01' }))
        .expect(200);
      // (12.34 + 20.00 + 7.01) × 2 h × 2 dates; (100 + 0 + 333) × 2 × 2; 157.40 ÷ 1732 × 1000 = 90.877…
      expect(res.body).toMatchObject({ totalPrice: '157.40', estimatedImpressions: 1732, cpm: '90.88' });
      expect(res.body.lines.map((l: { displayId: number }) => l.displayId)).toEqual([a, a, b, b, c, c].toSorted((x, y) => x - y));
      expect(res.body.lines.find((l: { displayId: number }) => l.displayId === a)).toEqual({
        displayId: a,
        date: D1,
        freeHours: 8,
        available: true,
        price: '24.68',
      });
      expect(await bookingCount(t)).toBe(before);
    });

    it('all or nothing: one full display-date → 409 with exactly that shortfall, nothing stored', async () => {
      const full = await rival.agent
        .post('/api/tenant/bookings/bulk')
        .send(bulk(b, rival.creative.id, [D2], 4))
        .expect(201);
      await rival.agent
        .post('/api/tenant/bookings/bulk')
        .send(bulk(b, rival.creative.id, [D2], 3))
        .expect(201);
      expect(full.body.cpm).toBeNull();
      const before = await bookingCount(t);
      const campaigns = await campaignCount();
      const res = await tenant.agent
        .post('/api/tenant/campaigns')
        .send(selection([a, b, c]))
        .expect(409);
      expect(res.body.details).toEqual({ shortfalls: [{ displayId: b, date: D2, freeHours: 1 }] });
      expect(await bookingCount(t)).toBe(before);
      expect(await campaignCount()).toBe(campaigns);
    });

    it('available: books the rest, lists the skipped, keeps the audience as it was', async () => {
      const res = await tenant.agent
        .post('/api/tenant/campaigns')
        .send(selection([a, b, c], { mode: 'available' }))
        .expect(201);
      expect(res.body.skipped).toEqual([{ displayId: b, date: D2, freeHours: 1 }]);
      expect(res.body.groups.map((g: { displayId: number; dates: string[] }) => [g.displayId, g.dates])).toEqual([
        [a, [D1, D2]],
        [b, [D1]],
        [c, [D1, D2]],
      ]);
      // 12.34×4 + 20×2 + 7.01×4 = 117.40; impressions (100 + 333) × 4 = 1732
      expect(res.body).toMatchObject({ status: 'pending', totalPrice: '117.40', estimatedImpressions: 1732, cpm: '67.78' });
      expect(await soldHours(t, b, D2)).toBe(7);

      await host.patch(`/api/displays/${a}`).send({ audiencePerHour: 5000 }).expect(200);
      const detail = await tenant.agent.get(`/api/tenant/campaigns/${res.body.id}`).expect(200);
      expect(detail.body).toMatchObject({ estimatedImpressions: 1732, displayCount: 3, status: 'pending', firstDate: D1, lastDate: D2 });
      expect(detail.body.delivery.find((d: { displayId: number }) => d.displayId === a)).toMatchObject({ hoursBooked: 4, plays: 0 });
      const group = (await tenant.agent.get('/api/tenant/booking-groups').expect(200)).body.find(
        (g: { groupId: string }) => g.groupId === res.body.groups[0].groupId,
      );
      expect(group).toMatchObject({ estimatedImpressions: 400, campaignId: res.body.id, cpm: '123.40' });
      await host.patch(`/api/displays/${a}`).send({ audiencePerHour: 100 }).expect(200);
    });

    it('an Idempotency-Key retry answers the first campaign and books nothing new', async () => {
      const body = selection([a, c], { dates: [day(20)], hoursPerDay: 1 });
      const first = await tenant.agent.post('/api/tenant/campaigns').set('Idempotency-Key', 'camp-retry-1').send(body).expect(201);
      const before = await bookingCount(t);
      const again = await tenant.agent.post('/api/tenant/campaigns').set('Idempotency-Key', 'camp-retry-1').send(body).expect(201);
      expect(again.body).toEqual(first.body);
      expect(await bookingCount(t)).toBe(before);
      await tenant.agent
        .post('/api/tenant/campaigns')
        .set('Idempotency-Key', 'camp-retry-1')
        .send({ ...body, hoursPerDay: 2 })
        .expect(422);
    });

    it("lists the tenant's own campaigns page by page; another tenant's id is 404", async () => {
      const list = await tenant.agent.get('/api/tenant/campaigns').query({ range: '[0,0]' }).expect(200);
      expect(list.body).toHaveLength(1);
      expect(list.headers['content-range']).toMatch(/^campaigns 0-0\/2$/);
      await rival.agent.get(`/api/tenant/campaigns/${list.body[0].id}`).expect(404);
      expect((await rival.agent.get('/api/tenant/campaigns').expect(200)).body).toEqual([]);
    });

    it('admin: one row per campaign; confirm and paid act on every group; a host sees only its own groups', async () => {
      const [row] = (
        await admin
          .get('/api/admin/campaigns')
          .query({ filter: JSON.stringify({ tenantId: tenant.user.id }), sort: '["id","ASC"]' })
          .expect(200)
      ).body;
      expect(row).toMatchObject({ tenant: { id: tenant.user.id, username: tenant.user.username }, status: 'pending' });
      const confirmed = await admin.post(`/api/admin/campaigns/${row.id}/confirm`).expect(200);
      expect(confirmed.body.status).toBe('confirmed');
      const groups = (await tenant.agent.get('/api/tenant/booking-groups').expect(200)).body.filter(
        (g: { campaignId: number }) => g.campaignId === row.id,
      );
      expect(groups.map((g: { status: string }) => g.status)).toEqual(groups.map(() => 'confirmed'));
      await admin.post(`/api/admin/campaigns/${row.id}/paid`).send({ paid: true }).expect(200);
      const paid = (await tenant.agent.get('/api/tenant/booking-groups').expect(200)).body.filter(
        (g: { campaignId: number }) => g.campaignId === row.id,
      );
      expect(paid.every((g: { paid: boolean }) => g.paid)).toBe(true);
      await admin.post(`/api/admin/campaigns/${row.id}/confirm`).expect(409);
      const upcoming = (await otherHost.get('/api/host/displays/upcoming-bookings').expect(200)).body;
      expect(new Set(upcoming.map((u: { display: { id: number } }) => u.display.id))).toEqual(new Set([b]));
    });
  });

  it('two campaigns racing over the same 20 screens for their last hours: one wins whole, no oversell, no deadlock', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await approvedDisplay(host, admin, `Race ${i}`, { startTime: '09:00', endTime: '10:00' })).id);
    const date = day(30);
    const bodies = [
      { ...selection(ids, { dates: [date], hoursPerDay: 1 }) },
      { ...selection(ids.toReversed(), { dates: [date], hoursPerDay: 1 }), adCreativeId: rival.creative.id },
      { ...selection(ids.slice(5), { dates: [date], hoursPerDay: 1, mode: 'available' }) },
      {
        ...selection(ids.slice(0, 10).toReversed(), { dates: [date], hoursPerDay: 1, mode: 'available' }),
        adCreativeId: rival.creative.id,
      },
    ];
    const agents = [tenant.agent, rival.agent, tenant.agent, rival.agent];
    const answers = await Promise.all(bodies.map((body, i) => agents[i].post('/api/tenant/campaigns').send(body)));
    expect(answers.map((r) => r.status).every((s) => s === 201 || s === 409)).toBe(true);
    const booked = answers.filter((r) => r.status === 201).flatMap((r) => r.body.groups.map((g: { displayId: number }) => g.displayId));
    expect(booked.toSorted((x: number, y: number) => x - y)).toEqual(ids.toSorted((x, y) => x - y));
    for (const id of ids) expect(await soldHours(t, id, date)).toBe(1);
  });
});
