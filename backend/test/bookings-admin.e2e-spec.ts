import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { approvedDisplay, atOpeningTime, bulk, soldHours, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-02T06:30:00Z'; // 23:30 on 2026-12-01 in Phoenix

describe('admin bookings: confirm, reject, paid, delete', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: TestAgent;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  let display: { id: number };
  const book = async (dates: string[], hours = 1, who = tenant) =>
    (
      await who.agent
        .post('/api/tenant/bookings/bulk')
        .send(bulk(display.id, who.creative.id, dates, hours))
        .expect(201)
    ).body as {
      groupId: string;
      bookings: { id: number }[];
    };
  const status = async (id: number) =>
    (await t.orm.em.fork().getConnection().execute('select status from bookings where id = ?', [id]))[0].status;

  beforeAll(async () => {
    clock = new FixedClock(new Date(NOW));
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = (await signedInAs(t, 'host', 'admin-host')).agent;
    display = await approvedDisplay(host, admin, 'Lobby screen', { streetAddress: '2 N Central Ave', zipCode: '85004' });
    tenant = await tenantWithCreative(t, admin, 'group-tenant');
  });
  afterAll(() => t.close());

  it('lists a pending group as a request, confirms it, and then lists it as confirmed', async () => {
    const group = await book(['2026-12-10', '2026-12-09'], 2);
    const requests = (await admin.get('/api/admin/bookings/requests').expect(200)).body;
    const request = requests.find((g: { groupId: string }) => g.groupId === group.groupId);
    expect(request).toMatchObject({ status: 'pending', paid: false, paidAt: null, notes: null, totalPrice: '80.00' });

    const confirmed = await admin.post(`/api/admin/bookings/groups/${group.groupId}/confirm`).expect(200);
    expect(confirmed.body).toEqual({
      id: group.groupId,
      groupId: group.groupId,
      status: 'confirmed',
      displayId: display.id,
      tenantId: tenant.user.id,
      adCreativeId: tenant.creative.id,
      bookingDates: [
        { id: group.bookings[0].id, date: '2026-12-09', totalPrice: '40.00', paid: false },
        { id: group.bookings[1].id, date: '2026-12-10', totalPrice: '40.00', paid: false },
      ],
      cancelledDates: [],
      hoursBooked: 2,
      totalPrice: '80.00',
      estimatedImpressions: 0,
      cpm: null,
      campaignId: null,
      paid: false,
      paidAt: null,
      notes: null,
      firstDate: '2026-12-09',
      lastDate: '2026-12-10',
      createdAt: '2026-12-02T06:30:00.000Z',
      display: { name: 'Lobby screen', streetAddress: '2 N Central Ave', city: 'Phoenix', state: 'AZ', zipCode: '85004' },
      tenant: { username: 'group-tenant' },
      adCreative: {
        name: tenant.creative.name,
        fileUrl: tenant.creative.fileUrl,
        thumbnailUrl: tenant.creative.thumbnailUrl,
        dimensions: '64x36',
      },
    });
    expect((await admin.get('/api/admin/bookings/confirmed').expect(200)).body).toContainEqual(confirmed.body);
    expect((await admin.get('/api/admin/bookings/requests').expect(200)).body.map((g: { groupId: string }) => g.groupId)).not.toContain(
      group.groupId,
    );
    expect(
      (await tenant.agent.get('/api/tenant/bookings').expect(200)).body
        .filter((b: { groupId: string }) => b.groupId === group.groupId)
        .map((b: { status: string }) => b.status),
    ).toEqual(['confirmed', 'confirmed']);
    expect((await admin.post(`/api/admin/bookings/groups/${group.groupId}/confirm`).expect(409)).body.message).toBe(
      'This booking group has no pending bookings to confirm',
    );
  });

  it('rejects a pending group with a note the tenant sees; the hours are free again', async () => {
    const group = await book(['2026-12-12'], 4);
    await book(['2026-12-12'], 4);
    await tenant.agent
      .post('/api/tenant/bookings/bulk')
      .send(bulk(display.id, tenant.creative.id, ['2026-12-12'], 1))
      .expect(409);
    const res = await admin
      .post(`/api/admin/bookings/groups/${group.groupId}/reject`)
      .send({ notes: '  Creative too dark for this screen  ' })
      .expect(200);
    expect(res.body).toMatchObject({
      status: 'rejected',
      notes: 'Creative too dark for this screen',
      bookingDates: [{ date: '2026-12-12' }],
    });
    const mine = (await tenant.agent.get('/api/tenant/bookings').expect(200)).body.find(
      (b: { groupId: string }) => b.groupId === group.groupId,
    );
    expect(mine).toMatchObject({ status: 'rejected', notes: 'Creative too dark for this screen' });
    expect(await soldHours(t, display.id, '2026-12-12')).toBe(4);
    await book(['2026-12-12'], 4);
    expect((await admin.post(`/api/admin/bookings/groups/${group.groupId}/reject`).send({}).expect(409)).body.message).toBe(
      'This booking group has no pending bookings to reject',
    );
    expect((await admin.post(`/api/admin/bookings/groups/${group.groupId}/reject`).send({ notes: 5 }).expect(400)).body.message).toBe(
      'Notes must be text',
    );
  });

  it('marks a confirmed group paid and unpaid; a pending group cannot be paid', async () => {
    const group = await book(['2026-12-14', '2026-12-15']);
    expect((await admin.post(`/api/admin/bookings/groups/${group.groupId}/paid`).send({ paid: true }).expect(409)).body.message).toBe(
      'This booking group has no confirmed bookings',
    );
    await admin.post(`/api/admin/bookings/groups/${group.groupId}/confirm`).expect(200);
    const paid = await admin.post(`/api/admin/bookings/groups/${group.groupId}/paid`).send({ paid: true }).expect(200);
    expect(paid.body).toMatchObject({ paid: true, paidAt: '2026-12-02T06:30:00.000Z' });
    const listed = (await admin.get('/api/admin/bookings/confirmed').expect(200)).body.find(
      (g: { groupId: string }) => g.groupId === group.groupId,
    );
    expect(listed).toMatchObject({ paid: true, paidAt: '2026-12-02T06:30:00.000Z' });
    expect(
      (await tenant.agent.get('/api/tenant/bookings').expect(200)).body.filter(
        (b: { groupId: string; paid: boolean }) => b.groupId === group.groupId && b.paid,
      ),
    ).toHaveLength(2);
    expect((await admin.post(`/api/admin/bookings/groups/${group.groupId}/paid`).send({ paid: false }).expect(200)).body).toMatchObject({
      paid: false,
      paidAt: null,
    });
    expect((await admin.post(`/api/admin/bookings/groups/${group.groupId}/paid`).send({}).expect(400)).body.message).toBe(
      'paid is required (true or false)',
    );
    expect((await admin.post(`/api/admin/bookings/groups/${group.groupId}/paid`).send({ paid: 'yes' }).expect(400)).body.message).toBe(
      'paid must be true or false',
    );
  });

  it('deletes one booking or a whole group by cancelling (rows kept, hours freed)', async () => {
    const group = await book(['2026-12-18', '2026-12-19', '2026-12-20'], 4);
    await admin.post(`/api/admin/bookings/groups/${group.groupId}/confirm`).expect(200);
    const [first, second] = group.bookings;
    expect((await admin.delete(`/api/admin/bookings/${first.id}`).expect(200)).body).toEqual({ message: 'Booking deleted successfully' });
    expect(await status(first.id)).toBe('cancelled');
    const listed = (await admin.get('/api/admin/bookings/confirmed').expect(200)).body.find(
      (g: { groupId: string }) => g.groupId === group.groupId,
    );
    expect(listed.bookingDates.map((d: { date: string }) => d.date)).toEqual(['2026-12-19', '2026-12-20']);
    expect(listed.totalPrice).toBe('160.00');
    expect((await admin.delete(`/api/admin/bookings/${first.id}`).expect(409)).body.message).toBe(
      'Only pending or confirmed bookings can be deleted; this one is cancelled',
    );

    expect((await admin.delete(`/api/admin/bookings/groups/${group.groupId}`).expect(200)).body).toEqual({
      message: 'All bookings deleted successfully',
    });
    expect(await status(second.id)).toBe('cancelled');
    expect((await admin.get('/api/admin/bookings/confirmed').expect(200)).body.map((g: { groupId: string }) => g.groupId)).not.toContain(
      group.groupId,
    );
    expect(await soldHours(t, display.id, '2026-12-19')).toBe(0);
    await book(['2026-12-18', '2026-12-19', '2026-12-20'], 4);
    await book(['2026-12-18', '2026-12-19', '2026-12-20'], 4);
    await admin.delete(`/api/admin/bookings/groups/${group.groupId}`).expect(409);
    expect((await admin.get(`/api/admin/booking-groups/${group.groupId}`).expect(200)).body).toMatchObject({
      status: 'cancelled',
      bookingDates: [{}, {}, {}],
    });
  });

  it('expires, instead of confirming, pending dates that passed before the admin acted', async () => {
    // Booked at opening time: at 23:30 today's hours are over (docs/product-rules.md §3.5).
    const group = await atOpeningTime(clock, () => book(['2026-12-01', '2026-12-05']));
    clock.set('2026-12-03T06:30:00Z'); // 2026-12-02 in Phoenix
    try {
      const res = await admin.post(`/api/admin/bookings/groups/${group.groupId}/confirm`).expect(200);
      expect(res.body.bookingDates.map((d: { date: string }) => d.date)).toEqual(['2026-12-05']);
      expect(await status(group.bookings[0].id)).toBe('expired');
    } finally {
      clock.set(NOW);
    }
  });

  it('pages the requests and the confirmed lists by range, in their fixed order, with the total in Content-Range', async () => {
    const dates = ['2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14'];
    const made: string[] = [];
    for (const date of dates) {
      made.push((await book([date])).groupId);
      clock.set(new Date(clock.now().getTime() + 1000)); // distinct request times: oldest first
    }
    const all = await admin.get('/api/admin/bookings/requests').expect(200);
    const ids = all.body.map((g: { groupId: string }) => g.groupId);
    expect(ids.filter((id: string) => made.includes(id))).toEqual(made);
    expect(all.headers['content-range']).toBe(`booking-groups 0-${ids.length - 1}/${ids.length}`);

    const at = ids.indexOf(made[1]);
    const page = await admin.get(`/api/admin/bookings/requests?range=${encodeURIComponent(`[${at},${at + 1}]`)}`).expect(200);
    expect(page.body.map((g: { groupId: string }) => g.groupId)).toEqual([made[1], made[2]]);
    expect(page.headers['content-range']).toBe(`booking-groups ${at}-${at + 1}/${ids.length}`);

    for (const id of made.slice(0, 3)) await admin.post(`/api/admin/bookings/groups/${id}/confirm`).expect(200);
    const confirmed = (await admin.get('/api/admin/bookings/confirmed').expect(200)).body.map((g: { groupId: string }) => g.groupId);
    const first = confirmed.indexOf(made[0]);
    expect(confirmed.slice(first, first + 3)).toEqual(made.slice(0, 3)); // soonest first date first
    const one = await admin.get(`/api/admin/bookings/confirmed?range=${encodeURIComponent(`[${first + 2},${first + 2}]`)}`).expect(200);
    expect([one.body.map((g: { groupId: string }) => g.groupId), one.headers['content-range']]).toEqual([
      [made[2]],
      `booking-groups ${first + 2}-${first + 2}/${confirmed.length}`,
    ]);

    for (const range of ['x', '[2,1]', '[-1,3]', '[0]']) {
      const bad = await admin.get(`/api/admin/bookings/requests?range=${encodeURIComponent(range)}`).expect(400);
      expect(bad.body).toEqual({ statusCode: 400, message: expect.stringMatching(/^range must be/) });
    }
  });
});
