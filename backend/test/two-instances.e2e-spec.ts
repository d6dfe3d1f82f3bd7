import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { BookingExpiryJob } from '../src/modules/bookings/booking-expiry.job';
import { approvedDisplay, bookingCount, bulk, soldHours, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { anotherInstance, createTestApp, signedInAs, signedInAsAdmin, TEST_ADMIN_CODE } from './utils/test-app';

const NOW = '2026-12-01T19:00:00Z'; // 12:00 in Phoenix

/** Two server instances on one PostgreSQL, as behind a load balancer (docs/scaling.md). */
describe('two instances on one database', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof anotherInstance>>;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  const clock = new FixedClock(new Date(NOW));
  /** The same session, presented to the other instance. */
  const onOther = (agent: TestAgent, cookie: string) => ({
    get: (url: string) => other.agent().get(url).set('Cookie', cookie),
    post: (url: string) => other.agent().post(url).set('Cookie', cookie),
    agent,
  });
  /** A session cookie for a user, to present to either instance. */
  const cookieOf = async (username: string, password = 'password-123', role?: string) => {
    const res = await t.agent().post('/api/login').send({ username, password, role }).expect(200);
    return (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  };

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    other = await anotherInstance(t, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'two-host');
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('splits a booking race across both instances and sells exactly the capacity', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Contested screen'); // 09:00–17:00: 8 hours
    const tenants = await Promise.all(Array.from({ length: 20 }, () => tenantWithCreative(t, admin)));
    const cookies = await Promise.all(tenants.map((x) => cookieOf(x.user.username)));
    const before = await bookingCount(t);
    const results = await Promise.all(
      tenants.map((x, i) => {
        const body = bulk(d.id, x.creative.id, ['2026-12-10'], 1);
        return i % 2
          ? other.agent().post('/api/tenant/bookings/bulk').set('Cookie', cookies[i]).send(body)
          : x.agent.post('/api/tenant/bookings/bulk').send(body);
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 409)).toHaveLength(12);
    expect(await soldHours(t, d.id, '2026-12-10')).toBe(8);
    expect((await bookingCount(t)) - before).toBe(8);
  });

  it('runs the expiry job once even when both instances start it together', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Expiring screen');
    const tenant = await tenantWithCreative(t, admin);
    await tenant.agent
      .post('/api/tenant/bookings/bulk')
      .send(bulk(d.id, tenant.creative.id, ['2026-12-01', '2026-12-02'], 1))
      .expect(201);
    // 01:00 on 2026-12-03 in Phoenix: both dates have passed, while the file's other pending
    // requests (made at NOW, 37 h earlier) are still within the 48 h hold time.
    clock.set('2026-12-03T08:00:00Z');
    try {
      const runs = await Promise.all([t.app.get(BookingExpiryJob).run(), other.app.get(BookingExpiryJob).run()]);
      expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(2);
      const [row] = await t.orm.em
        .fork()
        .getConnection()
        .execute(`select count(*)::int as n from bookings where display_id = ? and status = 'expired'`, [d.id]);
      expect(row.n).toBe(2);
    } finally {
      clock.set(NOW);
    }
  });

  it("shows a booking made on one instance in the other's lists at once", async () => {
    const d = await approvedDisplay(host.agent, admin, 'Listed screen');
    const tenant = await tenantWithCreative(t, admin);
    const adminOnOther = onOther(admin, await cookieOf('admin', TEST_ADMIN_CODE, 'admin'));
    const made = await tenant.agent
      .post('/api/tenant/bookings/bulk')
      .send(bulk(d.id, tenant.creative.id, ['2026-12-20'], 2))
      .expect(201);
    const requests = await adminOnOther.get('/api/admin/bookings/requests').expect(200);
    expect(JSON.stringify(requests.body)).toContain(made.body.groupId);
    const availability = await onOther(tenant.agent, await cookieOf(tenant.user.username))
      .get(`/api/tenant/displays/${d.id}/availability?from=2026-12-20&to=2026-12-20`)
      .expect(200);
    expect(JSON.stringify(availability.body)).toContain('"freeHours":6');
  });
});
