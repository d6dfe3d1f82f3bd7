import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay, displayBody } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const OUTSIDE = { statusCode: 400, message: 'Displays must be located in Arizona' };
const ILLINOIS = { streetAddress: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', zipCode: '62701' };

/** Displays are in the service area, Arizona by default (docs/product-rules.md §10.4, §10.5). */
describe('service area', () => {
  let t: TestApp;
  let host: TestAgent;
  let admin: TestAgent;
  const displayCount = async () => Number((await t.orm.em.fork().getConnection().execute('select count(*)::int as n from displays'))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    host = (await signedInAs(t, 'host', 'area-host')).agent;
    admin = (await signedInAsAdmin(t)).agent;
  });
  afterAll(() => t.close());

  it('refuses to create a display outside Arizona: another state, or coordinates outside the box', async () => {
    const before = await displayCount();
    for (const overrides of [
      { ...ILLINOIS, coordinates: { lat: 39.7817, lng: -89.6501 } },
      { coordinates: { lat: 39.7392, lng: -104.9903 } }, // "AZ" with Denver's coordinates
      { state: 'NM' }, // Arizona's coordinates, another state
      { coordinates: { lat: 31.3321, lng: -112.074 } }, // just south of the box
    ]) {
      expect((await host.post('/api/displays').send(displayBody('Far away', overrides)).expect(400)).body).toEqual(OUTSIDE);
    }
    expect(await displayCount()).toBe(before);
    // The box's edges are inside.
    await host
      .post('/api/displays')
      .send(displayBody('Four Corners', { coordinates: { lat: 37.0043, lng: -109.0452 } }))
      .expect(201);
  });

  it('refuses an edit that would move a display outside Arizona, and keeps it as it was', async () => {
    const d = await approvedDisplay(host, admin, 'Local screen');
    for (const body of [
      { state: 'IL' },
      { ...ILLINOIS, coordinates: { lat: 39.7817, lng: -89.6501 } },
      { coordinates: { lat: 40, lng: -112 } },
    ]) {
      expect(
        (
          await host
            .patch(`/api/displays/${d.id}`)
            .send({ ...body, pricePerHour: '99.00' })
            .expect(400)
        ).body,
      ).toEqual(OUTSIDE);
    }
    const after = (await host.get('/api/displays').expect(200)).body.find((x: { id: number }) => x.id === d.id);
    expect(after).toMatchObject({ state: 'AZ', city: 'Phoenix', pricePerHour: '20.00' });
    expect(after.pendingChange).toBeUndefined();
    expect((await admin.get('/api/admin/display-changes').expect(200)).body).toEqual([]);
  });

  it('offers only addresses inside Arizona, each marked approximate (a ZIP or place centre)', async () => {
    const search = async (q: string) => (await host.get('/api/geocode/search').query({ q }).expect(200)).body;
    expect(await search('742 Evergreen Terrace, Springfield')).toEqual([]);
    expect(await search('742 Evergreen Terrace, Springfield, IL 62701')).toEqual([]);
    expect(await search('Main St, Phoenix, OR')).toEqual([]);
    const [found] = await search('1 E Washington St, Phoenix, AZ 85004');
    expect(found).toMatchObject({ city: 'Phoenix', state: 'AZ', approximate: true });
  });
});

describe('service area from SERVICE_AREA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SERVICE_AREA: 'New Mexico (NM): 31.3322,-109.0502,37.0003,-103.0020' });
  });
  afterAll(() => t.close());

  it('takes the configured state and box for displays, the public map and address search', async () => {
    const host = (await signedInAs(t, 'host')).agent;
    const admin = (await signedInAsAdmin(t)).agent;
    const phoenix = await host.post('/api/displays').send(displayBody('Phoenix screen')).expect(400);
    expect(phoenix.body.message).toBe('Displays must be located in New Mexico');
    const santaFe = { streetAddress: '100 Old Santa Fe Trail', city: 'Santa Fe', state: 'NM', zipCode: '87501' };
    const created = await host
      .post('/api/displays')
      .send(displayBody('Plaza screen', { ...santaFe, coordinates: { lat: 35.687, lng: -105.9378 } }))
      .expect(201);
    await admin.post(`/api/admin/displays/${created.body.id}/approve`).send({ approved: true }).expect(200);
    expect((await t.agent().get('/api/public/displays').expect(200)).body.map((d: { name: string }) => d.name)).toEqual(['Plaza screen']);
    const search = async (q: string) => (await host.get('/api/geocode/search').query({ q }).expect(200)).body;
    expect(await search('Phoenix, AZ')).toEqual([]);
    expect((await search('Santa Fe'))[0]).toMatchObject({ city: 'Santa Fe', state: 'NM' });
  });
});
