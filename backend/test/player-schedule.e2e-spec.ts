import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { HEARTBEAT_RESOLUTION_MS, HeartbeatService, heartbeatWindow } from '../src/modules/player/heartbeat.service';
import { approvedCreative, approvedDisplay, NAVAJO_NATION, tenantWithCreative } from './utils/booking-fixtures';
import { booking, eventually, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-01T19:00:00Z'; // 12:00 on 2026-12-01 in Phoenix (UTC−7 all year)
const TODAY = '2026-12-01';

describe('player schedule: what is due now (docs/player.md)', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  const schedule = (displayId: number, token: string, etag?: string) => {
    const req = t.agent().get(`/api/displays/${displayId}/schedule`).set('Authorization', `Bearer ${token}`);
    return etag ? req.set('If-None-Match', etag) : req;
  };
  const names = async (displayId: number, token: string) =>
    ((await schedule(displayId, token).expect(200)).body.paidBookings as { name: string }[]).map((e) => e.name);

  beforeAll(async () => {
    clock = new FixedClock(new Date(NOW));
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'schedule-host');
    tenant = await tenantWithCreative(t, admin, 'schedule-tenant');
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(NOW));

  it("lists today's confirmed, paid bookings with approved creatives, each with its fields and weight", async () => {
    const d = await approvedDisplay(host.agent, admin, 'Gym screen');
    const a = await approvedCreative(tenant.agent, admin, 'Alpha');
    const b = await approvedCreative(tenant.agent, admin, 'Bravo');
    const paidA = await booking(admin, tenant.agent, d.id, a.id, [TODAY, '2026-12-02'], 3);
    await booking(admin, tenant.agent, d.id, b.id, [TODAY], 1);
    const token = await playerToken(t, d.id);
    const res = await schedule(d.id, token).expect(200);
    expect(res.body).toEqual({
      paidBookings: [
        { id: a.id, name: 'Alpha', fileUrl: a.fileUrl, tenantName: 'schedule-tenant', bookingId: paidA.bookings[0].id, hoursBooked: 3 },
        { id: b.id, name: 'Bravo', fileUrl: b.fileUrl, tenantName: 'schedule-tenant', bookingId: expect.any(Number), hoursBooked: 1 },
      ],
      serverTime: NOW.replace('Z', '.000Z'),
      nextChangeAt: '2026-12-02T00:00:00.000Z', // closes at 17:00 Phoenix
      open: true,
      timeZone: 'America/Phoenix',
    });
    expect(res.headers.etag).toMatch(/^".+"$/);
  });

  it('leaves out unpaid, unconfirmed, rejected, cancelled, other-day bookings and rejected creatives', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Cafe screen');
    const creative = (name: string) => approvedCreative(tenant.agent, admin, name);
    await booking(admin, tenant.agent, d.id, (await creative('Unpaid')).id, [TODAY], 1, { pay: false });
    await booking(admin, tenant.agent, d.id, (await creative('Pending')).id, [TODAY], 1, { confirm: false });
    const rejected = await booking(admin, tenant.agent, d.id, (await creative('Rejected booking')).id, [TODAY], 1, { confirm: false });
    await admin.post(`/api/admin/bookings/groups/${rejected.groupId}/reject`).send({}).expect(200);
    const cancelled = await booking(admin, tenant.agent, d.id, (await creative('Cancelled')).id, [TODAY], 1);
    await admin.delete(`/api/admin/bookings/groups/${cancelled.groupId}`).expect(200);
    await booking(admin, tenant.agent, d.id, (await creative('Tomorrow')).id, ['2026-12-02'], 1);
    const badCreative = await creative('Creative rejected later');
    await booking(admin, tenant.agent, d.id, badCreative.id, [TODAY], 1);
    await booking(admin, tenant.agent, d.id, (await creative('Due')).id, [TODAY], 1);
    await admin.post(`/api/admin/ad-creatives/${badCreative.id}/approve`).send({ approved: false }).expect(200);
    expect(await names(d.id, await playerToken(t, d.id))).toEqual(['Due']);
  });

  it('is empty outside operating hours, including 23:30 in Phoenix, and names the next opening or closing hour', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Late screen', { startTime: '09:00', endTime: '23:00' });
    const ad = await approvedCreative(tenant.agent, admin, 'Late ad');
    await booking(admin, tenant.agent, d.id, ad.id, [TODAY, '2026-12-02'], 2);
    const token = await playerToken(t, d.id);
    const at = async (iso: string) => {
      clock.set(iso);
      const body = (await schedule(d.id, token).expect(200)).body;
      return [body.paidBookings.length, body.nextChangeAt, body.open];
    };
    // `open` tells closed (nextChangeAt is the opening, docs/product-rules.md §7.10) from open with nothing due.
    expect(await at('2026-12-01T15:59:00Z')).toEqual([0, '2026-12-01T16:00:00.000Z', false]); // 08:59: opens at 09:00
    expect(await at('2026-12-01T16:00:00Z')).toEqual([1, '2026-12-02T06:00:00.000Z', true]); // 09:00: closes at 23:00
    expect(await at('2026-12-02T05:59:59Z')).toEqual([1, '2026-12-02T06:00:00.000Z', true]); // 22:59:59
    expect(await at('2026-12-02T06:30:00Z')).toEqual([0, '2026-12-02T16:00:00.000Z', false]); // 23:30: closed until tomorrow 09:00
    expect(await at('2026-12-02T16:00:00Z')).toEqual([1, '2026-12-03T06:00:00.000Z', true]); // tomorrow's booking, in hours
  });

  it('keeps each display in its own zone (Denver observes DST, Phoenix does not)', async () => {
    clock.set('2027-03-14T15:00:00Z'); // 09:00 MDT on the day clocks went forward
    const marchAdmin = (await signedInAsAdmin(t)).agent; // sessions of December have expired by March
    const denverHost = await signedInAs(t, 'host');
    const denverTenant = await tenantWithCreative(t, marchAdmin);
    const d = await approvedDisplay(denverHost.agent, marchAdmin, 'Denver screen', {
      ...NAVAJO_NATION,
      startTime: '09:00',
      endTime: '17:00',
    });
    await booking(marchAdmin, denverTenant.agent, d.id, denverTenant.creative.id, ['2027-03-14'], 1);
    const token = await playerToken(t, d.id);
    const body = (await schedule(d.id, token).expect(200)).body;
    expect(body.paidBookings).toHaveLength(1);
    expect(body.nextChangeAt).toBe('2027-03-14T23:00:00.000Z'); // 17:00 MDT
    clock.set('2027-03-14T14:59:00Z'); // 08:59 MDT
    expect((await schedule(d.id, token).expect(200)).body.paidBookings).toHaveLength(0);
  });

  it('answers 304 to an unchanged conditional poll, and a new ETag once a booking is paid', async () => {
    const d = await approvedDisplay(host.agent, admin, 'ETag screen');
    const ad = await approvedCreative(tenant.agent, admin, 'ETag ad');
    const group = await booking(admin, tenant.agent, d.id, ad.id, [TODAY], 2, { pay: false });
    const token = await playerToken(t, d.id);
    const first = await schedule(d.id, token).expect(200);
    expect(first.body.paidBookings).toEqual([]);
    const notModified = await schedule(d.id, token, first.headers.etag).expect(304);
    expect(notModified.text).toBe('');
    await admin.post(`/api/admin/bookings/groups/${group.groupId}/paid`).send({ paid: true }).expect(200);
    const after = await eventually(
      () => schedule(d.id, token, first.headers.etag),
      (res) => res.status === 200,
    );
    expect(after.status).toBe(200);
    expect(after.body.paidBookings.map((e: { name: string }) => e.name)).toEqual(['ETag ad']);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    await schedule(d.id, token, after.headers.etag).expect(304);
    // Unpaid again: off the screen.
    await admin.post(`/api/admin/bookings/groups/${group.groupId}/paid`).send({ paid: false }).expect(200);
    const unpaid = await eventually(
      () => schedule(d.id, token),
      (res) => res.body.paidBookings.length === 0,
    );
    expect(unpaid.body.paidBookings).toEqual([]);
  });

  it('marks the display seen on every poll, written in one batch, and shows it on the host list', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Heartbeat screen');
    const listed = async () =>
      (await host.agent.get('/api/displays').expect(200)).body.find((x: { id: number }) => x.id === d.id).lastSeenAt;
    expect(await listed()).toBeNull();
    const token = await playerToken(t, d.id);
    await schedule(d.id, token).expect(200);
    expect(await listed()).toBeNull(); // not written per poll
    await t.app.get(HeartbeatService).flush();
    expect(await listed()).toBe(NOW.replace('Z', '.000Z'));
    clock.set('2026-12-01T19:01:00Z');
    await schedule(d.id, token).expect(200);
    await t.app.get(HeartbeatService).flush();
    expect(await listed()).toBe('2026-12-01T19:01:00.000Z');
    // Inside the display's own window of HEARTBEAT_RESOLUTION_MS, a poll writes nothing; from the
    // window's end, it does (heartbeatWindow: each display's windows start at its own offset).
    const written = Date.parse('2026-12-01T19:01:00Z');
    let windowEnd = written + 1;
    while (heartbeatWindow(d.id, windowEnd) === heartbeatWindow(d.id, written)) windowEnd++;
    expect(windowEnd - written).toBeLessThanOrEqual(HEARTBEAT_RESOLUTION_MS);
    clock.set(new Date(windowEnd - 1).toISOString());
    await schedule(d.id, token).expect(200);
    await t.app.get(HeartbeatService).flush();
    expect(await listed()).toBe('2026-12-01T19:01:00.000Z');
    clock.set(new Date(windowEnd).toISOString());
    await schedule(d.id, token).expect(200);
    await t.app.get(HeartbeatService).flush();
    expect(await listed()).toBe(new Date(windowEnd).toISOString());
  });
});
