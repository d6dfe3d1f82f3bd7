import { type KnownPlay, PlayerRepository } from '../src/modules/player/player.repository';
import { SeedService } from '../src/seed/seed.service';
import type { AnalyticsWorld } from './utils/analytics-fixtures';
import { analyticsWorld, NOW } from './utils/analytics-fixtures';
import { foldPlayTotals } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

type Row = { booking_id: number; plays: number; last_shown_at: string };

/** The rollup as stored once the pending plays are folded in, and the same figures recounted from the raw plays. */
async function rollupAndRecount(t: TestApp): Promise<[Row[], Row[]]> {
  await foldPlayTotals(t);
  const c = t.orm.em.fork().getConnection();
  const rollup: Row[] = await c.execute('select booking_id, plays, last_shown_at::text from booking_play_totals order by booking_id');
  const recount: Row[] = await c.execute(
    `select p.booking_id, count(*)::int as plays, max(p.shown_at)::text as last_shown_at from plays p group by p.booking_id order by p.booking_id`,
  );
  return [rollup, recount];
}

describe('the play rollup equals a recount of the raw plays', () => {
  let w: AnalyticsWorld;
  beforeAll(async () => {
    w = await analyticsWorld();
  });
  afterAll(() => w.t.close());

  it('after a concurrent burst with resent plays (duplicates) and taken slots (refusals)', async () => {
    const targets = await Promise.all([
      w.booking('a-paid', '2026-03-10'),
      w.booking('b-4h', '2026-03-11'),
      w.booking('c-span', '2026-03-08'),
    ]);
    const rows = await w.t.orm.em
      .fork()
      .getConnection()
      .execute(
        'select id, display_id, ad_creative_id, booking_date::text as date from bookings where id in (?, ?, ?) order by id',
        targets,
      );
    // 24 requests of 50 plays each: every play is sent by two requests, and requests overlap slots.
    const batches: KnownPlay[][] = Array.from({ length: 24 }, (_, r) => {
      const b = rows[r % 3];
      return Array.from({ length: 50 }, (_slot, i) => ({
        displayId: b.display_id,
        adCreativeId: b.ad_creative_id,
        bookingId: b.id,
        clientPlayId: `burst-${Math.floor(r / 6)}-${i}`, // requests r and r+3 (same booking) resend the same ids
        shownAt: new Date(Date.parse(`${b.date}T17:00:00Z`) + (Math.floor(r / 3) * 25 + i) * 10_000), // half of each slot range overlaps the next
      }));
    });
    const stored = (await Promise.all(batches.map((plays) => w.t.app.get(PlayerRepository).recordKnownPlays(plays, new Date(NOW))))).reduce(
      (a, b) => a + b,
      0,
    );
    const [rollup, recount] = await rollupAndRecount(w.t);
    expect(rollup).toEqual(recount);
    expect(rollup.reduce((n, r) => n + r.plays, 0)).toBe(stored);
    // Per booking at most 225 distinct slots (8 windows of 50, each 25 after the previous); which
    // of two plays with one id or one slot wins depends on the race, the totals never do.
    expect(stored).toBeGreaterThanOrEqual(3 * 100);
    expect(stored).toBeLessThanOrEqual(3 * 225);
    // A resend of what is stored changes nothing.
    expect(await w.t.app.get(PlayerRepository).recordKnownPlays(batches[0], new Date(NOW))).toBe(0);
    expect((await rollupAndRecount(w.t))[0]).toEqual(rollup);
    const host = (await w.host.get('/api/host/analytics').expect(200)).body;
    expect(host.totalImpressions).toBe(stored);
  });
});

describe('demo plays', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("fill the demo tenant's past paid bookings, and the figures match a recount", async () => {
    await t.app.get(SeedService).seed(true);
    const [rollup, recount] = await rollupAndRecount(t);
    expect(rollup).toEqual(recount);
    expect(rollup.length).toBeGreaterThanOrEqual(35); // 21 + 14 past dates (today's too once the screen has opened)
    const tenant = t.agent();
    await tenant.post('/api/login').send({ username: 'demo-tenant', password: 'demo-tenant-pass' }).expect(200);
    const analytics = (await tenant.get('/api/tenant/analytics').expect(200)).body;
    expect(analytics.summary.totalImpressions).toBe(recount.reduce((n, r) => n + r.plays, 0));
    expect(analytics.summary.totalImpressions).toBeGreaterThan(20_000);
    const daily = (await tenant.get('/api/tenant/analytics/daily').expect(200)).body;
    expect(daily.days.filter((d: { plays: number }) => d.plays > 0).length).toBeGreaterThanOrEqual(21);
  });
});
