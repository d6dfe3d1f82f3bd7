import { Client } from 'pg';
import { INSERT_PLAYS_SQL, insertPlaysParams } from '../src/modules/player/play-insert.sql';
import { PlayTotalsFoldJob } from '../src/modules/player/play-totals-fold.job';
import { BOUNDARY_MARGIN_MS } from '../src/modules/player/near-month-boundary';
import { type KnownPlay, PlayerRepository } from '../src/modules/player/player.repository';
import type { AnalyticsWorld } from './utils/analytics-fixtures';
import { analyticsWorld, NOW, standardPlays } from './utils/analytics-fixtures';

/**
 * Ingest statements append what their plays add to the totals (`play_total_deltas`); a job folds
 * those rows into the rollup and the running totals, and every read adds the rows not folded yet
 * (docs/analytics.md, "Running totals"). So a figure is the same whether a play is pending or
 * folded, a fold racing the ingest loses and doubles nothing, and no ingest statement waits for
 * another's totals.
 */
describe('the plays pending fold: the same figures before and after, exact under load, no row lock', () => {
  let w: AnalyticsWorld;
  const range = 'from=2026-02-01&to=2026-03-31';
  const sql = <T>(text: string, params: unknown[] = []): Promise<T[]> => w.t.orm.em.fork().getConnection().execute(text, params);
  const pendingRows = async () => (await sql<{ n: number }>('select count(*)::int as n from play_total_deltas'))[0].n;
  const fold = () => w.t.app.get(PlayTotalsFoldJob).runRound();
  const figures = async () => {
    const get = async (agent: AnalyticsWorld['host'], url: string) => (await agent.get(url).expect(200)).body;
    return {
      host: await get(w.host, '/api/host/analytics'),
      hostDaily: await get(w.host, `/api/host/analytics/daily?${range}`),
      delivery: await get(w.host, `/api/host/displays/${w.displays.c.id}/delivery?${range}`),
      tenant: await get(w.ana.agent, '/api/tenant/analytics'),
      tenantDaily: await get(w.ana.agent, `/api/tenant/analytics/daily?${range}`),
      groups: await Promise.all(
        ['a-paid', 'c-span', 'x-other'].map((g) => get(w.ana.agent, `/api/tenant/bookings/${w.groups[g]}/delivery`)),
      ),
    };
  };
  /** The rollup once folded, and the same figures recounted from the raw plays. */
  const rollupAndRecount = async () => {
    await fold();
    return [
      await sql('select booking_id, plays, last_shown_at::text from booking_play_totals order by booking_id'),
      await sql('select booking_id, count(*)::int as plays, max(shown_at)::text as last_shown_at from plays group by 1 order by 1'),
    ];
  };

  beforeAll(async () => {
    w = await analyticsWorld();
  });
  afterAll(() => w.t.close());

  it('answers every figure the same with the plays pending, folded, and half of each', async () => {
    await standardPlays(w);
    expect(await pendingRows()).toBeGreaterThan(0);
    const pending = await figures();
    expect(pending.groups[0].total.plays).toBe(5);
    expect(await fold()).toMatchObject({ plays: 23 });
    expect(await pendingRows()).toBe(0);
    expect(await figures()).toEqual(pending);

    await w.play('a-paid', '2026-03-10', '2026-03-10T18:00:00Z', 4, 'more');
    await w.play('c-span', '2026-03-08', '2026-03-08T16:00:00Z', 3, 'more');
    const half = await figures();
    expect(half.groups[0].total.plays).toBe(9);
    expect(half).not.toEqual(pending);
    await fold();
    expect(await figures()).toEqual(half);
    const [rollup, recount] = await rollupAndRecount();
    expect(rollup).toEqual(recount);
  });

  it('loses and doubles no play when folds race the ingest', async () => {
    const ids = await Promise.all([w.booking('b-4h', '2026-03-11'), w.booking('x-other', '2026-03-10')]);
    const rows = await sql<{ id: number; display_id: number; ad_creative_id: number; date: string }>(
      'select id, display_id, ad_creative_id, booking_date::text as date from bookings where id in (?, ?) order by id',
      ids,
    );
    const batches: KnownPlay[][] = Array.from({ length: 12 }, (_, r) =>
      Array.from({ length: 15 }, (_slot, i) => {
        const b = rows[r % 2];
        return {
          displayId: b.display_id,
          adCreativeId: b.ad_creative_id,
          bookingId: b.id,
          clientPlayId: `race-${r}-${i}`,
          shownAt: new Date(Date.parse(`${b.date}T20:00:00Z`) + (r * 15 + i) * 10_000),
        };
      }),
    );
    const repo = w.t.app.get(PlayerRepository);
    const folds: Promise<unknown>[] = [];
    const stored = await Promise.all(
      batches.map(async (plays, r) => {
        if (r % 3 === 0) folds.push(fold());
        return repo.recordKnownPlays(plays, new Date(NOW));
      }),
    );
    await Promise.all(folds);
    expect(stored.reduce((n, k) => n + k, 0)).toBe(12 * 15);
    const [rollup, recount] = await rollupAndRecount();
    expect(rollup).toEqual(recount);
    expect(await pendingRows()).toBe(0);
  });

  it('stores plays of a booking while another statement holding plays of it is still open', async () => {
    const id = await w.booking('a-paid', '2026-03-10');
    const [b] = await sql<{ display_id: number; ad_creative_id: number }>('select display_id, ad_creative_id from bookings where id = ?', [
      id,
    ]);
    const input = (clientPlayId: string, shownAt: string) => ({
      idx: 0,
      displayId: b.display_id,
      adCreativeId: b.ad_creative_id,
      bookingId: id,
      clientPlayId,
      shownAt: new Date(shownAt),
      verified: false,
      near: false,
    });
    const holder = new Client({ connectionString: w.t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      const held = await holder.query(
        INSERT_PLAYS_SQL,
        insertPlaysParams([input('held-1', '2026-03-10T20:00:00Z')], new Date(NOW), BOUNDARY_MARGIN_MS),
      );
      expect(held.rows[0].outcome).toBe('accepted');
      const other = w.t.app.get(PlayerRepository).recordKnownPlays(
        [
          {
            displayId: b.display_id,
            adCreativeId: b.ad_creative_id,
            bookingId: id,
            clientPlayId: 'free-1',
            shownAt: new Date('2026-03-10T20:00:10Z'),
          },
        ],
        new Date(NOW),
      );
      const first = await Promise.race([other, new Promise((r) => setTimeout(() => r('waited'), 3000))]);
      expect(first).toBe(1);
      await holder.query('commit');
    } finally {
      await holder.end();
    }
    const [rollup, recount] = await rollupAndRecount();
    expect(rollup).toEqual(recount);
  });
});
