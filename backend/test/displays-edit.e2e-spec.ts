import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { approvedDisplay, displayBody, NAVAJO_NATION, soldHours, tenantWithCreative } from './utils/booking-fixtures';
import { booking } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-01T19:00:00Z'; // 12:00 on 2026-12-01 in Phoenix
const [D1, D2, D3, D4] = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];

/** A host edits its display (docs/product-rules.md §6.4, §3.7, §2.4, §4.3). */
describe('PATCH /api/displays/{id}', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let host: TestAgent;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  let other: Awaited<ReturnType<typeof tenantWithCreative>>;
  const edit = (id: number, body: object, agent = host) => agent.patch(`/api/displays/${id}`).send(body);
  const book = (id: number, dates: string[], hours: number, who = tenant) =>
    booking(admin, who.agent, id, who.creative.id, dates, hours, { confirm: false });
  const prices = async (displayId: number) =>
    t.orm.em
      .fork()
      .getConnection()
      .execute(`select price_per_hour::text as p, total_price::text as total from bookings where display_id = ? order by id`, [displayId]);

  beforeAll(async () => {
    clock = new FixedClock(new Date(NOW));
    t = await createTestApp({}, clock);
    admin = (await signedInAsAdmin(t)).agent;
    host = (await signedInAs(t, 'host', 'edit-host')).agent;
    tenant = await tenantWithCreative(t, admin, 'edit-tenant');
    other = await tenantWithCreative(t, admin, 'edit-tenant-2');
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(NOW));

  it('applies name, price, audiences and notes at once; bookings keep their price, new ones take the new one', async () => {
    const d = await approvedDisplay(host, admin, 'Price screen', { pricePerHour: '20.00' });
    await book(d.id, [D2, D3], 2);
    const res = await edit(d.id, {
      name: '  Renamed screen ',
      pricePerHour: '35.50',
      targetAudiences: ['students', 'athletes', 'students'],
      demographicNotes: 'Gym crowd',
      isMobile: true,
    }).expect(200);
    expect(res.body).toMatchObject({
      id: d.id,
      name: 'Renamed screen',
      pricePerHour: '35.50',
      targetAudiences: ['students', 'athletes'], // once each, in the enumeration's order
      demographicNotes: 'Gym crowd',
      isMobile: true,
      status: 'approved',
    });
    expect(res.body).not.toHaveProperty('pendingChange');
    expect(await prices(d.id)).toEqual([
      { p: '20.00', total: '40.00' },
      { p: '20.00', total: '40.00' },
    ]);
    await book(d.id, [D4], 2);
    expect((await prices(d.id))[2]).toEqual({ p: '35.50', total: '71.00' });
    const listed = (await t.agent().get('/api/public/displays').expect(200)).body.find((x: { id: number }) => x.id === d.id);
    expect(listed).toMatchObject({ name: 'Renamed screen', pricePerHour: '35.50' });
  });

  it('refuses hours that leave a date from today on with more hours sold than the new capacity, naming each date', async () => {
    const d = await approvedDisplay(host, admin, 'Busy screen'); // 09:00–17:00: 8 hours
    clock.set('2026-11-30T19:00:00Z');
    await book(d.id, ['2026-11-30'], 4);
    await book(d.id, ['2026-11-30'], 4, other); // full yesterday: past dates do not count
    clock.set(NOW);
    await book(d.id, [D1, D2], 4);
    await book(d.id, [D1, D2], 2, other); // 6 hours sold on D1 and D2
    await book(d.id, [D3], 3);
    const res = await edit(d.id, { startTime: '12:00' }).expect(409); // 12:00–17:00: 5 hours
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'The new hours allow 5 hours a day, but more are already sold: 2026-12-01 has 6 hours sold, 2026-12-02 has 6 hours sold',
      details: [
        { date: D1, soldHours: 6, capacityHours: 5 },
        { date: D2, soldHours: 6, capacityHours: 5 },
      ],
    });
    const unchanged = (await host.get('/api/displays').expect(200)).body.find((x: { id: number }) => x.id === d.id);
    expect(unchanged).toMatchObject({ startTime: '09:00', endTime: '17:00', operatingHours: '09:00-17:00', dailyCapacityHours: 8 });
    // Exactly the sold hours fit; cancelled hours are free.
    const ok = await edit(d.id, { startTime: '11:00', endTime: '17:00' }).expect(200);
    expect(ok.body).toMatchObject({ operatingHours: '11:00-17:00', dailyCapacityHours: 6 });
  });

  it('is race-safe: an edit and a booking for the last hours never both win', async () => {
    for (let round = 0; round < 6; round++) {
      const d = await approvedDisplay(host, admin, `Race screen ${round}`); // 8 hours
      await book(d.id, [D2], 4);
      const [patched, booked] = await Promise.all([
        edit(d.id, { endTime: '13:00' }), // 4 hours: fits only if the booking below loses
        other.agent.post('/api/tenant/bookings/bulk').send({
          bookings: [{ displayId: d.id, adCreativeId: other.creative.id, bookingDate: D2, hoursBooked: 2 }],
        }),
      ]);
      expect([patched.status, booked.status].toSorted()).toEqual(patched.status === 200 ? [200, 409] : [201, 409]);
      const capacity = patched.status === 200 ? 4 : 8;
      expect(await soldHours(t, d.id, D2)).toBe(patched.status === 200 ? 4 : 6);
      expect(await soldHours(t, d.id, D2)).toBeLessThanOrEqual(capacity);
    }
  });

  it('changes the time zone only while no booking from today on exists', async () => {
    const d = await approvedDisplay(host, admin, 'Zone screen', { ...NAVAJO_NATION, timeZone: 'America/Phoenix' });
    const free = await edit(d.id, { timeZone: 'america/denver' }).expect(200);
    expect(free.body.timeZone).toBe('America/Denver');
    await book(d.id, [D3], 1);
    await book(d.id, [D4], 1, other);
    const res = await edit(d.id, { timeZone: 'America/Phoenix', pricePerHour: '1.00' }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'The time zone cannot change while the display has 2 bookings from today on: it would move every booked date',
      details: { upcomingBookings: 2 },
    });
    // Nothing of a refused edit is kept; the same zone again is no change.
    const same = await edit(d.id, { timeZone: 'America/Denver' }).expect(200);
    expect(same.body).toMatchObject({ timeZone: 'America/Denver', pricePerHour: '20.00' });
    // Once the dates have passed, the zone may change again.
    clock.set('2026-12-05T19:00:00Z');
    expect((await edit(d.id, { timeZone: 'America/Phoenix' }).expect(200)).body.timeZone).toBe('America/Phoenix');
  });

  it('checks each sent field as on create and answers 404 for a display that is not the host’s', async () => {
    const d = await approvedDisplay(host, admin, 'Checked screen');
    const cases: [object, string][] = [
      [{ endTime: '08:00' }, 'End time must be after start time'],
      [{ startTime: '17:00' }, 'End time must be after start time'],
      [{ operatingHours: '09:00-18:00' }, 'Operating hours must match the start and end times (09:00-17:00)'],
      [{ name: null }, 'Name is required'],
      [{ name: '' }, 'Name is required'],
      [{ pricePerHour: -1 }, 'Price per hour cannot be negative'],
      [{ pricePerHour: null }, 'Price per hour is required'],
      [{ coordinates: { lat: 95, lng: -112 } }, 'Coordinates need a latitude (lat) between -90 and 90'],
      [{ timeZone: 'MST' }, 'Time zone must be an IANA time zone name, such as America/Phoenix'],
      [{ locationType: 'roof' }, 'Location type must be one of: outdoor, indoor, elevator, walkway, communal'],
    ];
    for (const [body, message] of cases) expect((await edit(d.id, body).expect(400)).body).toEqual({ statusCode: 400, message });
    // Nothing sent, or only fields a host may not set: the display as it is.
    const same = await edit(d.id, { status: 'rejected', approved: false, hostId: 999 }).expect(200);
    expect(same.body).toMatchObject({ name: 'Checked screen', status: 'approved', pricePerHour: '20.00' });
    const otherHost = (await signedInAs(t, 'host')).agent;
    expect((await edit(d.id, { name: 'Mine now' }, otherHost).expect(404)).body).toEqual({ statusCode: 404, message: 'Display not found' });
    await edit(2_000_000, { name: 'x' }).expect(404);
    const gone = (await host.post('/api/displays').send(displayBody('Gone')).expect(201)).body;
    await host.delete(`/api/displays/${gone.id}`).expect(200);
    await edit(gone.id, { name: 'Back' }).expect(404);
  });

  it('sends a rejected display its host changed back to review', async () => {
    const created = (await host.post('/api/displays').send(displayBody('Fix me')).expect(201)).body;
    await admin.post(`/api/admin/displays/${created.id}/approve`).send({ approved: false, notes: 'Photo unclear' }).expect(200);
    expect((await edit(created.id, {}).expect(200)).body.status).toBe('rejected'); // no change, no new review
    const res = await edit(created.id, { demographicNotes: 'Lobby by the lifts' }).expect(200);
    expect(res.body).toMatchObject({ status: 'pending', approved: false });
    const pending = (await admin.get('/api/admin/displays/pending').expect(200)).body.map((x: { id: number }) => x.id);
    expect(pending).toContain(created.id);
  });
});
