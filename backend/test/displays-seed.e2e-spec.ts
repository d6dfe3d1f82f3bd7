import { ARIZONA, inServiceArea } from '../src/common/service-area/service-area';
import { SeedService } from '../src/seed/seed.service';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

describe('demo displays', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds an empty database with approved displays across Arizona, owned by the demo hosts', async () => {
    expect(await t.app.get(SeedService).seed(true)).toEqual({ demoLoaded: true });
    const db = t.orm.em.fork().getConnection();
    const rows: {
      status: string;
      city: string;
      state: string;
      latitude: number;
      longitude: number;
      username: string;
      is_mobile: boolean;
      location_type: string;
    }[] = await db.execute(
      `select d.status, d.city, d.state, d.latitude, d.longitude, d.is_mobile, d.location_type, u.username from displays d join users u on u.id = d.host_id`,
    );
    const approved = rows.filter((r) => r.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(15);
    expect(new Set(approved.map((r) => r.city)).size).toBeGreaterThanOrEqual(6);
    // Inside the service area (docs/product-rules.md §10.4), as a host's own display must be.
    expect(rows.filter((r) => !inServiceArea(ARIZONA, { state: r.state, lat: r.latitude, lng: r.longitude }))).toEqual([]);
    expect(rows.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(rows.filter((r) => r.username === 'demo-host').length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.username)).size).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => r.is_mobile)).toBe(true);
    expect(new Set(rows.map((r) => r.location_type)).size).toBe(5);

    // What the product shows from it, and the demo host can sign in.
    const publicList = (await t.agent().get('/api/public/displays').expect(200)).body;
    expect(publicList).toHaveLength(approved.length);
    const host = t.agent();
    await host.post('/api/login').send({ username: 'demo-host', password: 'demo-host-pass' }).expect(200);
    expect((await host.get('/api/displays').expect(200)).body.length).toBeGreaterThanOrEqual(3);
    await t.agent().post('/api/login').send({ username: 'sonoran-screens', password: 'sonoran-screens-pass' }).expect(200);
  });

  it('never seeds into a database that already has accounts', async () => {
    const before = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from displays');
    expect(await t.app.get(SeedService).seed(true)).toEqual({ demoLoaded: false });
    const after = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from displays');
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('DEMO_DATA=false', () => {
  it('creates only the admin account on an empty database', async () => {
    const t = await createTestApp();
    try {
      expect(await t.app.get(SeedService).seed(false)).toEqual({ demoLoaded: false });
      const conn = t.orm.em.fork().getConnection();
      expect(await conn.execute(`select username, role from users`)).toEqual([{ username: 'admin', role: 'admin' }]);
      expect((await conn.execute('select count(*)::int as n from displays'))[0].n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
