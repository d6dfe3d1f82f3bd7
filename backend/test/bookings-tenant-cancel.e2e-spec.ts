import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { bulk, soldHours, twoTenantsAndADisplay } from './utils/booking-fixtures';
import type { TenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

const NOW = '2026-12-02T17:00:00.000Z'; // 10:00 on Dec 2 in Phoenix

/** POST /api/tenant/booking-groups/{groupId}/cancel (docs/product-rules.md §4.10, docs/bookings.md "Cancelling"). */
describe('a tenant cancels its own pending dates', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let alice: TenantWithCreative;
  let bob: TenantWithCreative;
  let display: { id: number };

  beforeAll(async () => {
    clock = new FixedClock(new Date(NOW));
    t = await createTestApp({}, clock);
    // The display is open 09:00–17:00: 8 hours a day.
    ({ admin, display, alice, bob } = await twoTenantsAndADisplay(t, 'Cancel screen', ['alice-cancels', 'bob-cancels']));
  });
  afterAll(() => t.close());

  const book = async (who: typeof alice, dates: string[], hours = 2) =>
    (
      await who.agent
        .post('/api/tenant/bookings/bulk')
        .send(bulk(display.id, who.creative.id, dates, hours))
        .expect(201)
    ).body.groupId as string;
  const cancel = (who: typeof alice, groupId: string, body: object = {}) =>
    who.agent.post(`/api/tenant/booking-groups/${groupId}/cancel`).send(body);
  const freeHours = async (date: string) => {
    const res = await alice.agent.get(`/api/tenant/displays/${display.id}/availability`).query({ from: date, to: date }).expect(200);
    return res.body.days[0].freeHours as number;
  };
  /** Each date of the group as "date status cancelledBy". */
  const statuses = async (groupId: string): Promise<string[]> => {
    const rows: { date: string; status: string; cancelled_by: string | null }[] = await t.orm.em
      .fork()
      .getConnection()
      .execute('select booking_date::text as date, status, cancelled_by from bookings where group_id = ? order by booking_date', [groupId]);
    return rows.map((r) => `${r.date} ${r.status} ${r.cancelled_by ?? '-'}`);
  };

  it('cancels every pending date of the group when no dates are given; the hours are free at once', async () => {
    const group = await book(alice, ['2026-12-10', '2026-12-11'], 3);
    expect(await freeHours('2026-12-10')).toBe(5);
    const res = await cancel(alice, group).expect(200);
    expect(res.body).toMatchObject({ groupId: group, status: 'cancelled', totalPrice: '120.00' });
    expect(res.body.cancelledDates).toEqual([
      { id: expect.any(Number), date: '2026-12-10', totalPrice: '60.00', paid: false, cancelledAt: NOW, cancelledBy: 'tenant' },
      { id: expect.any(Number), date: '2026-12-11', totalPrice: '60.00', paid: false, cancelledAt: NOW, cancelledBy: 'tenant' },
    ]);
    expect(await freeHours('2026-12-10')).toBe(8);
    expect(await soldHours(t, display.id, '2026-12-11')).toBe(0);
    expect(await statuses(group)).toEqual(['2026-12-10 cancelled tenant', '2026-12-11 cancelled tenant']);
  });

  it('cancels only the dates asked for; the rest of the group stays pending', async () => {
    const group = await book(alice, ['2026-12-12', '2026-12-13', '2026-12-14']);
    const res = await cancel(alice, group, { dates: ['2026-12-14', '2026-12-12'] }).expect(200);
    expect(res.body).toMatchObject({ status: 'pending', firstDate: '2026-12-13', lastDate: '2026-12-13', totalPrice: '40.00' });
    expect(res.body.cancelledDates.map((d: { date: string }) => d.date)).toEqual(['2026-12-12', '2026-12-14']);
    expect(await statuses(group)).toEqual(['2026-12-12 cancelled tenant', '2026-12-13 pending -', '2026-12-14 cancelled tenant']);
    expect(await freeHours('2026-12-12')).toBe(8);
    expect(await freeHours('2026-12-13')).toBe(6);
  });

  it('refuses dates that are not pending (409, with each date and state) and changes nothing', async () => {
    const group = await book(alice, ['2026-12-15', '2026-12-16']);
    await admin.post(`/api/admin/bookings/groups/${group}/confirm`).expect(200);
    const res = await cancel(alice, group, { dates: ['2026-12-15'] }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'Only pending dates can be cancelled: 2026-12-15 is confirmed',
      details: { notPending: [{ date: '2026-12-15', status: 'confirmed' }] },
    });
    expect((await cancel(alice, group).expect(409)).body.message).toBe('This booking group has no pending dates to cancel');
    expect(await statuses(group)).toEqual(['2026-12-15 confirmed -', '2026-12-16 confirmed -']);
  });

  it('refuses dates that are not in the group (400 with the dates) before anything changes', async () => {
    const group = await book(alice, ['2026-12-17', '2026-12-18']);
    const res = await cancel(alice, group, { dates: ['2026-12-17', '2026-12-19'] }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Not in this booking group: 2026-12-19', details: { dates: ['2026-12-19'] } });
    expect(await statuses(group)).toEqual(['2026-12-17 pending -', '2026-12-18 pending -']);
  });

  it.each([
    [{ dates: [] }, 'Choose between 1 and 60 dates to cancel'],
    [{ dates: '2026-12-20' }, 'dates must be a list of dates written YYYY-MM-DD'],
    [{ dates: null }, 'dates must be a list of dates written YYYY-MM-DD'],
    [{ dates: ['2026-02-30'] }, 'Dates must be real dates written YYYY-MM-DD (got "2026-02-30")'],
    [{ dates: ['2026-12-20', '2026-12-20'] }, 'The date 2026-12-20 is listed more than once'],
  ])('refuses %j with 400', async (body, message) => {
    const group = await book(alice, ['2026-12-20']);
    expect((await cancel(alice, group, body).expect(400)).body).toEqual({ statusCode: 400, message });
    expect(await statuses(group)).toEqual(['2026-12-20 pending -']);
    await cancel(alice, group).expect(200);
  });

  it("another tenant's group, an unknown group and a malformed id are 404", async () => {
    const group = await book(bob, ['2026-12-21']);
    expect((await cancel(alice, group).expect(404)).body.message).toBe('Booking group not found');
    await cancel(alice, '6f0f3c38-5b3e-4d8a-9a43-1f6e1e9f0b11').expect(404);
    await cancel(alice, 'not-a-group').expect(404);
    expect(await statuses(group)).toEqual(['2026-12-21 pending -']);
  });

  it("an admin cancel is recorded as ScreenSpace's, with when, whether it was paid and its amount; the tenant sees it", async () => {
    const group = await book(alice, ['2026-12-22', '2026-12-23', '2026-12-24'], 1);
    await admin.post(`/api/admin/bookings/groups/${group}/confirm`).expect(200);
    await admin.post(`/api/admin/bookings/groups/${group}/paid`).send({ paid: true }).expect(200);
    // What the admin's delete dialog shows: each date paid or not, with its amount.
    const before = await admin.get(`/api/admin/booking-groups/${group}`).expect(200);
    expect(before.body.bookingDates).toEqual([
      { id: expect.any(Number), date: '2026-12-22', totalPrice: '20.00', paid: true },
      { id: expect.any(Number), date: '2026-12-23', totalPrice: '20.00', paid: true },
      { id: expect.any(Number), date: '2026-12-24', totalPrice: '20.00', paid: true },
    ]);
    const later = '2026-12-03T18:45:00.000Z';
    clock.set(later);
    await admin.delete(`/api/admin/bookings/${before.body.bookingDates[1].id}`).expect(200);
    clock.set(NOW);

    const mine = await alice.agent.get('/api/tenant/booking-groups').query({ filter: JSON.stringify({ status: 'confirmed' }) });
    const seen = mine.body.find((g: { groupId: string }) => g.groupId === group);
    expect(seen).toMatchObject({
      status: 'confirmed',
      totalPrice: '40.00',
      bookingDates: [{ date: '2026-12-22' }, { date: '2026-12-24' }],
    });
    expect(seen.cancelledDates).toEqual([
      { id: before.body.bookingDates[1].id, date: '2026-12-23', totalPrice: '20.00', paid: true, cancelledAt: later, cancelledBy: 'admin' },
    ]);
    // A cancelled booking keeps paid_at: the money received stays auditable.
    expect(await statuses(group)).toEqual(['2026-12-22 confirmed -', '2026-12-23 cancelled admin', '2026-12-24 confirmed -']);
  });

  it("a cancel racing the admin's confirm: exactly one of them wins, every time", async () => {
    for (let round = 0; round < 6; round++) {
      const group = await book(alice, ['2026-12-28'], 1);
      const [cancelled, confirmed] = await Promise.all([cancel(alice, group), admin.post(`/api/admin/bookings/groups/${group}/confirm`)]);
      expect(new Set([cancelled.status, confirmed.status])).toEqual(new Set([200, 409]));
      const want = cancelled.status === 200 ? '2026-12-28 cancelled tenant' : '2026-12-28 confirmed -';
      expect(await statuses(group)).toEqual([want]);
      if (confirmed.status === 200) await admin.delete(`/api/admin/bookings/groups/${group}`).expect(200);
    }
  });
});
