import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay, bulk, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

// The planner: screens by CPM within a budget, a drawn area, a lowest audience (docs/campaigns.md, "Planner").
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const D1 = day(10);
const D2 = day(11);
const point = (latitude: number, longitude: number) => ({ latitude, longitude });
/** Tempe and Mesa, not downtown Phoenix: corners in order, the last joined back to the first. */
const TEMPE_MESA = [point(33.4, -111.96), point(33.44, -111.96), point(33.44, -111.8), point(33.4, -111.8)];

let t: TestApp;
let admin: TestAgent;
let host: TestAgent;
let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAsAdmin(t)).agent;
  host = (await signedInAs(t, 'host')).agent;
  tenant = await tenantWithCreative(t, admin);
});
afterAll(() => t.close());

describe('planner: screens by CPM within a budget', () => {
  let cheap: number, mid: number, dear: number, blind: number, short: number;
  beforeAll(async () => {
    const rival = await tenantWithCreative(t, admin);
    const at = { city: 'Plannerville' };
    cheap = (await approvedDisplay(host, admin, 'P cheap', { ...at, pricePerHour: '10.00', audiencePerHour: 1000 })).id; // CPM 10
    mid = (await approvedDisplay(host, admin, 'P mid', { ...at, pricePerHour: '10.00', audiencePerHour: 500 })).id; // CPM 20
    dear = (await approvedDisplay(host, admin, 'P dear', { ...at, pricePerHour: '30.00', audiencePerHour: 1000 })).id; // CPM 30
    blind = (await approvedDisplay(host, admin, 'P blind', { ...at, pricePerHour: '1.00' })).id;
    short = (await approvedDisplay(host, admin, 'P short', { ...at, pricePerHour: '1.00', audiencePerHour: 1000 })).id; // CPM 1
    await rival.agent
      .post('/api/tenant/bookings/bulk')
      .send(bulk(short, rival.creative.id, [D1], 4))
      .expect(201);
    await rival.agent
      .post('/api/tenant/bookings/bulk')
      .send(bulk(short, rival.creative.id, [D1], 4))
      .expect(201);
  });

  const plan = (budget: string) =>
    tenant.agent
      .post('/api/tenant/campaigns/plan')
      .send({ budget, dates: [D1, D2], hoursPerDay: 1, filters: { cities: ['plannerville'] } })
      .expect(200);

  it('orders by CPM, skips screens without the hours, stays within the budget, is deterministic', async () => {
    const all = await plan('1000.00');
    expect(all.body.displayIds).toEqual([cheap, mid, dear, blind]);
    expect(all.body.totalPrice).toBe('102.00');
    const some = await plan('40.00');
    expect(some.body.displayIds).toEqual([cheap, mid]);
    expect(some.body).toMatchObject({ totalPrice: '40.00', estimatedImpressions: 3000, cpm: '13.33' });
    expect((await plan('40.00')).body).toEqual(some.body);
    expect((await plan('19.99')).body.displayIds).toEqual([]);
    const near = (latitude: number, longitude: number) =>
      tenant.agent
        .post('/api/tenant/campaigns/plan')
        .send({
          budget: '1000',
          dates: [D1],
          hoursPerDay: 1,
          filters: { cities: ['Plannerville'], near: { latitude, longitude, radiusKm: 5 } },
        })
        .expect(200);
    expect((await near(33.45, -112.07)).body.displayIds).toEqual([cheap, mid, dear, blind]); // the fixtures' downtown Phoenix spot
    expect((await near(35.2, -111.65)).body.displayIds).toEqual([]); // Flagstaff
    expect(short).toBeGreaterThan(0);
  });
});

describe('planner: a drawn area and a lowest audience', () => {
  let tempe: number, mesa: number, phoenix: number, blind: number;

  beforeAll(async () => {
    const at = (lat: number, lng: number, audiencePerHour?: number) => ({
      city: 'Areaville',
      pricePerHour: '10.00',
      coordinates: { lat, lng },
      ...(audiencePerHour !== undefined && { audiencePerHour }),
    });
    tempe = (await approvedDisplay(host, admin, 'Area Tempe', at(33.42, -111.94, 200))).id; // CPM 50
    mesa = (await approvedDisplay(host, admin, 'Area Mesa', at(33.415, -111.83, 50))).id; // CPM 200
    phoenix = (await approvedDisplay(host, admin, 'Area Phoenix', at(33.45, -112.07, 500))).id; // CPM 20
    blind = (await approvedDisplay(host, admin, 'Area blind', at(33.43, -111.9))).id; // no audience declared
  });

  const plan = (filters: Record<string, unknown>) =>
    tenant.agent
      .post('/api/tenant/campaigns/plan')
      .send({ budget: '1000.00', dates: [day(10)], hoursPerDay: 1, filters: { cities: ['Areaville'], ...filters } });

  it('area: only the displays inside the polygon, and the quote covers only those', async () => {
    expect((await plan({}).expect(200)).body.displayIds).toEqual([phoenix, tempe, mesa, blind]);
    const res = await plan({ area: { points: TEMPE_MESA } }).expect(200);
    expect(res.body.displayIds).toEqual([tempe, mesa, blind]);
    expect(res.body.lines.map((l: { displayId: number }) => l.displayId)).toEqual([tempe, mesa, blind].toSorted((a, b) => a - b));
    expect(res.body).toMatchObject({ totalPrice: '30.00', estimatedImpressions: 250 });
    // The corners' order does not matter; a triangle over Tempe alone leaves Mesa out.
    expect((await plan({ area: { points: TEMPE_MESA.toReversed() } }).expect(200)).body.displayIds).toEqual([tempe, mesa, blind]);
    const triangle = [point(33.38, -111.97), point(33.46, -111.97), point(33.42, -111.91)];
    expect((await plan({ area: { points: triangle } }).expect(200)).body.displayIds).toEqual([tempe]);
    // With `near` too, both must hold.
    const near = { latitude: 33.42, longitude: -111.94, radiusKm: 5 };
    expect((await plan({ area: { points: TEMPE_MESA }, near }).expect(200)).body.displayIds).toEqual([tempe, blind]);
  });

  it('minAudiencePerHour: only displays declaring at least that many people per hour', async () => {
    expect((await plan({ minAudiencePerHour: 200 }).expect(200)).body.displayIds).toEqual([phoenix, tempe]);
    expect((await plan({ minAudiencePerHour: 0 }).expect(200)).body.displayIds).toEqual([phoenix, tempe, mesa]);
    expect((await plan({ minAudiencePerHour: 501 }).expect(200)).body.displayIds).toEqual([]);
    expect((await plan({ minAudiencePerHour: 100, area: { points: TEMPE_MESA } }).expect(200)).body.displayIds).toEqual([tempe]);
  });

  const POINTS = 'filters.area.points must be a list of 3 to 100 points {latitude, longitude}';
  const AUDIENCE = 'filters.minAudiencePerHour must be a whole number from 0 to 100,000';
  it.each([
    [{ area: { points: TEMPE_MESA.slice(0, 2) } }, POINTS],
    [{ area: { points: Array.from({ length: 101 }, (_, i) => point(33 + i / 1000, -112)) } }, POINTS],
    [{ area: { points: 'Tempe' } }, POINTS],
    [{ area: { points: [1, 2, 3] } }, POINTS],
    [{ area: {} }, POINTS],
    [{ area: 'Tempe' }, 'filters.area must be an object {points: [{latitude, longitude}, …]}'],
    [{ area: { points: [...TEMPE_MESA.slice(0, 2), point(91, -111)] } }, 'filters.area.points.2.latitude must be a number from -90 to 90'],
    [
      { area: { points: [...TEMPE_MESA.slice(0, 2), point(33, -181)] } },
      'filters.area.points.2.longitude must be a number from -180 to 180',
    ],
    [{ area: { points: [...TEMPE_MESA.slice(0, 2), { latitude: 33 }] } }, 'filters.area.points.2.longitude is required'],
    [
      { area: { points: [...TEMPE_MESA.slice(0, 2), { latitude: '33', longitude: -111 }] } },
      'filters.area.points.2.latitude must be a number from -90 to 90',
    ],
    [{ minAudiencePerHour: -1 }, AUDIENCE],
    [{ minAudiencePerHour: 1.5 }, AUDIENCE],
    [{ minAudiencePerHour: '100' }, AUDIENCE],
    [{ minAudiencePerHour: 100_001 }, AUDIENCE],
  ])('bad filters → 400 (%#)', async (filters, message) => {
    const res = await plan(filters).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });
});
