import * as http from 'http';
import type { AddressInfo } from 'net';
import { performance } from 'perf_hooks';
import { loadConfig } from '../src/config/config';
import { ConfigError } from '../src/config/validate-env';
import { toSuggestion } from '../src/modules/geocoding/providers/nominatim.geocoder';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs } from './utils/test-app';

const UNAVAILABLE = { statusCode: 502, message: 'Address search is unavailable right now. Please try again.' };

const RESULTS = [
  {
    lat: '33.4484367',
    lon: '-112.0737',
    display_name: '1, East Washington Street, Downtown, Phoenix, Maricopa County, Arizona, 85004, United States',
    address: {
      house_number: '1',
      road: 'East Washington Street',
      city: 'Phoenix',
      state: 'Arizona',
      'ISO3166-2-lvl4': 'US-AZ',
      postcode: '85004',
      country_code: 'us',
    },
  },
  { lat: 'not-a-number', lon: '-112', display_name: 'broken', address: {} },
  {
    lat: '35.1983',
    lon: '-111.6513',
    display_name: 'Flagstaff, Coconino County, Arizona, United States',
    address: { town: 'Flagstaff', state: 'Arizona', postcode: '86001-1234' },
  },
  {
    lat: '39.7817',
    lon: '-89.6501',
    display_name: '742, Evergreen Terrace, Springfield, Illinois, 62701, United States',
    address: { house_number: '742', road: 'Evergreen Terrace', city: 'Springfield', state: 'Illinois', postcode: '62701' },
  },
];

interface Seen {
  at: number;
  query: URLSearchParams;
  path: string;
  userAgent?: string;
}

describe('Nominatim provider (against a local stub server)', () => {
  let t: TestApp;
  let server: http.Server;
  let host: Awaited<ReturnType<typeof signedInAs>>['agent'];
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const q = url.searchParams.get('q') ?? '';
      seen.push({ at: performance.now(), query: url.searchParams, path: url.pathname, userAgent: req.headers['user-agent'] });
      if (q.startsWith('fail')) return void res.writeHead(500).end('boom');
      if (q.startsWith('garbage')) return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      if (q.startsWith('slow')) return void setTimeout(() => res.writeHead(200).end('[]'), 2_000).unref();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(RESULTS));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      GEOCODER: 'nominatim',
      GEOCODER_URL: `http://127.0.0.1:${port}/`,
      GEOCODER_TIMEOUT_MS: '300',
      GEOCODER_USER_AGENT: 'ScreenSpace-test/1.0',
    });
    ({ agent: host } = await signedInAs(t, 'host'));
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const search = (q: string) => host.get('/api/geocode/search').query({ q });

  it('maps the results to suggestions and identifies itself', async () => {
    const res = await search('1 E Washington St Phoenix').expect(200);
    expect(res.body).toEqual([
      {
        formattedAddress: '1 East Washington Street, Phoenix, AZ 85004',
        streetNumber: '1',
        streetName: 'East Washington Street',
        city: 'Phoenix',
        state: 'AZ',
        zipCode: '85004',
        coordinates: { lat: 33.4484367, lng: -112.0737 },
        approximate: false,
      },
      {
        formattedAddress: 'Flagstaff, AZ 86001',
        streetNumber: '',
        streetName: '',
        city: 'Flagstaff',
        state: 'AZ',
        zipCode: '86001',
        coordinates: { lat: 35.1983, lng: -111.6513 },
        approximate: true, // a place's centre
      },
      // Springfield, Illinois is outside the service area: left out.
    ]);
    const request = seen[seen.length - 1];
    expect(request.path).toBe('/search');
    expect(request.userAgent).toBe('ScreenSpace-test/1.0');
    expect(Object.fromEntries(request.query)).toMatchObject({
      q: '1 E Washington St Phoenix',
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'us',
      limit: '5',
      viewbox: '-114.8183,37.0043,-109.0452,31.3322', // the service area's box, results only inside it
      bounded: '1',
    });
  });

  it('answers a repeated search from its cache without a second request', async () => {
    const before = seen.length;
    await search('1 E Washington St Phoenix').expect(200);
    await search('  1 e washington st   PHOENIX ').expect(200);
    expect(seen.length).toBe(before);
  });

  it('sends no request for a query under 3 characters', async () => {
    const before = seen.length;
    expect((await search('ab').expect(200)).body).toEqual([]);
    expect(seen.length).toBe(before);
  });

  it('starts at most one request per second, even when searches arrive together', async () => {
    const before = seen.length;
    const answers = await Promise.all(['Mill Ave Tempe', 'Main St Mesa', 'Congress St Tucson'].map((q) => search(q)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const times = seen.slice(before).map((s) => s.at);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(990);
  });

  it('turns a provider error, a bad body and a timeout into 502, and caches no failure', async () => {
    expect((await search('fail street').expect(502)).body).toEqual(UNAVAILABLE);
    const before = seen.length;
    expect((await search('fail street').expect(502)).body).toEqual(UNAVAILABLE);
    expect(seen.length).toBe(before + 1);
    expect((await search('garbage street').expect(502)).body).toEqual(UNAVAILABLE);
    const started = Date.now();
    expect((await search('slow street').expect(502)).body).toEqual(UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(1_900); // waited for its turn (<= 1 s) and the 300 ms timeout, not the 2 s answer
  });
});

describe('Nominatim result mapping and geocoder configuration', () => {
  it('reads the state from the ISO code or the name, and skips results without coordinates', () => {
    expect(toSuggestion({ lat: '1', lon: '2', address: { state: 'New Mexico', village: 'Taos' } })).toMatchObject({
      state: 'NM',
      city: 'Taos',
    });
    expect(toSuggestion({ lat: '1', lon: '2', display_name: 'Somewhere', address: {} })).toMatchObject({ formattedAddress: 'Somewhere' });
    expect(toSuggestion({ lon: '2' })).toBeNull();
  });

  it('defaults to the offline provider and the public Nominatim URL', () => {
    expect(loadConfig({ ADMIN_ACCESS_CODE: 'x'.repeat(8), JWT_SECRET: 'x'.repeat(32) }).geocoder).toMatchObject({
      provider: 'offline',
      url: 'https://nominatim.openstreetmap.org',
    });
  });

  it.each([
    [{ GEOCODER: 'google' }, 'GEOCODER: must be offline or nominatim'],
    [{ GEOCODER_URL: 'not a url' }, 'GEOCODER_URL: must be an http(s) URL'],
    [{ GEOCODER_URL: 'ftp://example.com' }, 'GEOCODER_URL: must be an http(s) URL'],
  ])('refuses %j at start', (env, message) => {
    expect(() => loadConfig({ ADMIN_ACCESS_CODE: 'x'.repeat(8), JWT_SECRET: 'x'.repeat(32), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_ACCESS_CODE: 'x'.repeat(8), JWT_SECRET: 'x'.repeat(32), ...env })).toThrow(message);
  });
});
