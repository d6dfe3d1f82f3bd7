import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { PlayPartitionsJob } from '../src/modules/player/play-partitions.job';
import { PlayPartitionsRepository } from '../src/modules/player/play-partitions.repository';
import { approvedDisplay, tenantWithCreative } from './utils/booking-fixtures';
import { booking, foldPlayTotals, play, playCount, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

/**
 * Plays partitioned by UTC month, and retention (docs/player.md, "Partitions and retention").
 * Everything happens in 2025, months the test database has no partition for: the ingest makes
 * them. Then the clock moves to LATER, where 400 days back is 2025-08-16: June and July 2025 are
 * wholly older, August is not.
 */
const BOOKED_AT = '2025-06-01T19:00:00Z';
const LATER = '2026-09-20T19:00:00Z';
// Phoenix is UTC−7 all year; the display is open 09:00–23:00 there, so June 30's evening is July 1 in UTC.
const DATES = ['2025-06-10', '2025-06-30', '2025-07-20', '2025-08-05'];

describe('plays by month: partitions made as plays arrive, old months dropped, every rollup figure kept', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: { agent: TestAgent; user: { username: string } };
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  let display: { id: number };
  let groupIds: string[];
  let send: (plays: object[]) => Promise<{ results: { status: string }[] }>;
  const months = () => t.app.get(PlayPartitionsRepository).months();

  beforeAll(async () => {
    clock = new FixedClock(new Date(BOOKED_AT));
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'retention-host');
    tenant = await tenantWithCreative(t, admin, 'retention-tenant');
    display = await approvedDisplay(host.agent, admin, 'Late screen', { startTime: '09:00', endTime: '23:00' });
    groupIds = [];
    for (const date of DATES) groupIds.push((await booking(admin, tenant.agent, display.id, tenant.creative.id, [date], 2)).groupId);
    const token = await playerToken(t, display.id);
    send = async (plays) => {
      const res = await t.agent().post(`/api/displays/${display.id}/plays`).set('Authorization', `Bearer ${token}`).send({ plays });
      if (res.status !== 200) throw new Error(`plays: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
  });
  afterAll(() => t.close());

  /** `count` plays one slot apart from `start`, sent a minute after the last is shown. */
  const playsFrom = async (start: string, count: number, prefix: string) => {
    const at = (i: number) => new Date(Date.parse(start) + i * 10_000);
    clock.set(new Date(at(count - 1).getTime() + 60_000));
    const body = await send(Array.from({ length: count }, (_, i) => play(tenant.creative.id, at(i), `${prefix}-${i}`)));
    return body.results.map((r) => r.status);
  };

  it('a play in a month without a partition is stored: the ingest makes the partition', async () => {
    expect(await months()).not.toContain('2025-06');
    expect(await playsFrom('2025-06-10T17:00:00Z', 5, 'june')).toEqual(Array(5).fill('accepted'));
    expect(await months()).toContain('2025-06');
  });

  it('holds both unique rules across a month boundary: one play per slot, and a clientPlayId once in any month', async () => {
    // June 30, 16:59:30–17:00:20 in Phoenix: three plays in June (UTC), three in July.
    expect(await playsFrom('2025-06-30T23:59:30Z', 6, 'edge')).toEqual(Array(6).fill('accepted'));
    expect(await months()).toEqual(expect.arrayContaining(['2025-06', '2025-07']));
    const resent = await send([
      play(tenant.creative.id, '2025-07-01T00:01:00Z', 'edge-0'), // shown in June first: a duplicate in July too
      play(tenant.creative.id, '2025-07-01T00:00:05Z', 'edge-new'), // the slot of edge-3
    ]);
    expect(resent.results.map((r) => r.status)).toEqual(['duplicate', 'refused']);
    expect(await playCount(t, 'display_id = ?', [display.id])).toBe(11);
  });

  it('drops only the months wholly older than PLAY_RETENTION_DAYS, a partition a round; every rollup and statement figure stays', async () => {
    await playsFrom('2025-07-20T18:00:00Z', 4, 'july');
    await playsFrom('2025-08-05T18:00:00Z', 2, 'august');
    expect(await playCount(t, 'display_id = ?', [display.id])).toBe(17);

    clock.set(LATER);
    const hostAgent = await login(t, host.user.username);
    const tenantAgent = await login(t, tenant.user.username);
    const range = 'from=2025-06-01&to=2025-08-31';
    const figures = async () => {
      const get = async (agent: TestAgent, path: string) => {
        const res = await agent.get(path).expect(200);
        return res.type === 'text/csv' ? res.text : res.body;
      };
      return {
        host: await get(hostAgent, '/api/host/analytics'),
        hostDaily: await get(hostAgent, `/api/host/analytics/daily?${range}`),
        displayDelivery: await get(hostAgent, `/api/host/displays/${display.id}/delivery?${range}`),
        statements: await Promise.all(['2025-06', '2025-07', '2025-08'].map((m) => get(hostAgent, `/api/host/statements/${m}.csv`))),
        tenant: await get(tenantAgent, '/api/tenant/analytics'),
        tenantDaily: await get(tenantAgent, `/api/tenant/analytics/daily?${range}`),
        groups: await Promise.all(groupIds.map((id) => get(tenantAgent, `/api/tenant/bookings/${id}/delivery`))),
        rollup: await foldPlayTotals(t).then(() =>
          t.orm.em
            .fork()
            .getConnection()
            .execute('select * from booking_play_totals where display_id = ? order by booking_id', [display.id]),
        ),
      };
    };
    const proofOfPlay = async () => {
      const res = await tenantAgent.get(`/api/tenant/proof-of-play.csv?${range}`).expect(200);
      return res.text.trim().split('\n').length;
    };
    const before = await figures();
    expect(before.groups.map((g: { total: { plays: number } }) => g.total.plays)).toEqual([5, 6, 4, 2]);
    const rowsBefore = await proofOfPlay();

    const job = t.app.get(PlayPartitionsJob);
    const rounds = [];
    for (let i = 0; i < 5; i++) rounds.push(await job.runRound());
    // The current month and two ahead are made; June, then July (ended by 2025-08-16) go; August stays.
    expect(rounds.map((r) => r?.dropped)).toEqual(['plays_2025_06', 'plays_2025_07', null, null, null]);
    expect(rounds[0]?.created).toBeGreaterThan(0);
    expect(await months()).toEqual(expect.arrayContaining(['2025-08', '2026-09', '2026-10', '2026-11']));
    expect(await months()).not.toEqual(expect.arrayContaining(['2025-06']));
    expect(await months()).not.toEqual(expect.arrayContaining(['2025-07']));
    expect(await playCount(t, 'display_id = ?', [display.id])).toBe(2);

    // Every figure read from the rollup, and the statements (bookings), exactly as before.
    expect(await figures()).toEqual(before);
    // The one read of raw plays, the proof-of-play export (a header, then a row per play), lists only the plays kept.
    expect(rowsBefore).toBe(1 + 17);
    expect(await proofOfPlay()).toBe(1 + 2);
  });
});

async function login(t: TestApp, username: string): Promise<TestAgent> {
  const agent = t.agent();
  await agent.post('/api/login').send({ username, password: 'password-123' }).expect(200);
  return agent;
}
