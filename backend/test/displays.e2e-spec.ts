import { NAVAJO_NATION } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const validDisplay = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mill Avenue Screen',
  streetAddress: '699 S Mill Ave',
  city: 'Tempe',
  state: 'AZ',
  zipCode: '85281',
  startTime: '09:00',
  endTime: '17:00',
  operatingHours: '09:00-17:00',
  pricePerHour: '12.50',
  locationType: 'outdoor',
  isMobile: false,
  targetAgeRanges: ['16-plus', '20-35'],
  targetAudiences: ['students'],
  demographicNotes: 'Students at night',
  coordinates: { lat: 33.4236, lng: -111.94 },
  ...overrides,
});

describe('host displays', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/displays', () => {
    it('creates a pending display and returns every field', async () => {
      const { agent } = await signedInAs(t, 'host');
      const res = await agent.post('/api/displays').send(validDisplay()).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: 'Mill Avenue Screen',
        streetAddress: '699 S Mill Ave',
        city: 'Tempe',
        state: 'AZ',
        zipCode: '85281',
        startTime: '09:00',
        endTime: '17:00',
        operatingHours: '09:00-17:00',
        dailyCapacityHours: 8,
        pricePerHour: '12.50',
        isMobile: false,
        locationType: 'outdoor',
        targetAgeRanges: ['16-plus', '20-35'],
        targetAudiences: ['students'],
        demographicNotes: 'Students at night',
        audiencePerHour: null,
        latitude: 33.4236,
        longitude: -111.94,
        timeZone: 'America/Phoenix',
        approved: false,
        status: 'pending',
        approvalNotes: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        lastSeenAt: null,
        offlineSince: null,
        paidAirtime: false,
        pairingRequired: false,
        pairingCode: null,
      });
      const rows = await t.orm.em
        .fork()
        .getConnection()
        .execute('select price_per_hour::text as p, host_id from displays where id = ?', [res.body.id]);
      expect(rows[0].p).toBe('12.50');
    });

    it('keeps money exact, takes numbers or strings, derives operating hours, dedupes lists and canonicalises the zone', async () => {
      const { agent } = await signedInAs(t, 'host');
      const cases: [unknown, string][] = [
        [12.5, '12.50'],
        [0, '0.00'],
        ['0.10', '0.10'],
        [19.99, '19.99'],
        ['100000', '100000.00'],
        [0.07, '0.07'],
      ];
      for (const [price, expected] of cases) {
        const res = await agent
          .post('/api/displays')
          .send(validDisplay({ pricePerHour: price }))
          .expect(201);
        expect(res.body.pricePerHour).toBe(expected);
      }
      const body = validDisplay({
        ...NAVAJO_NATION, // keeps daylight saving time
        operatingHours: undefined,
        startTime: '00:00',
        endTime: '23:00',
        targetAudiences: ['shoppers', 'students', 'shoppers'],
        timeZone: 'america/denver',
        isMobile: true,
      });
      const res = await agent.post('/api/displays').send(body).expect(201);
      expect(res.body).toMatchObject({
        operatingHours: '00:00-23:00',
        dailyCapacityHours: 23,
        targetAudiences: ['students', 'shoppers'],
        timeZone: 'America/Denver',
        isMobile: true,
      });
    });

    it('parses price, coordinates and zone once: numeric strings arrive as numbers, empty values are "required" or refused', async () => {
      const { agent } = await signedInAs(t, 'host');
      const res = await agent
        .post('/api/displays')
        .send(validDisplay({ pricePerHour: ' 7.5 ', coordinates: { lat: '33.4236', lng: ' -111.94' }, timeZone: 'asia/tokyo' }))
        .expect(201);
      expect(res.body).toMatchObject({ pricePerHour: '7.50', latitude: 33.4236, longitude: -111.94, timeZone: 'Asia/Tokyo' });
      const refusals: [Record<string, unknown>, string][] = [
        [{ pricePerHour: '' }, 'Price per hour is required'],
        [{ pricePerHour: null }, 'Price per hour is required'],
        [{ coordinates: '' }, 'Coordinates are required; pick an address from the suggestions'],
        [{ coordinates: { lat: '', lng: -112 } }, 'Coordinates need a latitude (lat) between -90 and 90'],
        [{ timeZone: '' }, 'Time zone must be an IANA time zone name, such as America/Phoenix'],
        [{ timeZone: 5 }, 'Time zone must be an IANA time zone name, such as America/Phoenix'],
      ];
      for (const [overrides, message] of refusals) {
        expect((await agent.post('/api/displays').send(validDisplay(overrides)).expect(400)).body).toEqual({ statusCode: 400, message });
      }
    });

    it('ignores approved/status sent by the host', async () => {
      const { agent } = await signedInAs(t, 'host');
      const res = await agent
        .post('/api/displays')
        .send(validDisplay({ approved: true, status: 'approved' }))
        .expect(201);
      expect(res.body).toMatchObject({ approved: false, status: 'pending' });
    });

    it.each([
      [{ name: undefined }, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters long'],
      [{ name: 5 }, 'Name must be text'],
      [{ streetAddress: '' }, 'Street address is required; pick an address from the suggestions'],
      [{ city: undefined }, 'City is required'],
      [{ state: undefined }, 'State is required'],
      [{ state: 'Arizona' }, 'State must be a two-letter US state code, such as AZ'],
      [{ state: 'XX' }, 'State must be a two-letter US state code, such as AZ'],
      [{ zipCode: undefined }, 'ZIP code is required'],
      [{ zipCode: '8528' }, 'ZIP code must be 5 digits, such as 85004 (or ZIP+4, such as 85004-1234)'],
      [{ startTime: undefined }, 'Start time is required'],
      [{ startTime: '09:30' }, 'Start time must be a whole hour from 00:00 to 23:00, such as 09:00'],
      [{ endTime: '24:00' }, 'End time must be a whole hour from 00:00 to 23:00, such as 09:00'],
      [{ endTime: undefined }, 'End time is required'],
      [{ startTime: '17:00', endTime: '09:00', operatingHours: undefined }, 'End time must be after start time'],
      [{ startTime: '09:00', endTime: '09:00', operatingHours: undefined }, 'End time must be after start time'],
      [{ operatingHours: '9-5' }, 'Operating hours must look like 09:00-17:00'],
      [{ operatingHours: '08:00-17:00' }, 'Operating hours must match the start and end times (09:00-17:00)'],
      [{ pricePerHour: undefined }, 'Price per hour is required'],
      [{ pricePerHour: 'abc' }, 'Price per hour must be a number, such as 12.50'],
      [{ pricePerHour: true }, 'Price per hour must be a number, such as 12.50'],
      [{ pricePerHour: -1 }, 'Price per hour cannot be negative'],
      [{ pricePerHour: '-0.50' }, 'Price per hour cannot be negative'],
      [{ pricePerHour: 12.345 }, 'Price per hour can have at most 2 decimal places'],
      [{ pricePerHour: '1.001' }, 'Price per hour can have at most 2 decimal places'],
      [{ pricePerHour: 100000.01 }, 'Price per hour must be at most 100000.00'],
      [{ locationType: undefined }, 'Location type is required'],
      [{ locationType: 'rooftop' }, 'Location type must be one of: outdoor, indoor, elevator, walkway, communal'],
      [{ isMobile: 'yes' }, 'Mobile must be true or false'],
      [{ targetAgeRanges: '20-35' }, 'Target age ranges must be a list'],
      [{ targetAgeRanges: ['20-30'] }, 'Each target age range must be one of: 16-plus, 20-35, 36-50, 50-plus'],
      [{ targetAudiences: ['kids'] }, 'Each target audience must be one of: students, professionals, retirees, athletes, shoppers'],
      [{ demographicNotes: 'x'.repeat(1001) }, 'Demographic notes must be at most 1000 characters long'],
      [{ audiencePerHour: 100_001 }, 'Audience per hour must be a whole number from 0 to 100,000'],
      [{ audiencePerHour: 2.5 }, 'Audience per hour must be a whole number from 0 to 100,000'],
      [{ coordinates: undefined }, 'Coordinates are required; pick an address from the suggestions'],
      [{ coordinates: [33, -112] }, 'Coordinates must be an object like {"lat": 33.4484, "lng": -112.074}'],
      [{ coordinates: { lat: 95, lng: -112 } }, 'Coordinates need a latitude (lat) between -90 and 90'],
      [{ coordinates: { lat: 33.4 } }, 'Coordinates need a longitude (lng) between -180 and 180'],
      [{ timeZone: 'Mars/Olympus' }, 'Time zone must be an IANA time zone name, such as America/Phoenix'],
      [{ timeZone: 'MST' }, 'Time zone must be an IANA time zone name, such as America/Phoenix'],
    ])('refuses %j with "%s" and stores nothing', async (overrides, message) => {
      const { agent } = await signedInAs(t, 'host');
      const res = await agent.post('/api/displays').send(validDisplay(overrides)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message });
      expect((await agent.get('/api/displays').expect(200)).body).toEqual([]);
    });

    it('is for hosts only', async () => {
      await t.agent().post('/api/displays').send(validDisplay()).expect(401);
      const { agent: tenant } = await signedInAs(t, 'tenant');
      await tenant.post('/api/displays').send(validDisplay()).expect(403);
      const { agent: admin } = await signedInAsAdmin(t);
      await admin.post('/api/displays').send(validDisplay()).expect(403);
    });
  });

  describe('GET /api/displays', () => {
    it("lists only the host's own displays, newest first", async () => {
      const { agent: a } = await signedInAs(t, 'host');
      const { agent: b } = await signedInAs(t, 'host');
      const first = (
        await a
          .post('/api/displays')
          .send(validDisplay({ name: 'First' }))
          .expect(201)
      ).body;
      const second = (
        await a
          .post('/api/displays')
          .send(validDisplay({ name: 'Second' }))
          .expect(201)
      ).body;
      await b
        .post('/api/displays')
        .send(validDisplay({ name: 'Not mine' }))
        .expect(201);
      const res = await a.get('/api/displays').expect(200);
      expect(res.body.map((d: { id: number }) => d.id)).toEqual([second.id, first.id]);
    });

    it('is for hosts only', async () => {
      await t.agent().get('/api/displays').expect(401);
      await (await signedInAs(t, 'tenant')).agent.get('/api/displays').expect(403);
      await (await signedInAsAdmin(t)).agent.get('/api/displays').expect(403);
    });
  });

  describe('DELETE /api/displays/:id', () => {
    it('soft-deletes an own display: gone from the lists, row kept', async () => {
      const { agent } = await signedInAs(t, 'host');
      const d = (await agent.post('/api/displays').send(validDisplay()).expect(201)).body;
      const res = await agent.delete(`/api/displays/${d.id}`).expect(200);
      expect(res.body).toEqual({ message: 'Display deleted' });
      expect((await agent.get('/api/displays').expect(200)).body).toEqual([]);
      const rows = await t.orm.em.fork().getConnection().execute('select deleted_at from displays where id = ?', [d.id]);
      expect(rows[0].deleted_at).not.toBeNull();
      const again = await agent.delete(`/api/displays/${d.id}`).expect(404);
      expect(again.body).toEqual({ statusCode: 404, message: 'Display not found' });
      const { agent: admin } = await signedInAsAdmin(t);
      await admin.get(`/api/admin/displays/${d.id}`).expect(404);
      await admin.post(`/api/admin/displays/${d.id}/approve`).send({ approved: true }).expect(404);
    });

    it("answers 404 for another host's display and an unknown id, and leaves it alone", async () => {
      const { agent: owner } = await signedInAs(t, 'host');
      const { agent: other } = await signedInAs(t, 'host');
      const d = (await owner.post('/api/displays').send(validDisplay()).expect(201)).body;
      expect((await other.delete(`/api/displays/${d.id}`).expect(404)).body).toEqual({ statusCode: 404, message: 'Display not found' });
      await other.delete('/api/displays/999999').expect(404);
      await other.delete('/api/displays/99999999999').expect(404);
      expect((await other.delete('/api/displays/abc').expect(404)).body.message).toBe('Display not found');
      expect((await owner.get('/api/displays').expect(200)).body).toHaveLength(1);
    });

    it('is for hosts only', async () => {
      await t.agent().delete('/api/displays/1').expect(401);
      await (await signedInAs(t, 'tenant')).agent.delete('/api/displays/1').expect(403);
    });
  });
});
