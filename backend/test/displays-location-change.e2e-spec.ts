import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { approvedDisplay, displayBody, tenantWithCreative } from './utils/booking-fixtures';
import { booking, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-01T19:00:00Z'; // 12:00 on 2026-12-01 in Phoenix
const TODAY = '2026-12-01';
/** A move from downtown Phoenix (displayBody) to Mill Avenue in Tempe. */
const MOVE = { streetAddress: '699 S Mill Ave', city: 'Tempe', zipCode: '85281', coordinates: { lat: 33.4236, lng: -111.94 } };
const OLD = { streetAddress: '1 E Washington St', city: 'Phoenix', zipCode: '85004', latitude: 33.4485, longitude: -112.0738 };
const NEW = { streetAddress: '699 S Mill Ave', city: 'Tempe', state: 'AZ', zipCode: '85281', latitude: 33.4236, longitude: -111.94 };

/** Location changes of approved displays wait for the admin (docs/product-rules.md §5.4). */
describe('location changes', () => {
  let t: TestApp;
  let admin: TestAgent;
  let host: TestAgent;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  const edit = (id: number, body: object) => host.patch(`/api/displays/${id}`).send(body);
  const review = (changeId: number, body: object) => admin.post(`/api/admin/display-changes/${changeId}/approve`).send(body);
  const queue = async () => (await admin.get('/api/admin/display-changes').expect(200)).body as { id: number; displayId: number }[];
  const own = async (id: number) => (await host.get('/api/displays').expect(200)).body.find((d: { id: number }) => d.id === id);
  const publicOne = async (id: number) =>
    (await t.agent().get('/api/public/displays').expect(200)).body.find((d: { id: number }) => d.id === id);

  beforeAll(async () => {
    t = await createTestApp({}, new FixedClock(new Date(NOW)));
    admin = (await signedInAsAdmin(t)).agent;
    host = (await signedInAs(t, 'host', 'move-host')).agent;
    tenant = await tenantWithCreative(t, admin, 'move-tenant');
  });
  afterAll(() => t.close());

  it('waits for review while the display keeps its location, plays and stays bookable; approving moves it', async () => {
    const d = await approvedDisplay(host, admin, 'Moving screen');
    await booking(admin, tenant.agent, d.id, tenant.creative.id, [TODAY], 2); // confirmed and paid: due now
    const token = await playerToken(t, d.id);

    const res = await edit(d.id, { ...MOVE, pricePerHour: '25.00' }).expect(200);
    expect(res.body).toMatchObject({ ...OLD, status: 'approved', pricePerHour: '25.00' }); // the price at once, the place later
    expect(res.body.pendingChange).toEqual({
      id: expect.any(Number),
      ...NEW,
      status: 'pending',
      approvalNotes: null,
      createdAt: NOW.replace('Z', '.000Z'),
      reviewedAt: null,
    });
    const changeId = res.body.pendingChange.id;
    expect((await own(d.id)).pendingChange).toEqual(res.body.pendingChange);
    expect(await publicOne(d.id)).toMatchObject({ ...OLD, pricePerHour: '25.00' });
    expect((await tenant.agent.get(`/api/tenant/displays/${d.id}`).expect(200)).body).toMatchObject(OLD);
    const schedule = await t.agent().get(`/api/displays/${d.id}/schedule`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(schedule.body.paidBookings).toHaveLength(1);
    await booking(admin, tenant.agent, d.id, tenant.creative.id, ['2026-12-02'], 1, { confirm: false });

    const listed = await queue();
    expect(listed).toEqual([
      expect.objectContaining({ id: changeId, displayId: d.id, ...NEW, display: expect.objectContaining({ id: d.id, ...OLD }) }),
    ]);
    expect((await admin.get('/api/admin/display-changes').expect(200)).body[0].display.host).toMatchObject({ username: 'move-host' });

    const approved = await review(changeId, { approved: true }).expect(200);
    expect(approved.body).toMatchObject({ id: changeId, status: 'approved', reviewedAt: NOW.replace('Z', '.000Z') });
    expect(await own(d.id)).toMatchObject({ ...NEW, status: 'approved' });
    expect((await own(d.id)).pendingChange).toBeUndefined();
    expect(await publicOne(d.id)).toMatchObject(NEW);
    expect(await queue()).toEqual([]);
    expect((await review(changeId, { approved: false }).expect(409)).body.message).toBe(
      'This location change is no longer waiting for review',
    );
  });

  it('rejecting keeps the display where it was and shows the host the note, until the host asks again', async () => {
    const d = await approvedDisplay(host, admin, 'Staying screen');
    const changeId = (await edit(d.id, MOVE).expect(200)).body.pendingChange.id;
    await review(changeId, { approved: false, notes: 'That address is a parking lot' }).expect(200);
    const after = await own(d.id);
    expect(after).toMatchObject({ ...OLD, status: 'approved' });
    expect(after.pendingChange).toBeUndefined();
    expect(after.rejectedChange).toMatchObject({
      id: changeId,
      ...NEW,
      status: 'rejected',
      approvalNotes: 'That address is a parking lot',
    });
    expect(await publicOne(d.id)).toMatchObject(OLD);

    const again = (await edit(d.id, { ...MOVE, streetAddress: '700 S Mill Ave' }).expect(200)).body;
    expect(again.rejectedChange).toBeUndefined();
    expect(again.pendingChange).toMatchObject({ streetAddress: '700 S Mill Ave', city: 'Tempe', status: 'pending' });
  });

  it('a new request replaces the waiting one; asking for the approved location again withdraws it', async () => {
    const d = await approvedDisplay(host, admin, 'Undecided screen');
    const first = (await edit(d.id, MOVE).expect(200)).body.pendingChange.id;
    expect((await edit(d.id, { zipCode: '85281', streetAddress: '699 S Mill Ave' }).expect(200)).body.pendingChange.id).toBe(first); // the same
    const second = (await edit(d.id, { streetAddress: '701 S Mill Ave' }).expect(200)).body.pendingChange; // on top of the waiting one
    expect(second).toMatchObject({ streetAddress: '701 S Mill Ave', city: 'Tempe', zipCode: '85281' });
    expect((await queue()).filter((c) => c.displayId === d.id).map((c) => c.id)).toEqual([second.id]);
    await review(first, { approved: true }).expect(409);

    const back = (await edit(d.id, { ...OLD, coordinates: { lat: OLD.latitude, lng: OLD.longitude } }).expect(200)).body;
    expect(back.pendingChange).toBeUndefined();
    expect((await queue()).filter((c) => c.displayId === d.id)).toEqual([]);
    await review(second.id, { approved: true }).expect(409);
    expect(await own(d.id)).toMatchObject(OLD);
  });

  it('moves a display that is not approved yet at once', async () => {
    const created = (await host.post('/api/displays').send(displayBody('New screen')).expect(201)).body;
    const res = await edit(created.id, MOVE).expect(200);
    expect(res.body).toMatchObject({ ...NEW, status: 'pending' });
    expect(res.body.pendingChange).toBeUndefined();
    expect((await queue()).some((c) => c.displayId === created.id)).toBe(false);
  });

  it('reviews only a known change, with a valid decision', async () => {
    const d = await approvedDisplay(host, admin, 'Reviewed screen');
    const changeId = (await edit(d.id, MOVE).expect(200)).body.pendingChange.id;
    expect((await review(changeId, {}).expect(400)).body.message).toBe('Approved is required (true to approve, false to reject)');
    expect((await review(changeId, { approved: 'yes' }).expect(400)).body.message).toBe('Approved must be true or false');
    expect((await review(2_000_000, { approved: true }).expect(404)).body).toEqual({
      statusCode: 404,
      message: 'Location change not found',
    });
    await admin.post('/api/admin/display-changes/abc/approve').send({ approved: true }).expect(404);
    // A deleted display's change leaves the queue.
    await host.delete(`/api/displays/${d.id}`).expect(200);
    expect((await queue()).some((c) => c.id === changeId)).toBe(false);
    await review(changeId, { approved: true }).expect(404);
  });
});
