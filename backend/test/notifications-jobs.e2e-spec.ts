import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { StatementReadyJob } from '../src/modules/analytics/statement-ready.job';
import { HeartbeatService } from '../src/modules/player/heartbeat.service';
import { OfflineWatchJob } from '../src/modules/player/offline-watch.job';
import { approvedDisplay, tenantWithCreative } from './utils/booking-fixtures';
import { booking, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-01T17:00:00Z'; // 10:00 in Phoenix; the displays are open 09:00–17:00

/**
 * The scheduled notifications (docs/notifications.md) with a fixed clock: offline alerts once
 * per outage and "back online", and the monthly statement once per host and month.
 */
describe('notification jobs', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;

  const kinds = async (agent: TestAgent, kind: string) =>
    ((await agent.get('/api/notifications?limit=100').expect(200)).body.items as { kind: string; title: string; body: string }[]).filter(
      (n) => n.kind === kind,
    );
  const seenAt = (displayId: number, at: string | null) =>
    t.orm.em.fork().getConnection().execute('update displays set last_seen_at = ? where id = ?', [at, displayId]);
  const offlineSince = async (id: number) =>
    (await host.agent.get('/api/displays').expect(200)).body.find((d: { id: number }) => d.id === id).offlineSince as string | null;
  // Read in the database: a month later the test sessions have expired.
  const statements = () =>
    t.orm.em.fork().getConnection().execute("select user_id, title from notifications where kind = 'statement_ready' order by id");
  const watch = () => t.app.get(OfflineWatchJob).runRound();

  beforeAll(async () => {
    clock = new FixedClock(new Date(NOW));
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'jobs-host');
    tenant = await tenantWithCreative(t, admin, 'jobs-tenant');
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(NOW));

  it('alerts once per outage of a display with paid airtime today, inside its hours, and says when it is back', async () => {
    const paid = await approvedDisplay(host.agent, admin, 'Paid screen');
    const unpaid = await approvedDisplay(host.agent, admin, 'Unpaid screen');
    const idle = await approvedDisplay(host.agent, admin, 'Idle screen');
    await booking(admin, tenant.agent, paid.id, tenant.creative.id, ['2026-12-01']);
    await booking(admin, tenant.agent, unpaid.id, tenant.creative.id, ['2026-12-01'], 1, { pay: false });
    for (const d of [paid, unpaid, idle]) await seenAt(d.id, '2026-12-01T16:55:00Z');

    expect(await watch()).toEqual({ offline: 0, online: 0 }); // seen 5 minutes ago
    clock.set('2026-12-01T17:06:00Z');
    expect(await watch()).toEqual({ offline: 1, online: 0 });
    expect(await watch()).toEqual({ offline: 0, online: 0 }); // once per outage
    clock.set('2026-12-01T17:30:00Z');
    expect(await watch()).toEqual({ offline: 0, online: 0 });
    expect(await kinds(host.agent, 'display_offline')).toEqual([expect.objectContaining({ title: '"Paid screen" is offline' })]);
    expect(await offlineSince(paid.id)).toBe('2026-12-01T16:55:00.000Z');
    expect(await offlineSince(unpaid.id)).toBeNull();

    // The player polls again: the outage ends at the next round.
    const token = await playerToken(t, paid.id);
    await t.agent().get(`/api/displays/${paid.id}/schedule`).set('Authorization', `Bearer ${token}`).expect(200);
    await t.app.get(HeartbeatService).flush();
    expect(await watch()).toEqual({ offline: 0, online: 1 });
    expect(await kinds(host.agent, 'display_online')).toEqual([expect.objectContaining({ title: '"Paid screen" is back online' })]);
    expect(await offlineSince(paid.id)).toBeNull();

    // Dark again later: a second outage, a second alert.
    clock.set('2026-12-01T17:45:00Z');
    expect(await watch()).toEqual({ offline: 1, online: 0 });
    expect(await kinds(host.agent, 'display_offline')).toHaveLength(2);
    expect(await kinds(tenant.agent, 'display_offline')).toEqual([]);
  });

  it('says nothing outside the operating hours', async () => {
    const late = await approvedDisplay(host.agent, admin, 'Late screen');
    await booking(admin, tenant.agent, late.id, tenant.creative.id, ['2026-12-02']);
    await seenAt(late.id, null);
    clock.set('2026-12-02T15:30:00Z'); // 08:30 in Phoenix: not open yet
    expect((await watch())!.offline).toBe(0);
    clock.set('2026-12-02T16:30:00Z'); // 09:30: open, never seen
    const round = await watch();
    expect(round!.offline).toBeGreaterThanOrEqual(1);
    expect(await offlineSince(late.id)).toBe('2026-12-02T16:30:00.000Z');
  });

  it('tells each host once that its statement is ready when the month has ended in the display zone', async () => {
    const other = await signedInAs(t, 'host', 'jobs-host-2');
    const d = await approvedDisplay(host.agent, admin, 'Statement screen');
    await booking(admin, tenant.agent, d.id, tenant.creative.id, ['2026-12-20'], 2);
    const job = t.app.get(StatementReadyJob);
    clock.set('2027-01-01T06:00:00Z'); // still 2026-12-31, 23:00, in Phoenix
    await job.runRound();
    expect(await statements()).toEqual([]);
    clock.set('2027-01-01T08:00:00Z');
    await job.runRound();
    await job.runRound();
    expect(await statements()).toEqual([{ user_id: host.user.id, title: 'Your statement for 2026-12 is ready' }]);
    clock.set(NOW); // the sessions are valid again; $80: this test's 2 hours and the paid hours of the tests above
    expect((await kinds(host.agent, 'statement_ready'))[0].body).toBe(
      'The monthly statement for 2026-12 is ready: $80.00 of paid airtime. Download it as CSV from Analytics.',
    );
    expect(await kinds(other.agent, 'statement_ready')).toEqual([]);
  });
});
