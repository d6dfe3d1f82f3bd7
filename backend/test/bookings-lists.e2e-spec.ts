import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { approvedDisplay, bulk, displayBody, twoTenantsAndADisplay } from './utils/booking-fixtures';
import type { TenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

const NOW = '2026-12-02T06:30:00Z'; // 23:30 on 2026-12-01 in Phoenix
const ids = (res: { body: { id: string }[] }) => res.body.map((g) => g.id);

describe('booking lists: availability and the back-office group list', () => {
  let t: TestApp;
  let admin: TestAgent;
  let host: TestAgent;
  let alice: TenantWithCreative;
  let bob: TenantWithCreative;
  let display: { id: number };
  let other: { id: number };
  const groups: Record<string, string> = {};
  const book = async (who: typeof alice, displayId: number, dates: string[], hours = 1) =>
    (
      await who.agent
        .post('/api/tenant/bookings/bulk')
        .send(bulk(displayId, who.creative.id, dates, hours))
        .expect(201)
    ).body.groupId as string;
  const get = (query: Record<string, string> = {}, id = display.id) =>
    alice.agent.get(`/api/tenant/displays/${id}/availability`).query(query);
  const list = (query: Record<string, unknown>) =>
    admin.get('/api/admin/booking-groups').query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])));

  beforeAll(async () => {
    t = await createTestApp({}, new FixedClock(new Date(NOW)));
    ({ admin, host, display, alice, bob } = await twoTenantsAndADisplay(t, 'Main screen', ['alice-books', 'bob-books'], {
      startTime: '08:00',
      endTime: '14:00',
    }));
    other = await approvedDisplay(host, admin, 'Other screen', { pricePerHour: '7.25' });
    groups.pending = await book(alice, display.id, ['2026-12-05', '2026-12-06'], 2);
    groups.confirmed = await book(bob, display.id, ['2026-12-05'], 3);
    groups.paid = await book(alice, other.id, ['2026-12-03', '2026-12-04', '2026-12-07'], 4);
    groups.rejected = await book(bob, other.id, ['2026-12-20']);
    for (const g of [groups.confirmed, groups.paid]) await admin.post(`/api/admin/bookings/groups/${g}/confirm`).expect(200);
    await admin.post(`/api/admin/bookings/groups/${groups.paid}/paid`).send({ paid: true }).expect(200);
    await admin.post(`/api/admin/bookings/groups/${groups.rejected}/reject`).send({ notes: 'No' }).expect(200);
  });
  afterAll(() => t.close());

  describe('GET /api/tenant/displays/:id/availability', () => {
    it('shows sold and free hours per date from today (display zone) for 60 days by default', async () => {
      const res = await get().expect(200);
      expect(res.body).toMatchObject({ displayId: display.id, timeZone: 'America/Phoenix', today: '2026-12-01', capacityHours: 6 });
      expect(res.body.days).toHaveLength(60);
      // 23:30: today's hours are over (docs/product-rules.md §3.5).
      expect(res.body.days[0]).toEqual({ date: '2026-12-01', soldHours: 0, freeHours: 0 });
      expect(res.body.days[59].date).toBe('2027-01-29');
      expect(res.body.days.find((d: { date: string }) => d.date === '2026-12-05')).toEqual({
        date: '2026-12-05',
        soldHours: 5,
        freeHours: 1,
      });
      expect(res.body.days.find((d: { date: string }) => d.date === '2026-12-06')).toEqual({
        date: '2026-12-06',
        soldHours: 2,
        freeHours: 4,
      });
    });

    it('takes a range; past dates have no free hours; rejected bookings hold none', async () => {
      const res = await get({ from: '2026-11-30', to: '2026-12-02' }).expect(200);
      expect(res.body.days).toEqual([
        { date: '2026-11-30', soldHours: 0, freeHours: 0 },
        { date: '2026-12-01', soldHours: 0, freeHours: 0 },
        { date: '2026-12-02', soldHours: 0, freeHours: 6 },
      ]);
      const rejected = await get({ from: '2026-12-20', to: '2026-12-20' }, other.id).expect(200);
      expect(rejected.body.days).toEqual([{ date: '2026-12-20', soldHours: 0, freeHours: 8 }]);
      expect((await get({ from: '2026-12-01', to: '2027-03-02' }).expect(200)).body.days).toHaveLength(92);
    });

    it.each([
      [{ from: '2026-12-32' }, 'from must be a date written YYYY-MM-DD'],
      [{ to: 'tomorrow' }, 'to must be a date written YYYY-MM-DD'],
      [{ from: '2026-12-10', to: '2026-12-09' }, 'from must be on or before to'],
      [{ from: '2026-12-01', to: '2027-03-03' }, 'The range may cover at most 92 days'],
    ])('refuses %j with 400 "%s"', async (query, message) => {
      expect((await get(query).expect(400)).body.message).toBe(message);
    });

    it('answers 404 for displays tenants cannot book', async () => {
      const pending = (await host.post('/api/displays').send(displayBody('Pending')).expect(201)).body;
      for (const id of [pending.id, 999999]) expect((await get({}, id).expect(404)).body.message).toBe('Display not found');
    });
  });

  describe('GET /api/admin/booking-groups (react-admin)', () => {
    it('lists every group with its state, a total in Content-Range, sorted and paged', async () => {
      const res = await list({ sort: ['firstDate', 'ASC'] }).expect(200);
      expect(res.headers['content-range']).toBe('booking-groups 0-3/4');
      expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
      // pending and confirmed both start on 2026-12-05: the group id breaks the tie.
      const tied = groups.pending < groups.confirmed ? [groups.pending, groups.confirmed] : [groups.confirmed, groups.pending];
      expect(ids(res)).toEqual([groups.paid, ...tied, groups.rejected]);
      expect(res.body.map((g: { status: string }) => g.status)).toEqual([
        'confirmed',
        ...tied.map((g) => (g === groups.pending ? 'pending' : 'confirmed')),
        'rejected',
      ]);
      const byPrice = await list({ sort: ['totalPrice', 'DESC'], range: [0, 1] }).expect(200);
      expect(byPrice.headers['content-range']).toBe('booking-groups 0-1/4');
      expect(byPrice.body.map((g: { totalPrice: string }) => g.totalPrice)).toEqual(['87.00', '80.00']);
      expect(ids(await list({ sort: ['totalPrice', 'DESC'], range: [2, 3] }).expect(200))).toEqual([groups.confirmed, groups.rejected]);
    });

    it('filters by status, paid, display, tenant and ids', async () => {
      expect(ids(await list({ filter: { status: 'confirmed' }, sort: ['totalPrice', 'ASC'] }).expect(200))).toEqual([
        groups.confirmed,
        groups.paid,
      ]);
      expect(ids(await list({ filter: { status: 'pending' } }).expect(200))).toEqual([groups.pending]);
      expect((await list({ filter: { status: 'rejected' } }).expect(200)).body).toMatchObject([
        { id: groups.rejected, notes: 'No', totalPrice: '7.25' },
      ]);
      expect((await list({ filter: { paid: true } }).expect(200)).body).toMatchObject([
        { id: groups.paid, paid: true, paidAt: '2026-12-02T06:30:00.000Z' },
      ]);
      expect(new Set(ids(await list({ filter: { paid: false, displayId: display.id } }).expect(200)))).toEqual(
        new Set([groups.pending, groups.confirmed]),
      );
      expect(ids(await list({ filter: { tenantId: bob.user.id }, sort: ['firstDate', 'DESC'] }).expect(200))).toEqual([
        groups.rejected,
        groups.confirmed,
      ]);
      expect(ids(await list({ filter: { id: [groups.paid, groups.rejected] }, sort: ['firstDate', 'ASC'] }).expect(200))).toEqual([
        groups.paid,
        groups.rejected,
      ]);
      expect((await list({ filter: { id: [] } }).expect(200)).headers['content-range']).toBe('booking-groups 0-0/0');
    });

    it('returns one group (getOne)', async () => {
      const res = await admin.get(`/api/admin/booking-groups/${groups.paid}`).expect(200);
      expect(res.body).toMatchObject({
        id: groups.paid,
        status: 'confirmed',
        hoursBooked: 4,
        totalPrice: '87.00',
        paid: true,
        tenant: { username: 'alice-books' },
        display: { name: 'Other screen' },
      });
      expect(res.body.bookingDates.map((d: { date: string }) => d.date)).toEqual(['2026-12-03', '2026-12-04', '2026-12-07']);
    });

    it.each([
      [{ sort: ['name', 'ASC'] }, /^sort must be/],
      [{ filter: { status: 'maybe' } }, /^filter status must be one of: pending, confirmed, rejected, expired, cancelled$/],
      [{ filter: { paid: 'yes' } }, /^filter paid must be true or false$/],
      [{ filter: { displayId: 0 } }, /^filter displayId must be a positive whole number$/],
      [{ filter: { id: 'abc' } }, /^filter id must be a booking group id/],
      [{ filter: { color: 'red' } }, /^filter may only use: status, displayId, tenantId, paid, id \(not color\)$/],
    ])('refuses %j with a clear 400', async (query, message) => {
      expect((await list(query).expect(400)).body.message).toMatch(message);
    });
  });
});
