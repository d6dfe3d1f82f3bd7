import { bulkBookingStart, type BulkBookingStart } from './fixtures/bulk-booking';
import { approvedCreative, approvedDisplay, bookingCount, bulk, tenantWithCreative } from './utils/booking-fixtures';

// What the bulk booking books, and when a date is full; what it refuses first: bookings-refusals.e2e-spec.ts.
// 23:30 on 2026-12-01 in Phoenix (UTC−7) is already 2026-12-02 in UTC.
const NOW = '2026-12-02T06:30:00Z';
const TODAY = '2026-12-01';
/** `n` consecutive dates from 2027-06-01. */
const june = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2027, 5, 1 + i)).toISOString().slice(0, 10));

describe('tenant bookings: POST /api/tenant/bookings/bulk', () => {
  let { t, admin, host, tenant, display, post } = {} as BulkBookingStart;
  beforeAll(async () => {
    ({ t, admin, host, tenant, display, post } = await bulkBookingStart(NOW, 'booking-tenant'));
  });
  afterAll(() => t.close());

  it('books every date as one pending group, priced by the server (client prices ignored)', async () => {
    const body = bulk(display.id, tenant.creative.id, ['2026-12-11', '2026-12-10'], 2, {
      pricePerHour: '0.01',
      totalPrice: 0.02,
      status: 'confirmed',
    });
    const res = await post({ ...body, totalPrice: '0.01' }).expect(201);
    expect(res.body).toEqual({
      groupId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      totalPrice: '80.00',
      bookings: [expect.any(Object), expect.any(Object)],
      // No audience declared: no impressions, no CPM (docs/campaigns.md).
      estimatedImpressions: 0,
      cpm: null,
    });
    expect(res.body.bookings.map((b: { bookingDate: string }) => b.bookingDate)).toEqual(['2026-12-10', '2026-12-11']);
    expect(res.body.bookings[0]).toEqual({
      id: expect.any(Number),
      groupId: res.body.groupId,
      status: 'pending',
      bookingDate: '2026-12-10',
      hoursBooked: 2,
      pricePerHour: '20.00',
      totalPrice: '40.00',
      paid: false,
      notes: null,
      createdAt: NOW.replace('Z', '.000Z'),
      display: { id: display.id, name: 'Booked screen', city: 'Phoenix' },
      adCreative: { id: tenant.creative.id, name: tenant.creative.name, thumbnailUrl: tenant.creative.thumbnailUrl },
    });
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute('select price_per_hour::text, total_price::text, status from bookings where group_id = ?', [res.body.groupId]);
    expect(rows).toEqual([
      { price_per_hour: '20.00', total_price: '40.00', status: 'pending' },
      { price_per_hour: '20.00', total_price: '40.00', status: 'pending' },
    ]);
  });

  it('accepts 60 dates and refuses 61', async () => {
    expect((await post(bulk(display.id, tenant.creative.id, june(61))).expect(400)).body.message).toBe('Choose between 1 and 60 dates');
    const res = await post(bulk(display.id, tenant.creative.id, june(60))).expect(201);
    expect(res.body.bookings).toHaveLength(60);
    expect(res.body.totalPrice).toBe('1200.00');
  });

  it("counts today in the display's zone: at 23:30 in Phoenix today is not past (but closed, docs/product-rules.md §3.5), yesterday is", async () => {
    expect((await post(bulk(display.id, tenant.creative.id, [TODAY])).expect(409)).body).toEqual({
      statusCode: 409,
      message: `Not enough hours left: ${TODAY} has 0 hours left`,
      details: [{ date: TODAY, freeHours: 0 }],
    });
    const res = await post(bulk(display.id, tenant.creative.id, ['2026-11-30', '2026-12-20'])).expect(400);
    expect(res.body.message).toBe('Bookings cannot be made for past dates (2026-11-30)');
    // In New York it is already 01:30 on 2026-12-02: 2026-12-01 is past there.
    const eastern = await approvedDisplay(host, admin, 'Eastern screen', { timeZone: 'America/New_York' });
    expect((await post(bulk(eastern.id, tenant.creative.id, [TODAY])).expect(400)).body.message).toBe(
      'Bookings cannot be made for past dates (2026-12-01)',
    );
    await post(bulk(eastern.id, tenant.creative.id, ['2026-12-02'])).expect(201);
  });

  it('stores nothing when one date is refused (all or nothing)', async () => {
    const before = await bookingCount(t);
    await post(bulk(display.id, tenant.creative.id, ['2026-12-15', '2026-12-16', '2026-11-01'])).expect(400);
    await post(bulk(display.id, tenant.creative.id, ['2026-12-17', '2026-12-18'], 4)).expect(201);
    await post(bulk(display.id, tenant.creative.id, ['2026-12-17', '2026-12-18'], 4)).expect(201);
    const full = await post(bulk(display.id, tenant.creative.id, ['2026-12-16', '2026-12-17'], 1)).expect(409);
    expect(full.body).toEqual({
      statusCode: 409,
      message: 'Not enough hours left: 2026-12-17 has 0 hours left',
      details: [{ date: '2026-12-17', freeHours: 0 }],
    });
    expect(await bookingCount(t)).toBe(before + 4);
  });

  it('names every full date with the hours still free', async () => {
    await post(bulk(display.id, tenant.creative.id, ['2026-12-21'], 4)).expect(201);
    await post(bulk(display.id, tenant.creative.id, ['2026-12-21'], 3)).expect(201);
    await post(bulk(display.id, tenant.creative.id, ['2026-12-22'], 4)).expect(201);
    await post(bulk(display.id, tenant.creative.id, ['2026-12-22'], 4)).expect(201);
    const res = await post(bulk(display.id, tenant.creative.id, ['2026-12-23', '2026-12-22', '2026-12-21'], 2)).expect(409);
    expect(res.body.message).toBe('Not enough hours left: 2026-12-21 has 1 hour left, 2026-12-22 has 0 hours left');
    expect(res.body.details).toEqual([
      { date: '2026-12-21', freeHours: 1 },
      { date: '2026-12-22', freeHours: 0 },
    ]);
  });

  it('lists only the caller’s own bookings, latest date first', async () => {
    const other = await tenantWithCreative(t, admin);
    const second = await approvedCreative(other.agent, admin, 'Second');
    await post(bulk(display.id, second.id, ['2027-01-05', '2027-01-04']), other.agent).expect(201);
    const list = (await other.agent.get('/api/tenant/bookings').expect(200)).body;
    expect(list.map((b: { bookingDate: string }) => b.bookingDate)).toEqual(['2027-01-05', '2027-01-04']);
    expect(list[0]).toMatchObject({
      status: 'pending',
      hoursBooked: 1,
      pricePerHour: '20.00',
      totalPrice: '20.00',
      paid: false,
      adCreative: { id: second.id, name: 'Second' },
    });
    const mine = (await tenant.agent.get('/api/tenant/bookings').expect(200)).body;
    expect(mine.length).toBeGreaterThan(60);
    expect(mine.every((b: { adCreative: { id: number } }) => b.adCreative.id !== second.id)).toBe(true);
  });

  it('pages the caller’s bookings by range, latest date first, with the total in Content-Range; the first 100 without range', async () => {
    const [{ n: total }]: { n: number }[] = await t.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from bookings where tenant_id = (select id from users where username = ?)', [
        tenant.user.username,
      ]);
    expect(total).toBeGreaterThan(60);
    const page = (range?: string) => tenant.agent.get('/api/tenant/bookings').query(range ? { range } : {});
    const all = await page().expect(200);
    expect(all.body).toHaveLength(Math.min(total, 100));
    expect(all.headers['content-range']).toBe(`bookings 0-${Math.min(total, 100) - 1}/${total}`);
    const ids = (res: { body: { id: number }[] }) => res.body.map((b) => b.id);
    const first = await page('[0,9]').expect(200);
    const second = await page('[10,19]').expect(200);
    expect(first.headers['content-range']).toBe(`bookings 0-9/${total}`);
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 20));
    const last = await page(`[${total - 1},${total + 50}]`).expect(200);
    expect(last.headers['content-range']).toBe(`bookings ${total - 1}-${total - 1}/${total}`);
    expect(last.body).toHaveLength(1);
    expect((await page('[3,1]').expect(400)).body.message).toMatch(/^range must be/);
  });
});
