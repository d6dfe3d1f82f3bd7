import type TestAgent from 'supertest/lib/agent';
import { PlayPartitionsJob } from '../src/modules/player/play-partitions.job';
import { type KnownPlay, PlayerRepository } from '../src/modules/player/player.repository';
import { bulk } from './utils/booking-fixtures';
import type { AnalyticsWorld } from './utils/analytics-fixtures';
import { analyticsWorld, NOW, standardPlays } from './utils/analytics-fixtures';
import { foldPlayTotals } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';

/**
 * The all-time running totals (docs/analytics.md, "Running totals") equal a recount from the
 * rollup and the bookings after every kind of write: plays (with resends and taken slots, from
 * concurrent requests), booking state changes, and retention dropping raw plays.
 */
type Totals = Record<'displayPlays' | 'creativePlays' | 'displayRevenue' | 'creativeBookings', unknown[]>;

/** The four totals tables as stored once the pending plays are folded in (rows whose figure came back to zero left out) and as recounted. */
async function storedAndRecounted(t: TestApp): Promise<[Totals, Totals]> {
  await foldPlayTotals(t);
  const q = (sql: string) => t.orm.em.fork().getConnection().execute(sql);
  const stored = {
    displayPlays: await q('select display_id, plays::int from display_play_totals where plays <> 0 order by 1'),
    creativePlays: await q('select ad_creative_id, plays::int, last_shown_at::text from creative_play_totals where plays <> 0 order by 1'),
    displayRevenue: await q('select display_id, revenue::text from display_revenue_totals where revenue <> 0 order by 1'),
    creativeBookings: await q('select tenant_id, ad_creative_id, bookings from creative_booking_totals where bookings <> 0 order by 1, 2'),
  };
  const recounted = {
    displayPlays: await q('select display_id, sum(plays)::int as plays from booking_play_totals group by 1 order by 1'),
    creativePlays: await q(
      'select ad_creative_id, sum(plays)::int as plays, max(last_shown_at)::text as last_shown_at from booking_play_totals group by 1 order by 1',
    ),
    displayRevenue: await q(
      `select display_id, sum(total_price)::numeric(14,2)::text as revenue from bookings
        where status = 'confirmed' and paid_at is not null group by 1 order by 1`,
    ),
    creativeBookings: await q(
      `select tenant_id, ad_creative_id, count(*)::int as bookings from bookings where status in ('pending', 'confirmed') group by 1, 2 order by 1, 2`,
    ),
  };
  return [stored, recounted];
}

describe('the running totals equal a recount of the rollup and the bookings', () => {
  let w: AnalyticsWorld;
  const expectExact = async () => {
    const [stored, recounted] = await storedAndRecounted(w.t);
    expect(stored).toEqual(recounted);
    return stored;
  };
  const figures = async (host: TestAgent, tenant: TestAgent) => ({
    host: (await host.get('/api/host/analytics').expect(200)).body,
    tenant: (await tenant.get('/api/tenant/analytics').expect(200)).body,
  });

  beforeAll(async () => {
    w = await analyticsWorld();
  });
  afterAll(() => w.t.close());

  it('after the bookings of the world (made, confirmed, paid, rejected, cancelled) and its plays', async () => {
    await standardPlays(w);
    const stored = await expectExact();
    expect(stored.displayPlays.length).toBeGreaterThan(0);
    expect(stored.displayRevenue.length).toBeGreaterThan(0);
  });

  it('after concurrent plays with resends (duplicates) and taken slots (refusals)', async () => {
    const [a, c] = await Promise.all([w.booking('a-paid', '2026-03-10'), w.booking('c-span', '2026-03-08')]);
    const rows = await w.t.orm.em
      .fork()
      .getConnection()
      .execute('select id, display_id, ad_creative_id, booking_date::text as date from bookings where id in (?, ?) order by id', [a, c]);
    const batches: KnownPlay[][] = Array.from({ length: 8 }, (_, r) => {
      const b = rows[r % 2];
      return Array.from({ length: 20 }, (_slot, i) => ({
        displayId: b.display_id,
        adCreativeId: b.ad_creative_id,
        bookingId: b.id,
        clientPlayId: `totals-${Math.floor(r / 4)}-${i}`, // requests r and r+2 resend the same ids
        shownAt: new Date(Date.parse(`${b.date}T19:00:00Z`) + (Math.floor(r / 2) * 10 + i) * 10_000), // overlapping slots
      }));
    });
    const repo = w.t.app.get(PlayerRepository);
    const stored = (await Promise.all(batches.map((plays) => repo.recordKnownPlays(plays, new Date(NOW))))).reduce((n, k) => n + k, 0);
    expect(stored).toBeGreaterThan(0);
    await expectExact();
    expect(await repo.recordKnownPlays(batches[0], new Date(NOW))).toBe(0); // all resent: nothing changes
    await expectExact();
  });

  it('after booking state changes: a new request, confirm, paid, unpaid, tenant cancel, admin cancel, reject', async () => {
    const before = await figures(w.host, w.ana.agent);
    const create = async (date: string) =>
      (
        await w.ana.agent
          .post('/api/tenant/bookings/bulk')
          .send(bulk(w.displays.d.id, w.ana.creative.id, [date], 2))
          .expect(201)
      ).body.groupId as string;
    const g1 = await create('2026-04-02');
    await expectExact();
    await w.admin.post(`/api/admin/bookings/groups/${g1}/confirm`).expect(200);
    await w.admin.post(`/api/admin/bookings/groups/${g1}/paid`).send({ paid: true }).expect(200);
    const paid = await figures(w.host, w.ana.agent);
    expect(paid.host.totalRevenue).toBeGreaterThan(before.host.totalRevenue);
    expect(paid.tenant.summary.totalBookings).toBe(before.tenant.summary.totalBookings + 1);
    await expectExact();
    await w.admin.post(`/api/admin/bookings/groups/${g1}/paid`).send({ paid: false }).expect(200);
    await expectExact();
    expect((await figures(w.host, w.ana.agent)).host.totalRevenue).toBe(before.host.totalRevenue);
    await w.admin.post(`/api/admin/bookings/groups/${g1}/paid`).send({ paid: true }).expect(200);
    await w.admin.delete(`/api/admin/bookings/groups/${g1}`).expect(200);
    await expectExact();
    const g2 = await create('2026-04-03');
    await w.ana.agent.post(`/api/tenant/booking-groups/${g2}/cancel`).send({}).expect(200);
    await expectExact();
    const g3 = await create('2026-04-04');
    await w.admin.post(`/api/admin/bookings/groups/${g3}/reject`).send({}).expect(200);
    await expectExact();
    // Every figure back where it was: the requests above ended cancelled or rejected.
    expect(await figures(w.host, w.ana.agent)).toEqual(before);
  });

  it('after a booking is deleted outright (no API does; the trigger covers it)', async () => {
    await w.t.orm.em
      .fork()
      .getConnection()
      .execute('delete from bookings where id = ?', [await w.booking('a-pending', '2026-03-14')]);
    await expectExact();
  });

  it('after retention drops the months of raw plays: the totals and the figures stay', async () => {
    const before = await expectExact();
    const host = (await w.host.get('/api/host/analytics').expect(200)).body;
    const tenant = (await w.ana.agent.get('/api/tenant/analytics').expect(200)).body;
    // 400 days after the end of March 2026: February's and March's plays are dropped.
    w.clock.set('2027-05-10T12:00:00Z');
    const job = w.t.app.get(PlayPartitionsJob);
    const dropped = [];
    for (let i = 0; i < 4; i++) dropped.push((await job.runRound())?.dropped);
    expect(dropped).toEqual(expect.arrayContaining(['plays_2026_02', 'plays_2026_03']));
    const [{ n }] = await w.t.orm.em.fork().getConnection().execute("select count(*)::int as n from plays where shown_at < '2026-04-01'");
    expect(n).toBe(0);
    expect(await expectExact()).toEqual(before);
    w.clock.set(NOW); // the figures of "today" are those of NOW again
    expect((await w.host.get('/api/host/analytics').expect(200)).body).toEqual(host);
    expect((await w.ana.agent.get('/api/tenant/analytics').expect(200)).body).toEqual(tenant);
  });
});
