import { Client } from 'pg';
import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { EXPIRY_LOCK_KEY } from '../src/modules/bookings/booking.constants';
import { BookingExpiryJob } from '../src/modules/bookings/booking-expiry.job';
import { approvedDisplay, atOpeningTime, bulk, soldHours, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-02T06:30:00Z'; // 23:30 on 2026-12-01 in Phoenix

describe('booking lifecycle: expiry job, host upcoming list, display delete rule', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  // Booked at opening time: today's hours are over at 23:30 (docs/product-rules.md §3.5).
  const book = async (displayId: number, dates: string[], hours = 1) =>
    (
      await atOpeningTime(clock, () =>
        tenant.agent
          .post('/api/tenant/bookings/bulk')
          .send(bulk(displayId, tenant.creative.id, dates, hours))
          .expect(201),
      )
    ).body as {
      groupId: string;
      bookings: { id: number; bookingDate: string }[];
    };
  const confirm = (groupId: string) => admin.post(`/api/admin/bookings/groups/${groupId}/confirm`).expect(200);
  const statuses = async (groupId: string) => {
    const rows: { date: string; status: string }[] = await t.orm.em
      .fork()
      .getConnection()
      .execute('select booking_date::text as date, status from bookings where group_id = ? order by booking_date', [groupId]);
    return rows.map((r) => `${r.date} ${r.status}`);
  };

  beforeAll(async () => {
    clock = new FixedClock(new Date(NOW));
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'lifecycle-host');
    tenant = await tenantWithCreative(t, admin, 'lifecycle-tenant');
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(NOW));

  describe('expiry job', () => {
    it('expires pending bookings whose date has passed (display zone); confirmed and future ones stay', async () => {
      const d = await approvedDisplay(host.agent, admin, 'Expiry screen');
      const confirmed = await book(d.id, ['2026-12-01', '2026-12-03'], 4);
      await confirm(confirmed.groupId);
      const pending = await book(d.id, ['2026-12-01', '2026-12-02', '2026-12-03'], 4);
      const job = t.app.get(BookingExpiryJob);

      expect(await job.run()).toEqual({ expired: 0, skipped: false }); // still 2026-12-01 in Phoenix
      clock.set('2026-12-03T06:59:00Z'); // 23:59 on 2026-12-02: today's pending booking is still confirmable
      expect(await job.run()).toEqual({ expired: 1, skipped: false });
      expect(await statuses(pending.groupId)).toEqual(['2026-12-01 expired', '2026-12-02 pending', '2026-12-03 pending']);
      expect(await statuses(confirmed.groupId)).toEqual(['2026-12-01 confirmed', '2026-12-03 confirmed']);
      clock.set('2026-12-03T07:00:00Z'); // midnight: 2026-12-02 has passed
      expect(await job.run()).toEqual({ expired: 1, skipped: false });
      expect(await statuses(pending.groupId)).toEqual(['2026-12-01 expired', '2026-12-02 expired', '2026-12-03 pending']);
      expect(await soldHours(t, d.id, '2026-12-02')).toBe(0);
    });

    it('does nothing while another instance holds the advisory lock', async () => {
      const d = await approvedDisplay(host.agent, admin, 'Locked screen');
      const group = await book(d.id, ['2026-12-01']);
      clock.set('2026-12-02T12:00:00Z'); // 2026-12-02 in Phoenix
      const other = new Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock($1)', [EXPIRY_LOCK_KEY]);
        const [a, b] = await Promise.all([t.app.get(BookingExpiryJob).run(), t.app.get(BookingExpiryJob).run()]);
        expect([a, b]).toEqual([
          { expired: 0, skipped: true },
          { expired: 0, skipped: true },
        ]);
        expect(await statuses(group.groupId)).toEqual(['2026-12-01 pending']);
        await other.query('commit');
      } finally {
        await other.end();
      }
      expect(await t.app.get(BookingExpiryJob).run()).toEqual({ expired: 1, skipped: false });
      expect(await statuses(group.groupId)).toEqual(['2026-12-01 expired']);
    });
  });

  describe('GET /api/host/displays/upcoming-bookings', () => {
    it("lists confirmed bookings of the host's own displays dated today or later, soonest first", async () => {
      const owner = await signedInAs(t, 'host', 'upcoming-host');
      const a = await approvedDisplay(owner.agent, admin, 'A screen', { streetAddress: '7 W Adams St' });
      const b = await approvedDisplay(owner.agent, admin, 'B screen');
      const elsewhere = await approvedDisplay(host.agent, admin, 'Someone else');
      const past = await book(a.id, ['2026-12-01'], 2);
      await confirm(past.groupId);
      const soon = await book(b.id, ['2026-12-04', '2026-12-03'], 3);
      await confirm(soon.groupId);
      await book(a.id, ['2026-12-05']); // pending: not listed
      await confirm((await book(elsewhere.id, ['2026-12-03'])).groupId); // another host's
      clock.set('2026-12-02T12:00:00Z'); // 2026-12-02 in Phoenix: the 2026-12-01 booking is past

      const res = await owner.agent.get('/api/host/displays/upcoming-bookings').expect(200);
      expect(res.body.map((i: { booking: { bookingDate: string } }) => i.booking.bookingDate)).toEqual(['2026-12-03', '2026-12-04']);
      expect(res.body[0]).toEqual({
        display: { id: b.id, name: 'B screen', streetAddress: '1 E Washington St', city: 'Phoenix' },
        tenant: { username: 'lifecycle-tenant' },
        adCreative: { name: tenant.creative.name, fileUrl: tenant.creative.fileUrl, thumbnailUrl: tenant.creative.thumbnailUrl },
        booking: { id: soon.bookings[0].id, bookingDate: '2026-12-03', hoursBooked: 3, paid: false },
      });
      // Which are paid (only paid bookings play, docs/product-rules.md §13.6): the group's flag, on every date.
      await admin.post(`/api/admin/bookings/groups/${soon.groupId}/paid`).send({ paid: true }).expect(200);
      const paid = await owner.agent.get('/api/host/displays/upcoming-bookings').expect(200);
      expect(paid.body.map((i: { booking: { paid: boolean } }) => i.booking.paid)).toEqual([true, true]);
      expect((await (await signedInAs(t, 'host')).agent.get('/api/host/displays/upcoming-bookings').expect(200)).body).toEqual([]);
      await t.agent().get('/api/host/displays/upcoming-bookings').expect(401);
      await tenant.agent.get('/api/host/displays/upcoming-bookings').expect(403);
      await admin.get('/api/host/displays/upcoming-bookings').expect(403);
    });

    it('is paged by range in its order, with the total in Content-Range; without range, the first 100', async () => {
      const owner = await signedInAs(t, 'host', 'paged-host');
      const d = await approvedDisplay(owner.agent, admin, 'Paged screen');
      await confirm((await book(d.id, ['2026-12-05', '2026-12-03', '2026-12-04'])).groupId);
      await confirm((await book(d.id, ['2026-12-06'])).groupId);
      const dates = (res: { body: { booking: { bookingDate: string } }[] }) => res.body.map((i) => i.booking.bookingDate);
      const page = (range?: string) => owner.agent.get('/api/host/displays/upcoming-bookings').query(range ? { range } : {});

      const all = await page().expect(200);
      expect(dates(all)).toEqual(['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
      expect(all.headers['content-range']).toBe('upcoming-bookings 0-3/4');
      const first = await page('[0,1]').expect(200);
      expect(dates(first)).toEqual(['2026-12-03', '2026-12-04']);
      expect(first.headers['content-range']).toBe('upcoming-bookings 0-1/4');
      const last = await page('[2,9]').expect(200);
      expect(dates(last)).toEqual(['2026-12-05', '2026-12-06']);
      expect(last.headers['content-range']).toBe('upcoming-bookings 2-3/4');
      expect((await page('[10,19]').expect(200)).body).toEqual([]);
      // A page is at most 100 long, whatever the range asks.
      expect((await page('[0,500]').expect(200)).headers['content-range']).toBe('upcoming-bookings 0-3/4');
      for (const bad of ['[1]', '[2,1]', '[-1,4]', 'x']) {
        const res = await page(bad).expect(400);
        expect(res.body).toEqual({ statusCode: 400, message: expect.stringMatching(/^range must be/) });
      }
    });
  });

  describe('deleting a display with bookings (docs/product-rules.md §6)', () => {
    it('is refused (409 with the count) while pending or confirmed bookings are upcoming, allowed once they are cancelled', async () => {
      const d = await approvedDisplay(host.agent, admin, 'Busy screen');
      const confirmed = await book(d.id, ['2026-12-01', '2026-12-08']);
      await confirm(confirmed.groupId);
      const pending = await book(d.id, ['2026-12-09']);
      const rejected = await book(d.id, ['2026-12-10']);
      await admin.post(`/api/admin/bookings/groups/${rejected.groupId}/reject`).send({}).expect(200);

      expect((await host.agent.delete(`/api/displays/${d.id}`).expect(409)).body).toEqual({
        statusCode: 409,
        message: 'This display has 3 upcoming bookings',
      });
      await admin.delete(`/api/admin/bookings/groups/${pending.groupId}`).expect(200);
      clock.set('2026-12-02T12:00:00Z'); // the 2026-12-01 booking is now past and no longer counts
      expect((await host.agent.delete(`/api/displays/${d.id}`).expect(409)).body.message).toBe('This display has 1 upcoming booking');
      await admin.delete(`/api/admin/bookings/${confirmed.bookings[1].id}`).expect(200);
      expect((await host.agent.delete(`/api/displays/${d.id}`).expect(200)).body).toEqual({ message: 'Display deleted' });
      // The history stays.
      expect(await statuses(confirmed.groupId)).toEqual(['2026-12-01 confirmed', '2026-12-08 cancelled']);
    });
  });
});
