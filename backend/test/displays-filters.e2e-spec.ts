import type TestAgent from 'supertest/lib/agent';
import { PublicDisplaysService } from '../src/modules/displays/public-displays.service';
import { FILTER_DISPLAYS, insertFilterDisplay } from './fixtures/filter-displays';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs } from './utils/test-app';

// docs/product-rules.md §10.6: search and filters of the public list and the tenant's list.
describe('search and filters of the display lists', () => {
  let t: TestApp;
  let tenant: TestAgent;

  /** The names the public list and the tenant's list answer for one query string (both must agree). */
  const names = async (query: string) => {
    const pub = await t.agent().get(`/api/public/displays?${query}`).expect(200);
    const ten = await tenant.get(`/api/tenant/displays?${query}`).expect(200);
    const pubNames = pub.body.map((d: { name: string }) => d.name);
    // The tenant's list also has approved displays off the public map.
    const offMap = ['Denver Gym', 'No map'];
    expect(ten.body.map((d: { name: string }) => d.name).filter((n: string) => !offMap.includes(n))).toEqual(pubNames);
    return pubNames;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const host = await signedInAs(t, 'host', 'filter-host');
    ({ agent: tenant } = await signedInAs(t, 'tenant', 'filter-tenant'));
    const h = host.user.id;
    for (const row of FILTER_DISPLAYS) await insertFilterDisplay(t, h, row); // in order: the lists answer by id
    t.app.get(PublicDisplaysService).invalidate(); // the rows above bypassed the service
  });
  afterAll(() => t.close());

  it('without parameters lists every public display, as before', async () => {
    expect(await names('')).toEqual(['Mill Avenue Gym', 'Cañon Café Board', 'Downtown Tower Lobby', 'Light Rail Wrap', 'Old Town Walkway']);
  });

  it('q: every word in the name, street or city, any case, any accents', async () => {
    expect(await names('q=gym')).toEqual(['Mill Avenue Gym']); // the pending and the Denver gyms are not public
    expect(await names('q=MILL%20ave')).toEqual(['Mill Avenue Gym']);
    expect(await names('q=canon%20cafe')).toEqual(['Cañon Café Board']);
    expect(await names('q=main%20st')).toEqual(['Cañon Café Board', 'Old Town Walkway']);
    expect(await names('q=phoenix')).toEqual(['Downtown Tower Lobby', 'Light Rail Wrap']);
    expect(await names('q=tempe%20mesa')).toEqual([]); // both words must appear
    expect(await names('q=%20%20')).toHaveLength(5); // blank is no search
  });

  it('city: exact, any case; repeated means any of them', async () => {
    expect(await names('city=PHOENIX')).toEqual(['Downtown Tower Lobby', 'Light Rail Wrap']);
    expect(await names('city=Tempe&city=mesa')).toEqual(['Mill Avenue Gym', 'Cañon Café Board']);
    expect(await names('city=Temp')).toEqual([]);
  });

  it('locationType, audience and ageRange: any of the values given', async () => {
    expect(await names('locationType=walkway&locationType=elevator')).toEqual(['Downtown Tower Lobby', 'Old Town Walkway']);
    expect(await names('audience=students')).toEqual(['Mill Avenue Gym', 'Light Rail Wrap']);
    expect(await names('audience=retirees&audience=shoppers')).toEqual(['Cañon Café Board', 'Old Town Walkway']);
    expect(await names('ageRange=36-50')).toEqual(['Cañon Café Board', 'Downtown Tower Lobby']);
  });

  it('minPrice and maxPrice: inclusive, in dollars', async () => {
    expect(await names('minPrice=12.50&maxPrice=40')).toEqual(['Mill Avenue Gym', 'Downtown Tower Lobby', 'Light Rail Wrap']);
    expect(await names('maxPrice=9.99')).toEqual(['Cañon Café Board']);
    expect(await names('minPrice=100000')).toEqual(['Old Town Walkway']);
    expect(await names('minPrice=&maxPrice=')).toHaveLength(5); // empty is no bound
  });

  it('mobile: true for mobile displays only, false for fixed ones only', async () => {
    expect(await names('mobile=true')).toEqual(['Light Rail Wrap']);
    expect(await names('mobile=false')).toEqual(['Mill Avenue Gym', 'Cañon Café Board', 'Downtown Tower Lobby', 'Old Town Walkway']);
  });

  it('minAudiencePerHour: at least that many people per hour; an undeclared audience never matches', async () => {
    expect(await names('minAudiencePerHour=100')).toEqual(['Mill Avenue Gym', 'Downtown Tower Lobby']);
    expect(await names('minAudiencePerHour=300')).toEqual(['Downtown Tower Lobby']);
    expect(await names('minAudiencePerHour=301')).toEqual([]);
    // 0 keeps every display that declares an audience, 0 included, and leaves out the undeclared Light Rail Wrap.
    expect(await names('minAudiencePerHour=0')).toEqual([
      'Mill Avenue Gym',
      'Cañon Café Board',
      'Downtown Tower Lobby',
      'Old Town Walkway',
    ]);
    expect(await names('minAudiencePerHour=')).toHaveLength(5); // empty is no bound
    expect(await names('minAudiencePerHour=40&city=mesa&city=tempe')).toEqual(['Mill Avenue Gym', 'Cañon Café Board']);
  });

  it('combined: every part must match', async () => {
    expect(await names('city=phoenix&audience=professionals&mobile=false')).toEqual(['Downtown Tower Lobby']);
    expect(await names('q=phoenix&maxPrice=30&ageRange=16-plus&locationType=outdoor')).toEqual(['Light Rail Wrap']);
    expect(await names('audience=students&ageRange=50-plus')).toEqual([]);
  });

  it.each([
    ['locationType=garage', 'locationType must be one of: outdoor, indoor, elevator, walkway, communal'],
    ['audience=children', 'audience must be one of: students, professionals, retirees, athletes, shoppers'],
    ['ageRange=20-30', 'ageRange must be one of: 16-plus, 20-35, 36-50, 50-plus'],
    ['minPrice=cheap', 'minPrice must be a price in dollars, such as 12.50'],
    ['maxPrice=-5', 'maxPrice cannot be negative'],
    ['minPrice=1.234', 'minPrice can have at most 2 decimal places'],
    ['maxPrice=100000.01', 'maxPrice must be at most 100000.00'],
    ['minPrice=30&maxPrice=20', 'minPrice must not be more than maxPrice'],
    ['mobile=yes', 'mobile must be true or false'],
    ['minAudiencePerHour=-1', 'minAudiencePerHour must be a whole number from 0 to 100,000'],
    ['minAudiencePerHour=1.5', 'minAudiencePerHour must be a whole number from 0 to 100,000'],
    ['minAudiencePerHour=lots', 'minAudiencePerHour must be a whole number from 0 to 100,000'],
    ['minAudiencePerHour=100001', 'minAudiencePerHour must be a whole number from 0 to 100,000'],
    ['minAudiencePerHour=1&minAudiencePerHour=2', 'minAudiencePerHour must be a whole number from 0 to 100,000'],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters long'],
    ['q=a&q=b', 'q must be given once, as text'],
    [`city=${'x'.repeat(101)}`, 'city must be text of at most 100 characters'],
    [Array.from({ length: 21 }, (_, i) => `city=c${i}`).join('&'), 'city can be given at most 20 times'],
  ])('%s → 400 with a clear message', async (query, message) => {
    for (const agent of [t.agent(), tenant]) {
      const path = agent === tenant ? '/api/tenant/displays' : '/api/public/displays';
      const res = await agent.get(`${path}?${query}`).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    }
  });

  it('a filtered answer is cacheable, has its own ETag and comes gzip-compressed', async () => {
    const all = await t.agent().get('/api/public/displays').set('Accept-Encoding', 'gzip').expect(200);
    const res = await t.agent().get('/api/public/displays?city=Tempe').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).not.toBe(all.headers.etag);
    await t
      .agent()
      .get('/api/public/displays?city=tempe')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', res.headers.etag)
      .expect(304);
    expect(res.body.map((d: { name: string }) => d.name)).toEqual(['Mill Avenue Gym']); // supertest unzipped it
  });

  it('GET /api/public/displays/cities: the public cities A to Z, each once whatever its case', async () => {
    const res = await t.agent().get('/api/public/displays/cities').expect(200);
    expect(res.body).toEqual(['Mesa', 'phoenix', 'Scottsdale', 'Tempe']);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
  });

  it('the tenant list filters the displays a tenant may book, also those not on the public map', async () => {
    await insertFilterDisplay(t, (await signedInAs(t, 'host', 'filter-host-2')).user.id, { name: 'No map', city: 'Tempe', lat: 10 });
    const res = await tenant.get('/api/tenant/displays?city=tempe').expect(200);
    expect(res.body.map((d: { name: string }) => d.name)).toEqual(['Mill Avenue Gym', 'No map']);
  });
});
