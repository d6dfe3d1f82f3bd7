import { OfflineGeocoder } from '../src/modules/geocoding/providers/offline.geocoder';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

describe('GET /api/geocode/search (offline gazetteer)', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signedInAs>>['agent'];
  beforeAll(async () => {
    t = await createTestApp();
    ({ agent: host } = await signedInAs(t, 'host'));
  });
  afterAll(() => t.close());
  const search = (q: string) => host.get('/api/geocode/search').query({ q });

  it('finds a full address with its ZIP coordinates', async () => {
    const res = await search('1 E Washington St, Phoenix, AZ 85004').expect(200);
    expect(res.body[0]).toEqual({
      formattedAddress: '1 E Washington St, Phoenix, AZ 85004',
      streetNumber: '1',
      streetName: 'E Washington St',
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '85004',
      coordinates: { lat: 33.4557, lng: -112.0686 },
      approximate: true, // the ZIP's centre: the host places the exact spot on the map
    });
  });

  it('finds a street and city without commas or state, in Arizona', async () => {
    const res = await search('Mill Ave Tempe').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(1);
    expect(res.body.length).toBeLessThanOrEqual(5);
    const [first] = res.body;
    expect(first).toMatchObject({
      streetNumber: '',
      streetName: 'Mill Ave',
      city: 'Tempe',
      state: 'AZ',
      formattedAddress: `Mill Ave, Tempe, AZ ${first.zipCode}`,
    });
    expect(first.zipCode).toMatch(/^852(8\d)$/); // a Tempe ZIP
    expect(first.coordinates.lat).toBeCloseTo(33.4, 0);
    expect(first.coordinates.lng).toBeCloseTo(-111.93, 0);
  });

  it.each([
    ['85004', { city: 'Phoenix', state: 'AZ', zipCode: '85004', streetName: '' }],
    ['Flagstaff, AZ', { city: 'Flagstaff', state: 'AZ' }],
    ['123 Main St Mesa AZ', { streetNumber: '123', streetName: 'Main St', city: 'Mesa', state: 'AZ' }],
    [
      '2000 E Rio Salado Pkwy, Tempe, Arizona 85281',
      { streetNumber: '2000', streetName: 'E Rio Salado Pkwy', city: 'Tempe', zipCode: '85281' },
    ],
    ['260 S Church Ave, Tucson', { streetNumber: '260', streetName: 'S Church Ave', city: 'Tucson', state: 'AZ' }],
    ['7014 E Camelback Rd Scottsdale az', { streetName: 'E Camelback Rd', city: 'Scottsdale', state: 'AZ' }],
    ['1 Cardinals Dr, Glendale, AZ, USA', { city: 'Glendale', state: 'AZ' }],
    ['Mill Ave Temp', { streetName: 'Mill Ave', city: 'Tempe', state: 'AZ' }],
    ['10 Palm Ct Tucson', { streetNumber: '10', streetName: 'Palm Ct', city: 'Tucson', state: 'AZ' }],
  ])('understands %j', async (q, expected) => {
    const res = await search(q).expect(200);
    expect(res.body[0]).toMatchObject(expected);
  });

  it('offers only places in Arizona, the service area (docs/product-rules.md §10.5)', async () => {
    const phoenix = (await search('Phoenix').expect(200)).body;
    expect(phoenix).toHaveLength(1); // an Arizona place hides same-named places elsewhere
    expect(phoenix[0]).toMatchObject({ city: 'Phoenix', state: 'AZ' });
    expect((await search('Portland').expect(200)).body).toEqual([]); // Oregon, Maine, …: none in Arizona
    expect((await search('Main St, Phoenix, OR').expect(200)).body).toEqual([]);
    expect((await search('Window Rock').expect(200)).body[0]).toMatchObject({ city: 'Window Rock', state: 'AZ', zipCode: '86515' });
  });

  it('reads other states when asked to (a configured service area elsewhere)', async () => {
    const oregon = await new OfflineGeocoder().search('Main St, Phoenix, OR');
    expect(oregon).toEqual([expect.objectContaining({ city: 'Phoenix', state: 'OR', streetName: 'Main St', approximate: true })]);
    expect((await new OfflineGeocoder(undefined, 'OR').search('Portland')).map((p) => p.state)).toEqual(['OR']);
  });

  it('returns [] for short queries and for text it cannot place', async () => {
    for (const q of ['', '  ', 'ab', ' a b ']) expect((await search(q).expect(200)).body).toEqual([]);
    expect((await host.get('/api/geocode/search').expect(200)).body).toEqual([]);
    expect((await search('zzzzqqq').expect(200)).body).toEqual([]);
    expect((await search('99999').expect(200)).body).toEqual([]);
    expect((await search('1 E Washington').expect(200)).body).toEqual([]); // a street still being typed, not Washington DC
  });

  it('refuses a query that is too long or repeated', async () => {
    expect((await search('x'.repeat(201)).expect(400)).body).toEqual({
      statusCode: 400,
      message: 'Search text must be at most 200 characters long',
    });
    expect((await host.get('/api/geocode/search?q=abc&q=def').expect(400)).body.message).toBe('Search text must be text');
  });

  it('is for hosts only', async () => {
    await t.agent().get('/api/geocode/search?q=Phoenix').expect(401);
    await (await signedInAs(t, 'tenant')).agent.get('/api/geocode/search?q=Phoenix').expect(403);
    await (await signedInAsAdmin(t)).agent.get('/api/geocode/search?q=Phoenix').expect(403);
  });

  it('answers quickly once loaded', async () => {
    const geocoder = new OfflineGeocoder();
    await geocoder.search('Tempe');
    const started = Date.now();
    for (let i = 0; i < 100; i++) await geocoder.search(`${i} N Central Ave, Phoenix, AZ`);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
