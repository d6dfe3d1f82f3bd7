import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { addDays } from '../src/common/time/zoned-time';
import { BookingExpiryJob } from '../src/modules/bookings/booking-expiry.job';
import { approvedDisplay, bookingCount, bulk, soldHours, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-02T05:00:00Z'; // 22:00 on 2026-12-01 in Phoenix (already 2026-12-02 in UTC)
const TODAY = '2026-12-01';
const HORIZON_DAYS = 30;
const CAP = 20;
const HOLD_HOURS = 48;

type Tenant = Awaited<ReturnType<typeof tenantWithCreative>>;

describe('limits on holding airtime: horizon, pending cap, hold time, bulk reject', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: TestAgent;
  let display: { id: number };
  const book = (tenant: Tenant, dates: string[], hours: number, displayId = display.id) =>
    tenant.agent.post('/api/tenant/bookings/bulk').send(bulk(displayId, tenant.creative.id, dates, hours));
  const statuses = async (tenantId: number): Promise<string[]> => {
    const rows: { status: string; notes: string | null }[] = await t.orm.em
      .fork()
      .getConnection()
      .execute('select status, notes from bookings where tenant_id = ? order by booking_date', [tenantId]);
    return rows.map((r) => (r.notes ? `${r.status}: ${r.notes}` : r.status));
  };

  beforeAll(async () => {
    clock = new FixedClock(new Date(NOW));
    const env = {
      BOOKING_HORIZON_DAYS: String(HORIZON_DAYS),
      TENANT_PENDING_HOURS_CAP: String(CAP),
      BOOKING_HOLD_HOURS: String(HOLD_HOURS),
    };
    t = await createTestApp(env, clock);
    // A real listening socket, so that concurrent requests really run side by side.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = (await signedInAsAdmin(t)).agent;
    host = (await signedInAs(t, 'host')).agent;
    display = await approvedDisplay(host, admin, 'Limited screen', { startTime: '06:00', endTime: '23:00' });
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(NOW));

  it('GET /api/booking-limits answers what this server is configured with, to any signed-in role', async () => {
    const expected = { horizonDays: HORIZON_DAYS, holdHours: HOLD_HOURS, pendingHoursCap: CAP };
    expect((await host.get('/api/booking-limits').expect(200)).body).toEqual(expected);
    expect((await admin.get('/api/booking-limits').expect(200)).body).toEqual(expected);
    await t.agent().get('/api/booking-limits').expect(401);
  });

  describe('horizon', () => {
    it(`books up to ${HORIZON_DAYS} days ahead in the display's zone and refuses later dates with details`, async () => {
      const tenant = await tenantWithCreative(t, admin);
      const latest = addDays(TODAY, HORIZON_DAYS);
      const before = await bookingCount(t);
      const res = await book(tenant, [addDays(latest, 1), '9999-12-31', TODAY], 1).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: `Dates can be booked at most ${HORIZON_DAYS} days ahead, until ${latest} (2027-01-01, 9999-12-31 is too far)`,
        details: { latestDate: latest, horizonDays: HORIZON_DAYS, dates: ['2027-01-01', '9999-12-31'] },
      });
      expect(await bookingCount(t)).toBe(before);
      await book(tenant, [TODAY, latest], 1).expect(201);
    });

    it('availability offers no hours past the horizon, nor before today: only what booking takes', async () => {
      const tenant = await tenantWithCreative(t, admin);
      const latest = addDays(TODAY, HORIZON_DAYS);
      const res = await tenant.agent
        .get(`/api/tenant/displays/${display.id}/availability`)
        .query({ from: addDays(TODAY, -1), to: addDays(latest, 2) })
        .expect(200);
      const free = new Map<string, number>(res.body.days.map((d: { date: string; freeHours: number }) => [d.date, d.freeHours]));
      expect([free.get(addDays(TODAY, -1)), free.get(addDays(latest, 1)), free.get(addDays(latest, 2))]).toEqual([0, 0, 0]);
      expect(free.get(latest)).toBeGreaterThan(0);
      await book(tenant, [addDays(latest, 1)], 1).expect(400);
    });
  });

  describe('pending hours cap', () => {
    it('refuses a request that would take the pending hours over the cap, and counts only pending hours', async () => {
      const tenant = await tenantWithCreative(t, admin);
      const first = await book(tenant, ['2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08'], 4).expect(201);
      const res = await book(tenant, ['2026-12-09', '2026-12-10'], 3).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        message: `Your pending requests may hold at most ${CAP} hours: you hold 16 hours waiting for confirmation and this request needs 6 more`,
        details: { pendingHoursCap: CAP, pendingHours: 16, requestedHours: 6 },
      });
      await book(tenant, ['2026-12-09'], 4).expect(201); // exactly at the cap
      await book(tenant, ['2026-12-10'], 1).expect(409);
      // Confirmed hours are paid for, not held: confirming frees room under the cap.
      await admin.post(`/api/admin/bookings/groups/${first.body.groupId}/confirm`).expect(200);
      await book(tenant, ['2026-12-10', '2026-12-11'], 3).expect(201);
    });

    it('holds under concurrent requests of one tenant for different displays', async () => {
      const tenant = await tenantWithCreative(t, admin);
      const displays = [];
      for (let i = 0; i < 8; i++) displays.push(await approvedDisplay(host, admin, `Race screen ${i}`));
      // Widens the race window: each insert of this tenant waits 50 ms before its transaction can commit.
      const conn = t.orm.em.fork().getConnection();
      await conn.execute(
        `create function test_slow_insert() returns trigger language plpgsql as $$ begin perform pg_sleep(0.05); return new; end $$`,
      );
      await conn.execute(
        `create trigger test_slow_insert before insert on bookings for each row when (new.tenant_id = ${tenant.user.id}) execute function test_slow_insert()`,
      );
      const codes = await Promise.all(displays.map(async (d) => (await book(tenant, ['2026-12-20'], 4, d.id)).status));
      expect(codes.filter((s) => s === 201)).toHaveLength(CAP / 4);
      expect(codes.filter((s) => s === 409)).toHaveLength(8 - CAP / 4);
      const [row] = await t.orm.em
        .fork()
        .getConnection()
        .execute(`select sum(hours_booked)::int as n from bookings where tenant_id = ? and status = 'pending'`, [tenant.user.id]);
      expect(row.n).toBe(CAP);
    }, 60_000);
  });

  describe('hold time', () => {
    it(`expires a request not confirmed within ${HOLD_HOURS} hours, freeing its hours; the tenant sees "expired"`, async () => {
      const tenant = await tenantWithCreative(t, admin);
      const job = t.app.get(BookingExpiryJob);
      await book(tenant, ['2026-12-20'], 2).expect(201);
      clock.set(new Date(Date.parse(NOW) + (HOLD_HOURS * 3600 - 60) * 1000));
      await job.run();
      expect(await statuses(tenant.user.id)).toEqual(['pending']);
      clock.set(new Date(Date.parse(NOW) + HOLD_HOURS * 3600 * 1000));
      await job.run();
      expect(await statuses(tenant.user.id)).toEqual(['expired']);
      expect(await soldHours(t, display.id, '2026-12-20')).toBe(0);
      const list = await tenant.agent.get('/api/tenant/bookings').expect(200);
      expect(list.body.map((b: { status: string }) => b.status)).toEqual(['expired']);
    });

    it('does not let the admin confirm a hold that is over before the job has run', async () => {
      const tenant = await tenantWithCreative(t, admin);
      const { groupId } = (await book(tenant, ['2026-12-21'], 1).expect(201)).body;
      clock.set(new Date(Date.parse(NOW) + HOLD_HOURS * 3600 * 1000 + 1000));
      const res = await admin.post(`/api/admin/bookings/groups/${groupId}/confirm`).expect(409);
      expect(res.body.message).toBe('This booking group has no pending bookings to confirm');
      await t.app.get(BookingExpiryJob).run();
      expect(await statuses(tenant.user.id)).toEqual(['expired']);
    });
  });

  describe("admin: reject all of a tenant's pending requests", () => {
    it('rejects every pending group of that tenant in one call, and nothing else', async () => {
      const squatter = await tenantWithCreative(t, admin);
      const other = await tenantWithCreative(t, admin);
      const kept = (await book(squatter, ['2026-12-03'], 1).expect(201)).body.groupId;
      await admin.post(`/api/admin/bookings/groups/${kept}/confirm`).expect(200);
      for (const dates of [['2026-12-12', '2026-12-13'], ['2026-12-14'], ['2026-12-15', '2026-12-16', '2026-12-17']])
        await book(squatter, dates, 1).expect(201);
      await book(other, ['2026-12-12'], 1).expect(201);

      const url = `/api/admin/tenants/${squatter.user.id}/pending-bookings/reject`;
      const res = await admin.post(url).send({ notes: '  Too many unpaid holds  ' }).expect(200);
      expect(res.body).toEqual({ rejectedGroups: 3, rejectedBookings: 6 });
      expect(await statuses(squatter.user.id)).toEqual(['confirmed', ...Array(6).fill('rejected: Too many unpaid holds')]);
      expect(await statuses(other.user.id)).toEqual(['pending']);
      expect(await soldHours(t, display.id, '2026-12-13')).toBe(0);
      expect((await admin.post(url).send({}).expect(200)).body).toEqual({ rejectedGroups: 0, rejectedBookings: 0 });
    });

    it('answers 404 for a user who is not a tenant, 400 for a bad note, 403 for others', async () => {
      const hostUser = await signedInAs(t, 'host');
      const tenant = await tenantWithCreative(t, admin);
      for (const id of [String(hostUser.user.id), '999999', '0', 'abc']) {
        const res = await admin.post(`/api/admin/tenants/${id}/pending-bookings/reject`).send({}).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Tenant not found' });
      }
      const long = await admin
        .post(`/api/admin/tenants/${tenant.user.id}/pending-bookings/reject`)
        .send({ notes: 'x'.repeat(1001) })
        .expect(400);
      expect(long.body.message).toBe('Notes must be at most 1000 characters long');
      await tenant.agent.post(`/api/admin/tenants/${tenant.user.id}/pending-bookings/reject`).send({}).expect(403);
      await hostUser.agent.post(`/api/admin/tenants/${tenant.user.id}/pending-bookings/reject`).send({}).expect(403);
    });
  });
});
