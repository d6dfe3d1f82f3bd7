import { approvedCreative, pendingCreative } from './utils/booking-fixtures';
import type { AnalyticsWorld } from './utils/analytics-fixtures';
import { analyticsWorld, standardPlays } from './utils/analytics-fixtures';

describe('tenant analytics (docs/product-rules.md §8)', () => {
  let w: AnalyticsWorld;
  let idle: { id: number };
  let pending: { id: number };
  beforeAll(async () => {
    w = await analyticsWorld();
    await standardPlays(w);
    // A screen that was on for most of the booked airtime: 684 plays of 720 slots.
    await w.play('c-span', '2026-02-20', '2026-02-20T18:00:00Z', 680, 'burst');
    idle = await approvedCreative(w.ana.agent, w.admin, 'Idle ad');
    pending = await pendingCreative(w.ana.agent, 'Waiting ad');
  });
  afterAll(() => w.t.close());

  it('GET /api/tenant/analytics: counts in each display zone, impressions and the last play per creative', async () => {
    const res = await w.ana.agent.get('/api/tenant/analytics').expect(200);
    // Pending or confirmed dates: A Mar 10 and 14, B Mar 11, C Feb 19 and 4 dates, E, X (the cancelled B date is not counted).
    expect(res.body.summary).toEqual({ totalAds: 3, activeAds: 1, totalImpressions: 703, totalBookings: 10 });
    expect(res.body.adCreatives.map((c: { adCreative: { id: number } }) => c.adCreative.id)).toEqual([
      pending.id,
      idle.id,
      w.ana.creative.id,
    ]);
    const [waiting, unused, main] = res.body.adCreatives;
    expect(main).toEqual({
      adCreative: {
        id: w.ana.creative.id,
        name: 'ana-ads ad',
        fileUrl: w.ana.creative.fileUrl,
        thumbnailUrl: w.ana.creative.thumbnailUrl,
        dimensions: '64x36',
        totalImpressions: 703,
        deleted: false,
      },
      activeBookings: 2, // C on Mar 21 (Denver's today) and Mar 22
      lastImpression: '2026-03-11T16:00:20.000Z',
    });
    expect(unused).toMatchObject({ adCreative: { name: 'Idle ad', totalImpressions: 0 }, activeBookings: 0, lastImpression: null });
    expect(waiting).toMatchObject({ adCreative: { name: 'Waiting ad', totalImpressions: 0 }, activeBookings: 0, lastImpression: null });
  });

  it("never includes another tenant's creatives, bookings or plays", async () => {
    const res = await w.ben.agent.get('/api/tenant/analytics').expect(200);
    // A Mar 21 (after Phoenix's today), B Mar 20 (Phoenix's today) and X Mar 22 are upcoming; B Mar 12 is past; the rejected one is not counted.
    expect(res.body).toEqual({
      summary: { totalAds: 1, activeAds: 1, totalImpressions: 0, totalBookings: 4 },
      adCreatives: [expect.objectContaining({ activeBookings: 3, lastImpression: null })],
    });
  });

  it('GET /api/tenant/analytics/daily: plays per date (display zone), every date of the range', async () => {
    const res = await w.ana.agent.get('/api/tenant/analytics/daily').query({ from: '2026-03-08', to: '2026-03-11' }).expect(200);
    expect(res.body).toEqual({
      from: '2026-03-08',
      to: '2026-03-11',
      days: [
        { date: '2026-03-08', plays: 2 },
        { date: '2026-03-09', plays: 0 },
        { date: '2026-03-10', plays: 12 },
        { date: '2026-03-11', plays: 3 },
      ],
    });
    const all = await w.ana.agent.get('/api/tenant/analytics/daily').expect(200);
    expect([all.body.from, all.body.to, all.body.days[0]]).toEqual(['2026-02-20', '2026-03-21', { date: '2026-02-20', plays: 684 }]);
    // ben booked only Phoenix displays, where it is still Mar 20 (23:30).
    expect((await w.ben.agent.get('/api/tenant/analytics/daily').expect(200)).body.to).toBe('2026-03-20');
    expect((await w.ana.agent.get('/api/tenant/analytics/daily').query({ to: '2026-13-01' }).expect(400)).body).toEqual({
      statusCode: 400,
      message: 'to must be a date written YYYY-MM-DD',
    });
  });

  it('GET /api/tenant/bookings/:groupId/delivery: booked against delivered airtime per date', async () => {
    const res = await w.ana.agent.get(`/api/tenant/bookings/${w.groups['c-span']}/delivery`).expect(200);
    const ids = await Promise.all(['2026-02-20', '2026-03-08', '2026-03-21', '2026-03-22'].map((d) => w.booking('c-span', d)));
    const none = { plays: 0, verifiedPlays: 0, unverifiedPlays: 0, deliveredSeconds: 0, deliveredShare: 0, lastPlayAt: null };
    expect(res.body).toEqual({
      groupId: w.groups['c-span'],
      display: { id: w.displays.c.id, name: 'C Denver' },
      adCreative: { id: w.ana.creative.id, name: 'ana-ads ad' },
      timeZone: 'America/Denver',
      total: {
        hoursBooked: 8,
        plays: 686,
        verifiedPlays: 0,
        unverifiedPlays: 686,
        bookedSeconds: 28800,
        deliveredSeconds: 6860,
        deliveredShare: 23.8,
      },
      dates: [
        {
          bookingId: ids[0],
          date: '2026-02-20',
          status: 'confirmed',
          hoursBooked: 2,
          bookedSeconds: 7200,
          plays: 684,
          verifiedPlays: 0,
          unverifiedPlays: 684,
          deliveredSeconds: 6840,
          deliveredShare: 95,
          lastPlayAt: '2026-02-20T19:53:10.000Z',
        },
        {
          bookingId: ids[1],
          date: '2026-03-08',
          status: 'confirmed',
          hoursBooked: 2,
          bookedSeconds: 7200,
          plays: 2,
          verifiedPlays: 0,
          unverifiedPlays: 2,
          deliveredSeconds: 20,
          deliveredShare: 0.3,
          lastPlayAt: '2026-03-08T15:00:10.000Z',
        },
        { bookingId: ids[2], date: '2026-03-21', status: 'confirmed', hoursBooked: 2, bookedSeconds: 7200, ...none },
        { bookingId: ids[3], date: '2026-03-22', status: 'confirmed', hoursBooked: 2, bookedSeconds: 7200, ...none },
      ],
    });
    const cancelled = await w.ana.agent.get(`/api/tenant/bookings/${w.groups['b-cancelled']}/delivery`).expect(200);
    expect(cancelled.body.dates).toEqual([expect.objectContaining({ status: 'cancelled', hoursBooked: 4 })]);
    const nothing = { hoursBooked: 0, plays: 0, verifiedPlays: 0, unverifiedPlays: 0, bookedSeconds: 0, deliveredSeconds: 0 };
    expect(cancelled.body.total).toEqual({ ...nothing, deliveredShare: 0 });
  });

  it("answers 404 for another tenant's group, an unknown one and a malformed id", async () => {
    for (const id of [w.groups['c-span'], '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await w.ben.agent.get(`/api/tenant/bookings/${id}/delivery`).expect(404)).body).toEqual({
        statusCode: 404,
        message: 'Booking group not found',
      });
    }
  });

  it('only tenants may call the tenant analytics; signed-out callers get 401', async () => {
    for (const path of [
      '/api/tenant/analytics',
      '/api/tenant/analytics/daily',
      `/api/tenant/bookings/${w.groups['c-span']}/delivery`,
      '/api/tenant/proof-of-play.csv',
    ]) {
      await w.host.get(path).expect(403);
      await w.admin.get(path).expect(403);
      await w.t.agent().get(path).expect(401);
    }
  });
});
