import type { AnalyticsWorld } from './utils/analytics-fixtures';
import { analyticsWorld, NOW, standardPlays } from './utils/analytics-fixtures';

/** Delivery figures of plays from players that did not pair (docs/player.md, "Verified plays"). */
const unpaired = (hoursBooked: number, plays: number, deliveredShare: number) => ({
  hoursBooked,
  plays,
  verifiedPlays: 0,
  unverifiedPlays: plays,
  bookedSeconds: hoursBooked * 3600,
  deliveredSeconds: plays * 10,
  deliveredShare,
});

describe('host analytics (docs/product-rules.md §8)', () => {
  let w: AnalyticsWorld;
  beforeAll(async () => {
    w = await analyticsWorld();
    await standardPlays(w);
  });
  afterAll(() => w.t.close());

  it('GET /api/host/analytics: revenue to the cent, active bookings and impressions in each display zone, utilisation', async () => {
    const res = await w.host.get('/api/host/analytics').expect(200);
    expect(res.body).toEqual({
      // 36.75 (12.25 × 3 h) + 0.70 (0.10 × 4 h + 0.10 × 3 h) + 180.00 (Denver) + 10.00 (deleted display E)
      totalRevenue: 227.45,
      // A on Mar 21 (after Phoenix's today, Mar 20), B on Mar 20 (Phoenix's today), C on Mar 21 and 22 (Denver's today is Mar 21)
      activeBookings: 4,
      totalImpressions: 16,
      averageUtilization: 2, // mean of 1.3, 3.3, 2.0, 0.0 = 1.65
      displayMetrics: [
        { displayId: w.displays.a.id, displayName: 'A Phoenix 12.25', approved: true, revenue: 36.75, impressions: 5, utilization: 1.3 }, // 3 h of 8 × 30 = 1.25 %
        { displayId: w.displays.b.id, displayName: 'B Phoenix dime', approved: true, revenue: 0.7, impressions: 3, utilization: 3.3 }, // 4 + 3 + 1 h
        { displayId: w.displays.c.id, displayName: 'C Denver', approved: true, revenue: 180, impressions: 6, utilization: 2 }, // Feb 20, Mar 8, Mar 21: 6 h of 10 × 30
        { displayId: w.displays.d.id, displayName: 'D Idle', approved: true, revenue: 0, impressions: 0, utilization: 0 },
      ],
    });
  });

  it("never includes another host's displays, bookings or plays", async () => {
    const res = await w.otherHost.get('/api/host/analytics').expect(200);
    expect(res.body).toEqual({
      totalRevenue: 200,
      activeBookings: 1,
      totalImpressions: 7,
      averageUtilization: 2, // 4 h of 8 × 30 = 1.7 %
      displayMetrics: [
        { displayId: w.displays.x.id, displayName: 'X Other host', approved: true, revenue: 200, impressions: 7, utilization: 1.7 },
      ],
    });
  });

  it('a host without displays gets zeros', async () => {
    const { signedInAs } = await import('./utils/test-app');
    const fresh = await signedInAs(w.t, 'host');
    expect((await fresh.agent.get('/api/host/analytics').expect(200)).body).toEqual({
      totalRevenue: 0,
      activeBookings: 0,
      totalImpressions: 0,
      averageUtilization: 0,
      displayMetrics: [],
    });
  });

  it('GET /api/host/analytics/daily: plays and paid revenue per date, every date of the range', async () => {
    const res = await w.host.get('/api/host/analytics/daily').query({ from: '2026-03-08', to: '2026-03-12' }).expect(200);
    expect(res.body).toEqual({
      from: '2026-03-08',
      to: '2026-03-12',
      days: [
        { date: '2026-03-08', plays: 2, revenue: 40 },
        { date: '2026-03-09', plays: 0, revenue: 0 },
        { date: '2026-03-10', plays: 5, revenue: 36.75 },
        { date: '2026-03-11', plays: 3, revenue: 0.4 },
        { date: '2026-03-12', plays: 0, revenue: 0.3 },
      ],
    });
    // Default: the 30 dates ending today (the latest today of the host's zones: Denver's Mar 21).
    const all = await w.host.get('/api/host/analytics/daily').expect(200);
    expect([all.body.from, all.body.to, all.body.days.length]).toEqual(['2026-02-20', '2026-03-21', 30]);
    const sum = all.body.days.reduce((n: number, d: { revenue: number }) => n + Math.round(d.revenue * 100), 0);
    expect(sum).toBe(16745); // C Feb 20, Mar 8 and Mar 21 (3 × 40.00) + A 36.75 + B 0.70 + E 10.00
  });

  it("GET /api/host/displays/:id/delivery: booked hours against delivered airtime per date; others' displays are 404", async () => {
    const res = await w.host
      .get(`/api/host/displays/${w.displays.a.id}/delivery`)
      .query({ from: '2026-03-09', to: '2026-03-10' })
      .expect(200);
    expect(res.body).toEqual({
      displayId: w.displays.a.id,
      displayName: 'A Phoenix 12.25',
      timeZone: 'America/Phoenix',
      capacityHours: 8,
      from: '2026-03-09',
      to: '2026-03-10',
      total: unpaired(3, 5, 0.5),
      days: [
        { date: '2026-03-09', ...unpaired(0, 0, 0) },
        { date: '2026-03-10', ...unpaired(3, 5, 0.5) },
      ],
    });
    const c = await w.host.get(`/api/host/displays/${w.displays.c.id}/delivery`).expect(200);
    expect([c.body.from, c.body.to]).toEqual(['2026-02-20', '2026-03-21']); // Denver's own 30 dates
    for (const id of [w.displays.x.id, w.displays.e.id, 999999, 'abc']) {
      expect((await w.host.get(`/api/host/displays/${id}/delivery`).expect(404)).body).toEqual({
        statusCode: 404,
        message: 'Display not found',
      });
    }
  });

  it("default ranges end on each display's own today (SQL's display_today at the clock's now), also across midnight", async () => {
    const { signedInAs } = await import('./utils/test-app');
    const noDisplays = (await signedInAs(w.t, 'host')).agent;
    const ends = async () => [
      (await w.host.get(`/api/host/displays/${w.displays.a.id}/delivery`).expect(200)).body.to, // Phoenix
      (await w.host.get(`/api/host/displays/${w.displays.c.id}/delivery`).expect(200)).body.to, // Denver
      (await w.host.get('/api/host/analytics/daily').expect(200)).body.to, // the latest of Phoenix and Denver
      (await w.otherHost.get('/api/host/analytics/daily').expect(200)).body.to, // Phoenix only
      (await noDisplays.get('/api/host/analytics/daily').expect(200)).body.to, // the default zone, Phoenix
    ];
    try {
      // 06:30 UTC: 23:30 on Mar 20 in Phoenix, 00:30 on Mar 21 in Denver.
      expect(await ends()).toEqual(['2026-03-20', '2026-03-21', '2026-03-21', '2026-03-20', '2026-03-20']);
      w.clock.set('2026-03-21T06:59:59Z'); // 23:59:59 in Phoenix
      expect(await ends()).toEqual(['2026-03-20', '2026-03-21', '2026-03-21', '2026-03-20', '2026-03-20']);
      w.clock.set('2026-03-21T07:00:00Z'); // midnight in Phoenix
      expect(await ends()).toEqual(['2026-03-21', '2026-03-21', '2026-03-21', '2026-03-21', '2026-03-21']);
      w.clock.set('2026-03-21T05:59:59Z'); // 23:59:59 on Mar 20 in Denver
      expect(await ends()).toEqual(['2026-03-20', '2026-03-20', '2026-03-20', '2026-03-20', '2026-03-20']);
    } finally {
      w.clock.set(NOW);
    }
  });

  it.each([
    [{ from: '2026-02-30' }, 'from must be a date written YYYY-MM-DD'],
    [{ to: 'today' }, 'to must be a date written YYYY-MM-DD'],
    [{ from: ['2026-03-01', '2026-03-02'] }, 'from must be a date written YYYY-MM-DD'],
    [{ from: '2026-03-10', to: '2026-03-09' }, 'from must be on or before to'],
    [{ from: '2025-03-01', to: '2026-03-02' }, 'The range may cover at most 366 days'],
  ])('daily refuses %j with 400 "%s"', async (query, message) => {
    expect((await w.host.get('/api/host/analytics/daily').query(query).expect(400)).body).toEqual({ statusCode: 400, message });
  });

  it('only hosts may call the host analytics; signed-out callers get 401', async () => {
    for (const path of [
      '/api/host/analytics',
      '/api/host/analytics/daily',
      `/api/host/displays/${w.displays.a.id}/delivery`,
      '/api/host/statements/2026-03.csv',
    ]) {
      await w.ana.agent.get(path).expect(403);
      await w.admin.get(path).expect(403);
      await w.t.agent().get(path).expect(401);
    }
  });
});
