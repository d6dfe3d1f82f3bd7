import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { bulk, twoTenantsAndADisplay } from './utils/booking-fixtures';
import type { TenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

const NOW = '2026-12-02T06:30:00Z'; // 23:30 on 2026-12-01 in Phoenix

/** GET /api/tenant/booking-groups: a tenant's "My Bookings" (docs/bookings.md). */
describe("a tenant's own booking groups", () => {
  let t: TestApp;
  let admin: TestAgent;
  let alice: TenantWithCreative;
  let bob: TenantWithCreative;
  const groups: Record<string, string> = {};
  const list = (who: TestAgent, query: Record<string, unknown> = {}) =>
    who.get('/api/tenant/booking-groups').query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])));
  const ids = (res: { body: { id: string }[] }) => res.body.map((g) => g.id).toSorted();

  beforeAll(async () => {
    t = await createTestApp({}, new FixedClock(new Date(NOW)));
    let display: { id: number };
    ({ admin, display, alice, bob } = await twoTenantsAndADisplay(t, 'Main screen', ['alice-own', 'bob-own']));
    const book = async (who: typeof alice, dates: string[], hours = 1) =>
      (
        await who.agent
          .post('/api/tenant/bookings/bulk')
          .send(bulk(display.id, who.creative.id, dates, hours))
          .expect(201)
      ).body.groupId as string;
    groups.pending = await book(alice, ['2026-12-05', '2026-12-06'], 2);
    groups.confirmed = await book(alice, ['2026-12-07']);
    groups.rejected = await book(alice, ['2026-12-08'], 3);
    groups.bobs = await book(bob, ['2026-12-09']);
    await admin.post(`/api/admin/bookings/groups/${groups.confirmed}/confirm`).expect(200);
    await admin.post(`/api/admin/bookings/groups/${groups.confirmed}/paid`).send({ paid: true }).expect(200);
    await admin
      .post(`/api/admin/bookings/groups/${groups.rejected}/reject`)
      .send({ notes: 'Artwork too dark for this screen' })
      .expect(200);
  });
  afterAll(() => t.close());

  it("lists only the caller's groups with the total in Content-Range", async () => {
    const res = await list(alice.agent).expect(200);
    expect(res.headers['content-range']).toBe('booking-groups 0-2/3');
    expect(ids(res)).toEqual([groups.pending, groups.confirmed, groups.rejected].toSorted());
    // The clock is fixed (every group has the same createdAt): check the order with another sort.
    const latestFirst = await list(alice.agent, { sort: ['firstDate', 'DESC'] }).expect(200);
    expect(latestFirst.body.map((g: { id: string }) => g.id)).toEqual([groups.rejected, groups.confirmed, groups.pending]);
    const pending = res.body.find((g: { id: string }) => g.id === groups.pending);
    expect(pending).toMatchObject({
      status: 'pending',
      hoursBooked: 2,
      firstDate: '2026-12-05',
      lastDate: '2026-12-06',
      paid: false,
      display: { name: 'Main screen' },
      tenant: { username: 'alice-own' },
    });
    expect(pending.bookingDates).toHaveLength(2);
  });

  it("never shows another tenant's groups", async () => {
    const res = await list(bob.agent).expect(200);
    expect(ids(res)).toEqual([groups.bobs]);
    // A filter cannot widen the list to someone else.
    await list(bob.agent, { filter: { tenantId: alice.creative.id } }).expect(400);
  });

  it("shows the admin's note on a rejected group and filters by state and payment", async () => {
    const rejected = await list(alice.agent, { filter: { status: 'rejected' } }).expect(200);
    expect(rejected.body).toHaveLength(1);
    expect(rejected.body[0]).toMatchObject({ id: groups.rejected, status: 'rejected', notes: 'Artwork too dark for this screen' });
    const paid = await list(alice.agent, { filter: { paid: true } }).expect(200);
    expect(ids(paid)).toEqual([groups.confirmed]);
    const cancelled = await list(alice.agent, { filter: { status: 'cancelled' } }).expect(200);
    expect(cancelled.body).toEqual([]);
    expect(cancelled.headers['content-range']).toBe('booking-groups 0-0/0');
  });

  it('pages on the server', async () => {
    const first = await list(alice.agent, { sort: ['firstDate', 'ASC'], range: [0, 1] }).expect(200);
    expect(first.body.map((g: { id: string }) => g.id)).toEqual([groups.pending, groups.confirmed]);
    expect(first.headers['content-range']).toBe('booking-groups 0-1/3');
    const second = await list(alice.agent, { sort: ['firstDate', 'ASC'], range: [2, 3] }).expect(200);
    expect(second.body.map((g: { id: string }) => g.id)).toEqual([groups.rejected]);
    expect(second.headers['content-range']).toBe('booking-groups 2-2/3');
  });

  it('refuses a malformed filter, sort or range with 400', async () => {
    for (const query of [
      { filter: { status: 'lost' } },
      { filter: { paid: 'yes' } },
      { filter: { displayId: 1 } },
      { sort: ['name', 'ASC'] },
      { range: [5, 1] },
    ]) {
      const res = await list(alice.agent, query).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    await alice.agent.get('/api/tenant/booking-groups').query({ filter: '{nope' }).expect(400);
  });

  it('is for tenants only', async () => {
    await t.agent().get('/api/tenant/booking-groups').expect(401);
    await admin.get('/api/tenant/booking-groups').expect(403);
  });
});
