import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { PlayerRepository } from '../src/modules/player/player.repository';
import { approvedCreative, bulk, pendingCreative, twoTenantsAndADisplay } from './utils/booking-fixtures';
import type { TenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

const NOW = '2026-12-01T17:00:00.000Z'; // 10:00 on Dec 1 in Phoenix

/** The ids of the caller's listed creatives. */
const listed = async (who: TestAgent) => (await who.get('/api/tenant/ad-creatives').expect(200)).body.map((c: { id: number }) => c.id);

/** PATCH and DELETE /api/tenant/ad-creatives/{id} (docs/product-rules.md §6.3, docs/creative-files.md "Rename and delete"). */
describe('a tenant renames and deletes its creatives', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let alice: TenantWithCreative;
  let bob: TenantWithCreative;
  let display: { id: number };

  beforeAll(async () => {
    clock = new FixedClock(new Date(NOW));
    t = await createTestApp({ SESSION_TTL_HOURS: '2160' }, clock);
    ({ admin, display, alice, bob } = await twoTenantsAndADisplay(t, 'Creative screen', ['alice-creative', 'bob-creative']));
  });
  afterAll(() => t.close());

  const book = (creativeId: number, dates: string[]) =>
    alice.agent.post('/api/tenant/bookings/bulk').send(bulk(display.id, creativeId, dates, 1));

  it('renames: the name is trimmed, the review state stays, and every list shows the new name', async () => {
    const res = await alice.agent.patch(`/api/tenant/ad-creatives/${alice.creative.id}`).send({ name: '  Winter sale  ' }).expect(200);
    expect(res.body).toMatchObject({ id: alice.creative.id, name: 'Winter sale', status: 'approved', approved: true });
    const mine = await alice.agent.get('/api/tenant/ad-creatives').expect(200);
    expect(mine.body.find((c: { id: number }) => c.id === alice.creative.id).name).toBe('Winter sale');
    expect((await admin.get(`/api/admin/ad-creatives/${alice.creative.id}`).expect(200)).body.name).toBe('Winter sale');
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: 42 }, 'Name must be text'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters long'],
  ])('refuses the rename %j with 400', async (body, message) => {
    const res = await alice.agent.patch(`/api/tenant/ad-creatives/${alice.creative.id}`).send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });

  it("another tenant's creative is 404 for rename and delete, and stays as it was", async () => {
    await alice.agent.patch(`/api/tenant/ad-creatives/${bob.creative.id}`).send({ name: 'Mine now' }).expect(404);
    await alice.agent.delete(`/api/tenant/ad-creatives/${bob.creative.id}`).expect(404);
    expect((await bob.agent.get(`/api/tenant/ad-creatives/${bob.creative.id}`).expect(200)).body.name).toBe('bob-creative ad');
  });

  it('refuses to delete a creative that pending or confirmed bookings from today on use: 409 with the count', async () => {
    const creative = await approvedCreative(alice.agent, admin, 'Busy ad');
    const confirmed = (await book(creative.id, ['2026-12-01']).expect(201)).body.groupId; // today
    await admin.post(`/api/admin/bookings/groups/${confirmed}/confirm`).expect(200);
    await book(creative.id, ['2026-12-05', '2026-12-06']).expect(201); // pending
    const res = await alice.agent.delete(`/api/tenant/ad-creatives/${creative.id}`).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'This ad creative is used by 3 upcoming bookings',
      details: { upcomingBookings: 3 },
    });
    expect(await listed(alice.agent)).toContain(creative.id);
  });

  it('deletes an unused creative: it leaves every list and cannot be booked, renamed or reviewed', async () => {
    const creative = await approvedCreative(alice.agent, admin, 'Spare ad');
    const rejected = (await book(creative.id, ['2026-12-07']).expect(201)).body.groupId;
    await admin.post(`/api/admin/bookings/groups/${rejected}/reject`).send({}).expect(200); // holds no hours: does not block
    expect((await alice.agent.delete(`/api/tenant/ad-creatives/${creative.id}`).expect(200)).body).toEqual({
      message: 'Ad creative deleted',
    });
    expect(await listed(alice.agent)).not.toContain(creative.id);
    await alice.agent.get(`/api/tenant/ad-creatives/${creative.id}`).expect(404);
    await alice.agent.patch(`/api/tenant/ad-creatives/${creative.id}`).send({ name: 'Back' }).expect(404);
    await alice.agent.delete(`/api/tenant/ad-creatives/${creative.id}`).expect(404);
    expect((await book(creative.id, ['2026-12-08']).expect(404)).body.message).toBe('Ad creative not found');
    const adminList = await admin.get('/api/admin/ad-creatives').query({ range: '[0,99]' }).expect(200);
    expect(adminList.body.map((c: { id: number }) => c.id)).not.toContain(creative.id);
    await admin.get(`/api/admin/ad-creatives/${creative.id}`).expect(404);
    await admin.post(`/api/admin/ad-creatives/${creative.id}/approve`).send({ approved: false }).expect(404);
  });

  it('a pending creative deleted before review leaves the review queue', async () => {
    const draft = await pendingCreative(alice.agent, 'Draft');
    await alice.agent.delete(`/api/tenant/ad-creatives/${draft.id}`).expect(200);
    const queue = await admin.get('/api/admin/ad-creatives/pending').expect(200);
    expect(queue.body.map((c: { id: number }) => c.id)).not.toContain(draft.id);
  });

  it('a deleted creative stays in history, analytics and proof of play', async () => {
    const creative = await approvedCreative(alice.agent, admin, 'Played ad');
    const group = (await book(creative.id, ['2026-12-01']).expect(201)).body.groupId;
    await admin.post(`/api/admin/bookings/groups/${group}/confirm`).expect(200);
    await admin.post(`/api/admin/bookings/groups/${group}/paid`).send({ paid: true }).expect(200);
    const [b] = await t.orm.em.fork().getConnection().execute('select id from bookings where group_id = ?', [group]);
    const plays = [0, 1, 2].map((i) => ({
      displayId: display.id,
      adCreativeId: creative.id,
      bookingId: b.id as number,
      clientPlayId: `deleted-${i}`,
      shownAt: new Date(Date.parse('2026-12-01T17:10:00Z') + i * 10_000),
    }));
    expect(await t.app.get(PlayerRepository).recordKnownPlays(plays, new Date(NOW))).toBe(3);
    const totalsBefore = (await alice.agent.get('/api/tenant/analytics').expect(200)).body.summary;

    clock.set('2026-12-03T17:00:00Z'); // the booking is past now: nothing blocks the delete
    await alice.agent.delete(`/api/tenant/ad-creatives/${creative.id}`).expect(200);

    const analytics = (await alice.agent.get('/api/tenant/analytics').expect(200)).body;
    expect(analytics.summary).toMatchObject({ totalAds: totalsBefore.totalAds - 1, totalImpressions: totalsBefore.totalImpressions });
    expect(analytics.adCreatives.find((c: { adCreative: { id: number } }) => c.adCreative.id === creative.id)).toMatchObject({
      adCreative: { name: 'Played ad', totalImpressions: 3, deleted: true },
    });
    const csv = await alice.agent.get('/api/tenant/proof-of-play.csv').query({ from: '2026-12-01', to: '2026-12-01' }).expect(200);
    expect(csv.text.split('\r\n').filter((l) => l.includes('Played ad'))).toHaveLength(3);
    const history = await alice.agent.get('/api/tenant/booking-groups').expect(200);
    expect(history.body.find((g: { groupId: string }) => g.groupId === group)).toMatchObject({ adCreative: { name: 'Played ad' } });
    const delivery = await alice.agent.get(`/api/tenant/bookings/${group}/delivery`).expect(200);
    expect(delivery.body.total).toMatchObject({ plays: 3 });
    clock.set(NOW);
  });

  it('a delete racing a booking of the same creative: exactly one wins, every time', async () => {
    for (let round = 0; round < 6; round++) {
      const creative = await approvedCreative(alice.agent, admin, `Race ad ${round}`);
      const [deleted, booked] = await Promise.all([
        alice.agent.delete(`/api/tenant/ad-creatives/${creative.id}`),
        book(creative.id, ['2026-12-20']),
      ]);
      const [{ n }] = await t.orm.em
        .fork()
        .getConnection()
        .execute(`select count(*)::int as n from bookings where ad_creative_id = ? and status = 'pending'`, [creative.id]);
      if (deleted.status === 200) {
        expect([booked.status, booked.body.message, n]).toEqual([404, 'Ad creative not found', 0]);
      } else {
        expect([deleted.status, booked.status, deleted.body.details, n]).toEqual([409, 201, { upcomingBookings: 1 }, 1]);
        await alice.agent.post(`/api/tenant/booking-groups/${booked.body.groupId}/cancel`).send({}).expect(200);
      }
    }
  });
});
