import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { BookingExpiryJob } from '../src/modules/bookings/booking-expiry.job';
import { approvedDisplay, bulk, pendingCreative, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-01T17:00:00Z'; // 10:00 in Phoenix

interface Item {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
}

/**
 * Notifications (docs/notifications.md): each event reaches the right account and only that
 * one, is written with the change that caused it, and can be read page by page and marked read.
 */
describe('notifications', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  let other: Awaited<ReturnType<typeof tenantWithCreative>>;
  let display: { id: number };

  const items = async (agent: TestAgent, query = ''): Promise<Item[]> =>
    (await agent.get(`/api/notifications${query}`).expect(200)).body.items;
  const ofKind = async (agent: TestAgent, kind: string) => (await items(agent, '?limit=100')).filter((n) => n.kind === kind);
  const request = async (who: typeof tenant, dates: string[], displayId = display.id) =>
    (
      await who.agent
        .post('/api/tenant/bookings/bulk')
        .send(bulk(displayId, who.creative.id, dates))
        .expect(201)
    ).body.groupId as string;

  beforeAll(async () => {
    clock = new FixedClock(new Date(NOW));
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'notify-host');
    tenant = await tenantWithCreative(t, admin, 'notify-tenant');
    other = await tenantWithCreative(t, admin, 'notify-other');
    display = await approvedDisplay(host.agent, admin, 'Notify screen');
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(NOW));

  it('tells admins what waits for review, the tenant and host how their reviews went', async () => {
    const waiting = (await ofKind(admin, 'review_waiting')).map((n) => n.title);
    expect(waiting).toEqual(expect.arrayContaining(['New ad creative to review', 'New display to review']));
    expect(await ofKind(tenant.agent, 'creative_reviewed')).toEqual([
      expect.objectContaining({ title: 'Ad creative "notify-tenant ad" approved', link: '/dashboard/ad-creatives', read: false }),
    ]);
    const rejected = await pendingCreative(tenant.agent, 'Loud ad');
    await admin.post(`/api/admin/ad-creatives/${rejected.id}/approve`).send({ approved: false, notes: 'Too bright' }).expect(200);
    const reviewed = await ofKind(tenant.agent, 'creative_reviewed');
    expect(reviewed[0]).toEqual(
      expect.objectContaining({ title: 'Ad creative "Loud ad" rejected', body: expect.stringContaining('Note: Too bright') }),
    );
    expect(await ofKind(host.agent, 'display_reviewed')).toEqual([expect.objectContaining({ title: 'Display "Notify screen" approved' })]);
    // Nobody else hears of it.
    expect(await ofKind(other.agent, 'creative_reviewed')).toHaveLength(1); // its own creative only
    expect(await items(host.agent)).toEqual(expect.not.arrayContaining([expect.objectContaining({ kind: 'creative_reviewed' })]));
  });

  it('a location change: admins are told it waits, the host how it was decided', async () => {
    await host.agent.patch(`/api/displays/${display.id}`).send({ city: 'Tempe', zipCode: '85281' }).expect(200);
    expect((await ofKind(admin, 'review_waiting'))[0].title).toBe('New display location to review');
    const [change] = (await admin.get('/api/admin/display-changes').expect(200)).body;
    await admin.post(`/api/admin/display-changes/${change.id}/approve`).send({ approved: false, notes: 'Wrong city' }).expect(200);
    expect((await ofKind(host.agent, 'display_reviewed'))[0]).toEqual(
      expect.objectContaining({ title: 'New location of "Notify screen" rejected', body: expect.stringContaining('Wrong city') }),
    );
  });

  it('a confirmed booking: the tenant and the display host are told, nobody else', async () => {
    const groupId = await request(tenant, ['2026-12-05', '2026-12-06']);
    expect((await ofKind(admin, 'review_waiting'))[0]).toEqual(
      expect.objectContaining({ title: 'New booking request from notify-tenant', link: '/dashboard/booking-requests' }),
    );
    await admin.post(`/api/admin/bookings/groups/${groupId}/confirm`).expect(200);
    expect(await ofKind(tenant.agent, 'booking_confirmed')).toEqual([
      expect.objectContaining({
        title: 'Booking on Notify screen confirmed',
        body: 'Your booking of Notify screen for Dec 05, 2026, Dec 06, 2026 (1 h a day) was confirmed.',
        link: '/dashboard/bookings',
      }),
    ]);
    expect(await ofKind(host.agent, 'host_booking_confirmed')).toEqual([
      expect.objectContaining({ title: 'New confirmed booking on Notify screen', link: '/dashboard/upcoming-bookings' }),
    ]);
    expect(await ofKind(other.agent, 'booking_confirmed')).toEqual([]);
  });

  it('a rejected booking carries the note; a whole campaign is one notification', async () => {
    const groupId = await request(other, ['2026-12-07']);
    await admin.post(`/api/admin/bookings/groups/${groupId}/reject`).send({ notes: 'Fully sold' }).expect(200);
    expect(await ofKind(other.agent, 'booking_rejected')).toEqual([
      expect.objectContaining({ body: expect.stringContaining('Note: Fully sold') }),
    ]);
    const second = await approvedDisplay(host.agent, admin, 'Second screen');
    const campaign = await tenant.agent
      .post('/api/tenant/campaigns')
      .send({
        name: 'Winter',
        adCreativeId: tenant.creative.id,
        displayIds: [display.id, second.id],
        dates: ['2026-12-10'],
        hoursPerDay: 1,
      })
      .expect(201);
    await admin.post(`/api/admin/campaigns/${campaign.body.id}/confirm`).expect(200);
    const confirmed = (await ofKind(tenant.agent, 'booking_confirmed')).filter((n) => n.title.startsWith('Campaign'));
    expect(confirmed).toEqual([expect.objectContaining({ title: 'Campaign "Winter" confirmed', link: '/dashboard/campaigns' })]);
    // One host notification for both of its displays.
    expect((await ofKind(host.agent, 'host_booking_confirmed'))[0].title).toBe('New confirmed booking on Notify screen, Second screen');
  });

  it('the expiry job: a hold about to expire is told once, an expired one too', async () => {
    await request(other, ['2026-12-02']); // expires when 2026-12-02 ends in Phoenix: 07:00Z on 12-03
    const job = t.app.get(BookingExpiryJob);
    await job.run();
    expect(await ofKind(other.agent, 'hold_expiring')).toEqual([]);
    clock.set('2026-12-03T02:00:00Z'); // 5 hours before
    await job.run();
    await job.run();
    expect(await ofKind(other.agent, 'hold_expiring')).toEqual([
      expect.objectContaining({ title: 'Booking on Notify screen expires soon' }),
    ]);
    clock.set('2026-12-03T07:30:00Z');
    expect((await job.run()).expired).toBe(1);
    expect(await ofKind(other.agent, 'booking_expired')).toEqual([
      expect.objectContaining({ body: expect.stringContaining('expired before it was confirmed') }),
    ]);
    expect(await ofKind(tenant.agent, 'booking_expired')).toEqual([]);
  });

  it('pages newest first, marks read by id or all, never reaches another account', async () => {
    const all = await items(admin, '?limit=100');
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((n) => n.id)).toEqual(all.map((n) => n.id).toSorted((a, b) => b - a));
    const first = (await admin.get('/api/notifications?limit=2').expect(200)).body;
    expect(first.items.map((n: Item) => n.id)).toEqual(all.slice(0, 2).map((n) => n.id));
    expect(first.nextBefore).toBe(all[1].id);
    expect(first.unreadCount).toBe(all.length);
    const next = (await admin.get(`/api/notifications?limit=2&before=${first.nextBefore}`).expect(200)).body;
    expect(next.items.map((n: Item) => n.id)).toEqual(all.slice(2, 4).map((n) => n.id));
    const last = (await admin.get(`/api/notifications?limit=100&before=${all[all.length - 1].id + 1}`).expect(200)).body;
    expect(last.nextBefore).toBeNull();

    // Another account's ids are ignored, not refused.
    const [mine] = await items(tenant.agent);
    const read = await admin
      .post('/api/notifications/read')
      .send({ ids: [all[0].id, mine.id] })
      .expect(200);
    expect(read.body).toEqual({ unreadCount: all.length - 1 });
    expect((await items(tenant.agent))[0].read).toBe(false);
    expect((await items(admin))[0].read).toBe(true);
    await admin.post('/api/notifications/read').send({ all: true }).expect(200, { unreadCount: 0 });
    expect((await tenant.agent.get('/api/notifications').expect(200)).body.unreadCount).toBeGreaterThan(0);

    await admin.post('/api/notifications/read').send({}).expect(400);
    await admin.post('/api/notifications/read').send({ all: false }).expect(400);
    await admin.get('/api/notifications?limit=0').expect(400);
    await admin.get('/api/notifications?limit=101').expect(400);
    await t.agent().get('/api/notifications').expect(401);
  });
});
