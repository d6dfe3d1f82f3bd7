import { bulkBookingStart, type BulkBookingStart } from './fixtures/bulk-booking';
import { approvedDisplay, bulk, displayBody, pendingCreative, tenantWithCreative } from './utils/booking-fixtures';

// What POST /api/tenant/bookings/bulk refuses before it books anything: bodies (400), displays and
// creatives the tenant cannot book (404, 400), callers who are not tenants (401, 403).
// What it books and when a date is full: bookings.e2e-spec.ts.
const NOW = '2026-12-02T06:30:00Z';

describe('tenant bookings: what POST /api/tenant/bookings/bulk refuses', () => {
  let { t, admin, host, tenant, display, post } = {} as BulkBookingStart;
  beforeAll(async () => {
    ({ t, admin, host, tenant, display, post } = await bulkBookingStart(NOW, 'refused-tenant'));
  });
  afterAll(() => t.close());

  it.each([
    [{}, 'Choose between 1 and 60 dates'],
    [{ bookings: [] }, 'Choose between 1 and 60 dates'],
    [{ bookings: 'soon' }, 'bookings must be a list of dates'],
    [{ bookings: ['2026-12-10'] }, 'Each date must be an object with displayId, adCreativeId, bookingDate and hoursBooked'],
    [{ bookings: [{ displayId: 1, bookingDate: '2026-12-10', hoursBooked: 1 }] }, 'Please select an ad creative'],
    [{ bookings: [{ adCreativeId: 1, bookingDate: '2026-12-10', hoursBooked: 1 }] }, 'displayId is required'],
    [
      { bookings: [{ displayId: 'one', adCreativeId: 1, bookingDate: '2026-12-10', hoursBooked: 1 }] },
      'displayId must be a positive whole number',
    ],
    [{ bookings: [{ displayId: 1, adCreativeId: 1, hoursBooked: 1 }] }, 'bookingDate is required'],
    [bulk(1, 1, ['2026-02-30']), 'Booking date must be a real date written YYYY-MM-DD (got "2026-02-30")'],
    [bulk(1, 1, ['12/10/2026']), 'Booking date must be a real date written YYYY-MM-DD (got "12/10/2026")'],
    [bulk(1, 1, ['2026-12-10'], 0), 'Hours per day must be a whole number from 1 to 4'],
    [bulk(1, 1, ['2026-12-10'], 5), 'Hours per day must be a whole number from 1 to 4'],
    [bulk(1, 1, ['2026-12-10'], 1.5), 'Hours per day must be a whole number from 1 to 4'],
    [bulk(1, 1, ['2026-12-10'], '2' as unknown as number), 'Hours per day must be a whole number from 1 to 4'],
    [bulk(1, 1, ['2026-12-10', '2026-12-11', '2026-12-10']), 'The date 2026-12-10 is listed more than once'],
    [
      { bookings: [...bulk(1, 1, ['2026-12-10']).bookings, ...bulk(2, 1, ['2026-12-11']).bookings] },
      'All dates of one booking must use the same display, ad creative and hours per day',
    ],
    [
      { bookings: [...bulk(1, 1, ['2026-12-10']).bookings, ...bulk(1, 2, ['2026-12-11']).bookings] },
      'All dates of one booking must use the same display, ad creative and hours per day',
    ],
    [
      { bookings: [...bulk(1, 1, ['2026-12-10'], 1).bookings, ...bulk(1, 1, ['2026-12-11'], 2).bookings] },
      'All dates of one booking must use the same display, ad creative and hours per day',
    ],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    expect((await post(body).expect(400)).body).toEqual({ statusCode: 400, message });
  });

  it('refuses unknown, unapproved and deleted displays with 404', async () => {
    const pending = (await host.post('/api/displays').send(displayBody('Pending screen')).expect(201)).body;
    const gone = await approvedDisplay(host, admin, 'Gone screen');
    await host.delete(`/api/displays/${gone.id}`).expect(200);
    for (const id of [999999, pending.id, gone.id, 99999999999]) {
      expect((await post(bulk(id, tenant.creative.id, ['2026-12-30'])).expect(404)).body).toEqual({
        statusCode: 404,
        message: 'Display not found',
      });
    }
  });

  it("refuses another tenant's or an unknown creative (404) and an own unapproved one (400)", async () => {
    const other = await tenantWithCreative(t, admin);
    expect((await post(bulk(display.id, other.creative.id, ['2026-12-30'])).expect(404)).body.message).toBe('Ad creative not found');
    expect((await post(bulk(display.id, 999999, ['2026-12-30'])).expect(404)).body.message).toBe('Ad creative not found');
    const unapproved = await pendingCreative(tenant.agent, 'Not yet');
    expect((await post(bulk(display.id, unapproved.id, ['2026-12-30'])).expect(400)).body.message).toBe(
      'Ad creative must be approved before booking',
    );
    const rejected = await pendingCreative(tenant.agent, 'Rejected');
    await admin.post(`/api/admin/ad-creatives/${rejected.id}/approve`).send({ approved: false }).expect(200);
    expect((await post(bulk(display.id, rejected.id, ['2026-12-30'])).expect(400)).body.message).toBe(
      'Ad creative must be approved before booking',
    );
  });

  it('is for tenants only', async () => {
    await t
      .agent()
      .post('/api/tenant/bookings/bulk')
      .send(bulk(display.id, 1, ['2026-12-30']))
      .expect(401);
    await host
      .post('/api/tenant/bookings/bulk')
      .send(bulk(display.id, 1, ['2026-12-30']))
      .expect(403);
    await admin
      .post('/api/tenant/bookings/bulk')
      .send(bulk(display.id, 1, ['2026-12-30']))
      .expect(403);
    await t.agent().get('/api/tenant/bookings').expect(401);
    await host.get('/api/tenant/bookings').expect(403);
    await host.get(`/api/tenant/displays/${display.id}/availability`).expect(403);
  });
});
