import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { approvedDisplay, bulk, NAVAJO_NATION, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

/**
 * docs/product-rules.md §3.5: on today's date (display zone) the free hours never exceed the
 * whole hours left before closing, in availability and in the booking function alike.
 */
describe("today's free hours: at most the whole hours left before closing", () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: TestAgent;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;

  const availability = async (displayId: number, from: string, to = from) =>
    (await tenant.agent.get(`/api/tenant/displays/${displayId}/availability`).query({ from, to }).expect(200)).body;
  const book = (displayId: number, dates: string[], hours: number) =>
    tenant.agent.post('/api/tenant/bookings/bulk').send(bulk(displayId, tenant.creative.id, dates, hours));

  beforeAll(async () => {
    clock = new FixedClock(new Date('2027-03-10T12:00:00Z'));
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = (await signedInAs(t, 'host')).agent;
    tenant = await tenantWithCreative(t, admin, 'today-tenant');
  });
  afterAll(() => t.close());

  describe('Phoenix display open 09:00–22:00 (13 hours)', () => {
    let phoenix: { id: number };
    beforeAll(async () => {
      phoenix = await approvedDisplay(host, admin, 'Phoenix evening screen', { startTime: '09:00', endTime: '22:00' });
    });

    it('at 17:35 offers 4 hours today (18, 19, 20, 21); at 19:35 refuses 3 hours with 409 and the free hours in details', async () => {
      clock.set('2027-03-11T00:35:00Z'); // 17:35 on 2027-03-10 in Phoenix (UTC−7)
      const body = await availability(phoenix.id, '2027-03-10', '2027-03-11');
      expect(body).toMatchObject({ today: '2027-03-10', capacityHours: 13 });
      expect(body.days).toEqual([
        { date: '2027-03-10', soldHours: 0, freeHours: 4 },
        { date: '2027-03-11', soldHours: 0, freeHours: 13 },
      ]);
      clock.set('2027-03-11T02:35:00Z'); // 19:35: hours 20 and 21 are left
      const res = await book(phoenix.id, ['2027-03-10', '2027-03-11'], 3).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        message: 'Not enough hours left: 2027-03-10 has 2 hours left',
        details: [{ date: '2027-03-10', freeHours: 2 }],
      });
      await book(phoenix.id, ['2027-03-10', '2027-03-11'], 2).expect(201);
      expect((await availability(phoenix.id, '2027-03-10')).days).toEqual([{ date: '2027-03-10', soldHours: 2, freeHours: 2 }]);
    });

    it('before opening offers the whole capacity, after closing none', async () => {
      clock.set('2027-03-12T15:59:00Z'); // 08:59 on 2027-03-12
      expect((await availability(phoenix.id, '2027-03-12')).days[0].freeHours).toBe(13);
      clock.set('2027-03-12T20:00:00Z'); // 13:00: hours 13 … 21 are left
      expect((await availability(phoenix.id, '2027-03-12')).days[0].freeHours).toBe(9);
      clock.set('2027-03-13T05:00:00Z'); // 22:00: closed
      expect((await availability(phoenix.id, '2027-03-12')).days[0].freeHours).toBe(0);
      const res = await book(phoenix.id, ['2027-03-12'], 1).expect(409);
      expect(res.body.details).toEqual([{ date: '2027-03-12', freeHours: 0 }]);
    });
  });

  describe('Denver display open 09:00–22:00 on the DST change days', () => {
    let denver: { id: number };
    beforeAll(async () => {
      denver = await approvedDisplay(host, admin, 'Denver screen', { ...NAVAJO_NATION, startTime: '09:00', endTime: '22:00' });
    });

    it('on 2027-03-14 (clocks go forward) 17:35 MDT is 23:35 UTC: 4 hours left, not 5', async () => {
      clock.set('2027-03-14T23:35:00Z');
      const body = await availability(denver.id, '2027-03-14');
      expect(body.today).toBe('2027-03-14');
      expect(body.days).toEqual([{ date: '2027-03-14', soldHours: 0, freeHours: 4 }]);
      clock.set('2027-03-15T02:35:00Z'); // 20:35 MDT: only hour 21 is left (19:35 MST would leave 2)
      expect((await book(denver.id, ['2027-03-14'], 2).expect(409)).body.details).toEqual([{ date: '2027-03-14', freeHours: 1 }]);
      expect((await book(denver.id, ['2027-03-14'], 1).expect(201)).body.bookings).toHaveLength(1);
    });

    it('on 2027-11-07 (clocks go back) 17:35 MST is 00:35 UTC the next day: still 2027-11-07 there, 4 hours left', async () => {
      clock.set('2027-11-08T00:35:00Z');
      admin = (await signedInAsAdmin(t)).agent; // the sessions of March have expired
      tenant = await tenantWithCreative(t, admin, 'fall-tenant');
      const body = await availability(denver.id, '2027-11-07', '2027-11-08');
      expect(body.today).toBe('2027-11-07');
      expect(body.days).toEqual([
        { date: '2027-11-07', soldHours: 0, freeHours: 4 },
        { date: '2027-11-08', soldHours: 0, freeHours: 13 },
      ]);
      const res = await book(denver.id, ['2027-11-07', '2027-11-08'], 4).expect(201);
      expect(res.body.bookings.map((b: { bookingDate: string }) => b.bookingDate)).toEqual(['2027-11-07', '2027-11-08']);
    });
  });
});
