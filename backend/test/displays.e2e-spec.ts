import { NAVAJO_NATION } from './utils/booking-fixtures';
import { validDisplay } from './utils/display-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

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

    it('ignores approved/status sent by the host', async () => {
      const { agent } = await signedInAs(t, 'host');
      const res = await agent
        .post('/api/displays')
        .send(validDisplay({ approved: true, status: 'approved' }))
        .expect(201);
      expect(res.body).toMatchObject({ approved: false, status: 'pending' });
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
      expect(res.headers['content-range']).toBe('displays 0-1/2');
    });

    it('pages by range, newest first, with the total in Content-Range', async () => {
      const { agent } = await signedInAs(t, 'host');
      const ids: number[] = [];
      for (const name of ['One', 'Two', 'Three'])
        ids.unshift((await agent.post('/api/displays').send(validDisplay({ name })).expect(201)).body.id);
      const page = (range: string) => agent.get('/api/displays').query({ range });
      const first = await page('[0,1]').expect(200);
      expect(first.body.map((d: { id: number }) => d.id)).toEqual(ids.slice(0, 2));
      expect(first.headers['content-range']).toBe('displays 0-1/3');
      const rest = await page('[2,50]').expect(200);
      expect(rest.body.map((d: { id: number }) => d.id)).toEqual(ids.slice(2));
      expect(rest.headers['content-range']).toBe('displays 2-2/3');
      expect((await page('[0]').expect(400)).body).toEqual({ statusCode: 400, message: expect.stringMatching(/^range must be/) });
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
