import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

type Agent = Awaited<ReturnType<typeof signedInAs>>['agent'];

const body = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  streetAddress: '1 E Washington St',
  city: 'Phoenix',
  state: 'AZ',
  zipCode: '85004',
  startTime: '08:00',
  endTime: '20:00',
  pricePerHour: 20,
  locationType: 'indoor',
  coordinates: { lat: 33.4485, lng: -112.0738 },
  ...overrides,
});

describe('display review, tenant catalogue and admin list', () => {
  let t: TestApp;
  let host: Agent;
  let hostUser: { id: number; username: string };
  let tenant: Agent;
  let admin: Agent;
  const create = async (name: string, overrides: Record<string, unknown> = {}, as = host) =>
    (await as.post('/api/displays').send(body(name, overrides)).expect(201)).body as { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    ({ agent: host, user: hostUser } = await signedInAs(t, 'host', 'review-host'));
    ({ agent: tenant } = await signedInAs(t, 'tenant'));
    ({ agent: admin } = await signedInAsAdmin(t));
  });
  afterAll(() => t.close());

  it('approval makes a display visible to tenants and the public; the owner sees approved', async () => {
    const d = await create('Approve me');
    const pending = (await admin.get('/api/admin/displays/pending').expect(200)).body;
    expect(pending.find((p: { id: number }) => p.id === d.id)).toMatchObject({
      status: 'pending',
      approved: false,
      hostId: hostUser.id,
      host: { id: hostUser.id, username: 'review-host' },
    });
    await tenant.get(`/api/tenant/displays/${d.id}`).expect(404);
    expect((await t.agent().get('/api/public/displays').expect(200)).body.map((p: { id: number }) => p.id)).not.toContain(d.id);

    const res = await admin.post(`/api/admin/displays/${d.id}/approve`).send({ approved: true }).expect(200);
    expect(res.body).toMatchObject({
      id: d.id,
      approved: true,
      status: 'approved',
      approvalNotes: null,
      host: { username: 'review-host' },
      reviewedAt: expect.any(String),
    });

    expect((await tenant.get(`/api/tenant/displays/${d.id}`).expect(200)).body).toMatchObject({
      id: d.id,
      approved: true,
      pricePerHour: '20.00',
    });
    expect((await tenant.get('/api/tenant/displays').expect(200)).body.map((p: { id: number }) => p.id)).toContain(d.id);
    expect((await t.agent().get('/api/public/displays').expect(200)).body.map((p: { id: number }) => p.id)).toContain(d.id);
    const own = (await host.get('/api/displays').expect(200)).body.find((p: { id: number }) => p.id === d.id);
    expect(own).toMatchObject({ approved: true, status: 'approved' });
    expect((await admin.get('/api/admin/displays/pending').expect(200)).body.map((p: { id: number }) => p.id)).not.toContain(d.id);
  });

  it('rejection with a note hides it; the owner sees rejected with the note; it leaves the pending list', async () => {
    const d = await create('Reject me');
    const res = await admin.post(`/api/admin/displays/${d.id}/approve`).send({ approved: false, notes: '  Photo is blurry  ' }).expect(200);
    expect(res.body).toMatchObject({ approved: false, status: 'rejected', approvalNotes: 'Photo is blurry' });
    const own = (await host.get('/api/displays').expect(200)).body.find((p: { id: number }) => p.id === d.id);
    expect(own).toMatchObject({ approved: false, status: 'rejected', approvalNotes: 'Photo is blurry' });
    expect((await admin.get('/api/admin/displays/pending').expect(200)).body.map((p: { id: number }) => p.id)).not.toContain(d.id);
    await tenant.get(`/api/tenant/displays/${d.id}`).expect(404);
    expect((await tenant.get('/api/tenant/displays').expect(200)).body.map((p: { id: number }) => p.id)).not.toContain(d.id);
    expect((await t.agent().get('/api/public/displays').expect(200)).body.map((p: { id: number }) => p.id)).not.toContain(d.id);
  });

  it('an approved display can later be rejected, and disappears from the public list at once', async () => {
    const d = await create('Changes mind');
    await admin.post(`/api/admin/displays/${d.id}/approve`).send({ approved: true }).expect(200);
    expect((await t.agent().get('/api/public/displays').expect(200)).body.map((p: { id: number }) => p.id)).toContain(d.id);
    await admin.post(`/api/admin/displays/${d.id}/approve`).send({ approved: false, notes: 'Screen removed' }).expect(200);
    expect((await t.agent().get('/api/public/displays').expect(200)).body.map((p: { id: number }) => p.id)).not.toContain(d.id);
  });

  it('lists pending displays oldest first', async () => {
    const a = await create('Old');
    const b = await create('New');
    const ids = (await admin.get('/api/admin/displays/pending').expect(200)).body.map((p: { id: number }) => p.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
  });

  it.each([
    [{}, 'Approved is required (true to approve, false to reject)'],
    [{ approved: 'yes' }, 'Approved must be true or false'],
    [{ approved: false, notes: 7 }, 'Notes must be text'],
    [{ approved: false, notes: 'x'.repeat(1001) }, 'Notes must be at most 1000 characters long'],
  ])('refuses the review body %j with "%s"', async (payload, message) => {
    const d = await create('Bad review');
    expect((await admin.post(`/api/admin/displays/${d.id}/approve`).send(payload).expect(400)).body).toEqual({ statusCode: 400, message });
  });

  it('answers 404 for unknown displays (review, getOne, tenant)', async () => {
    expect((await admin.post('/api/admin/displays/999999/approve').send({ approved: true }).expect(404)).body).toEqual({
      statusCode: 404,
      message: 'Display not found',
    });
    await admin.get('/api/admin/displays/999999').expect(404);
    await tenant.get('/api/tenant/displays/999999').expect(404);
    expect((await tenant.get('/api/tenant/displays/x1').expect(404)).body.message).toBe('Display not found');
  });

  it('guards every route by role', async () => {
    const visitor = t.agent();
    const checks: [string, string, number, Agent][] = [
      ['get', '/api/admin/displays/pending', 401, visitor],
      ['get', '/api/admin/displays/pending', 403, host],
      ['get', '/api/admin/displays/pending', 403, tenant],
      ['post', '/api/admin/displays/1/approve', 401, visitor],
      ['post', '/api/admin/displays/1/approve', 403, host],
      ['post', '/api/admin/displays/1/approve', 403, tenant],
      ['get', '/api/admin/displays', 401, visitor],
      ['get', '/api/admin/displays', 403, tenant],
      ['get', '/api/admin/displays/1', 403, host],
      ['get', '/api/tenant/displays', 401, visitor],
      ['get', '/api/tenant/displays', 403, host],
      ['get', '/api/tenant/displays', 403, admin],
      ['get', '/api/tenant/displays/1', 401, visitor],
      ['get', '/api/tenant/displays/1', 403, host],
    ];
    for (const [method, url, status, agent] of checks) {
      const req = method === 'get' ? agent.get(url) : agent.post(url).send({ approved: true });
      expect({ method, url, status: (await req).status }).toEqual({ method, url, status });
    }
  });

  describe('GET /api/admin/displays (react-admin list)', () => {
    let other: { id: number };
    let ids: Record<string, number>;
    beforeAll(async () => {
      const { agent: secondHost, user } = await signedInAs(t, 'host', 'list-host');
      other = user;
      ids = {
        alpha: (await create('Alpha Tucson', { city: 'Tucson', pricePerHour: '5.00' }, secondHost)).id,
        beta: (await create('Beta Flagstaff', { city: 'Flagstaff', pricePerHour: '99.99' }, secondHost)).id,
        gamma: (await create('Gamma 100%_sale', { city: 'Tucson', pricePerHour: '50' }, secondHost)).id,
      };
      await admin.post(`/api/admin/displays/${ids.beta}/approve`).send({ approved: true }).expect(200);
    });

    const list = (query: Record<string, unknown>) =>
      admin.get('/api/admin/displays').query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])));

    it('filters by host, sorts, pages and sets Content-Range', async () => {
      const res = await list({ filter: { hostId: other.id }, sort: ['pricePerHour', 'DESC'], range: [0, 1] }).expect(200);
      expect(res.headers['content-range']).toBe('displays 0-1/3');
      expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
      expect(res.body.map((d: { id: number }) => d.id)).toEqual([ids.beta, ids.gamma]);
      expect(res.body[0]).toMatchObject({ host: { id: other.id, username: 'list-host' }, pricePerHour: '99.99' });
      const page2 = await list({ filter: { hostId: other.id }, sort: ['pricePerHour', 'DESC'], range: [2, 3] }).expect(200);
      expect(page2.headers['content-range']).toBe('displays 2-2/3');
      expect(page2.body.map((d: { id: number }) => d.id)).toEqual([ids.alpha]);
    });

    it('filters by status, city (any case), ids and q (name or city, wildcards literal)', async () => {
      const idsOf = async (filter: object) =>
        (await list({ filter, sort: ['id', 'ASC'] }).expect(200)).body.map((d: { id: number }) => d.id);
      expect(await idsOf({ hostId: other.id, status: 'approved' })).toEqual([ids.beta]);
      expect(await idsOf({ city: 'tucson' })).toEqual([ids.alpha, ids.gamma]);
      expect(await idsOf({ q: 'flag' })).toEqual([ids.beta]);
      expect(await idsOf({ q: 'TUCSON', hostId: other.id })).toEqual([ids.alpha, ids.gamma]);
      expect(await idsOf({ q: '%_' })).toEqual([ids.gamma]);
      expect(await idsOf({ id: [ids.alpha, ids.beta] })).toEqual([ids.alpha, ids.beta]);
    });

    it('lists everything not deleted by default, with a total', async () => {
      const res = await admin.get('/api/admin/displays').expect(200);
      expect(res.headers['content-range']).toMatch(/^displays 0-\d+\/\d+$/);
    });

    it('returns one display with its host (getOne)', async () => {
      const res = await admin.get(`/api/admin/displays/${ids.alpha}`).expect(200);
      expect(res.body).toMatchObject({ id: ids.alpha, name: 'Alpha Tucson', host: { username: 'list-host' }, status: 'pending' });
    });

    it.each([
      [{ sort: ['password', 'ASC'] }, /^sort must be/],
      [{ range: [5, 1] }, /^range must be/],
      [{ filter: { status: 'maybe' } }, /^filter status must be one of: pending, approved, rejected$/],
      [{ filter: { hostId: 'x' } }, /^filter hostId must be a positive whole number$/],
      [{ filter: { color: 'red' } }, /^filter may only use: q, status, city, hostId, id \(not color\)$/],
    ])('refuses %j with a clear 400', async (query, message) => {
      const res = await list(query).expect(400);
      expect(res.body.message).toMatch(message);
    });
  });
});
