import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import { DEMO_CREATIVES } from '../src/modules/creatives/demo-creatives.seeder';
import { SeedService } from '../src/seed/seed.service';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

async function upload(agent: TestAgent, name: string, width = 64, height = 36): Promise<{ id: number; name: string }> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .png()
    .toBuffer();
  const res = await agent
    .post('/api/tenant/ad-creatives')
    .send({ name, fileUrl: `data:image/png;base64,${bytes.toString('base64')}`, dimensions: `${width}x${height}` });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const names = (body: Array<{ name: string }>) => body.map((c) => c.name);

describe('ad creative review and admin list', () => {
  let t: TestApp;
  let admin: TestAgent;
  let alice: Awaited<ReturnType<typeof signedInAs>>;
  let bob: Awaited<ReturnType<typeof signedInAs>>;
  const ids: Record<string, number> = {};
  const list = (query: Record<string, string>) => admin.get('/api/admin/ad-creatives').query(query);

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAsAdmin(t)).agent;
    alice = await signedInAs(t, 'tenant', 'alice-ads');
    bob = await signedInAs(t, 'tenant', 'bob-ads');
    for (const [agent, name] of [
      [alice, 'Alpha coffee'],
      [bob, 'Bravo gym'],
      [alice, 'Charlie 100%_off'],
      [bob, 'Delta diner'],
    ] as const) {
      ids[name] = (await upload(agent.agent, name)).id;
    }
  });
  afterAll(() => t.close());

  describe('who may call', () => {
    it.each([
      ['get', '/api/tenant/ad-creatives'],
      ['post', '/api/tenant/ad-creatives'],
      ['get', '/api/admin/ad-creatives'],
      ['get', '/api/admin/ad-creatives/pending'],
      ['get', '/api/admin/ad-creatives/1'],
      ['post', '/api/admin/ad-creatives/1/approve'],
    ] as const)('%s %s: 401 for a visitor', async (method, url) => {
      const visitor = t.agent();
      const res = await visitor[method](url)
        .send(method === 'post' ? {} : undefined)
        .expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Not signed in' });
    });

    it('403 for the wrong role', async () => {
      const host = await signedInAs(t, 'host');
      await host.agent.get('/api/tenant/ad-creatives').expect(403);
      await host.agent.post('/api/tenant/ad-creatives').send({ name: 'x' }).expect(403);
      await admin.get('/api/tenant/ad-creatives').expect(403);
      await alice.agent.get('/api/admin/ad-creatives/pending').expect(403);
      await alice.agent.get('/api/admin/ad-creatives').expect(403);
      const res = await alice.agent.post(`/api/admin/ad-creatives/${ids['Alpha coffee']}/approve`).send({ approved: true }).expect(403);
      expect(res.body.message).toBe('You do not have access to this resource');
    });
  });

  it('lists pending creatives oldest first, with the tenant', async () => {
    const res = await admin.get('/api/admin/ad-creatives/pending').expect(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Alpha coffee', 'Bravo gym', 'Charlie 100%_off', 'Delta diner']);
    expect(res.body[0]).toMatchObject({
      status: 'pending',
      approved: false,
      tenantId: alice.user.id,
      tenant: { id: alice.user.id, username: 'alice-ads' },
      reviewedAt: null,
    });
    expect(res.text).not.toContain('data:');
  });

  it('approves: the creative leaves the pending list, the tenant sees it approved', async () => {
    const res = await admin.post(`/api/admin/ad-creatives/${ids['Alpha coffee']}/approve`).send({ approved: true }).expect(200);
    expect(res.body).toMatchObject({
      id: ids['Alpha coffee'],
      status: 'approved',
      approved: true,
      approvalNotes: null,
      tenant: { username: 'alice-ads' },
      reviewedAt: expect.any(String),
    });
    const pending = (await admin.get('/api/admin/ad-creatives/pending').expect(200)).body.map((c: { id: number }) => c.id);
    expect(pending).not.toContain(ids['Alpha coffee']);
    const mine = (await alice.agent.get(`/api/tenant/ad-creatives/${ids['Alpha coffee']}`).expect(200)).body;
    expect(mine).toMatchObject({ status: 'approved', approved: true });
    // Only its owner may use it (another tenant does not see it), and bob's is still pending.
    await bob.agent.get(`/api/tenant/ad-creatives/${ids['Alpha coffee']}`).expect(404);
    expect((await bob.agent.get(`/api/tenant/ad-creatives/${ids['Bravo gym']}`).expect(200)).body).toMatchObject({
      status: 'pending',
      approved: false,
    });
  });

  it('rejects with a note: the tenant sees status rejected and the note', async () => {
    const res = await admin
      .post(`/api/admin/ad-creatives/${ids['Bravo gym']}/approve`)
      .send({ approved: false, notes: '  Text is too small to read.  ' })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'rejected', approved: false, approvalNotes: 'Text is too small to read.' });
    const mine = (await bob.agent.get('/api/tenant/ad-creatives').expect(200)).body.find((c: { id: number }) => c.id === ids['Bravo gym']);
    expect(mine).toMatchObject({ status: 'rejected', approved: false, approvalNotes: 'Text is too small to read.' });
    const pending = (await admin.get('/api/admin/ad-creatives/pending').expect(200)).body.map((c: { id: number }) => c.id);
    expect(pending).toEqual([ids['Charlie 100%_off'], ids['Delta diner']]);
  });

  it.each([
    ['no approved', {}, 'approved is required'],
    ['approved not a boolean', { approved: 'yes' }, 'approved must be true or false'],
    ['notes not text', { approved: true, notes: 5 }, 'Notes must be text'],
    ['notes over 1000 characters', { approved: true, notes: 'n'.repeat(1001) }, 'Notes must be at most 1000 characters long'],
  ])('refuses a review with %s', async (_label, body, message) => {
    const res = await admin.post(`/api/admin/ad-creatives/${ids['Delta diner']}/approve`).send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });

  it('answers 404 for an unknown creative', async () => {
    expect((await admin.post('/api/admin/ad-creatives/987654/approve').send({ approved: true }).expect(404)).body).toEqual({
      statusCode: 404,
      message: 'Ad creative not found',
    });
    await admin.get('/api/admin/ad-creatives/987654').expect(404);
    await admin.get('/api/admin/ad-creatives/abc').expect(404);
  });

  it('shows one creative with its tenant', async () => {
    const res = await admin.get(`/api/admin/ad-creatives/${ids['Delta diner']}`).expect(200);
    expect(res.body).toMatchObject({
      id: ids['Delta diner'],
      name: 'Delta diner',
      tenantId: bob.user.id,
      tenant: { username: 'bob-ads' },
      fileUrl: expect.stringMatching(/^\/api\/files\//),
    });
  });

  describe('GET /api/admin/ad-creatives (react-admin list)', () => {
    it('pages with Content-Range, sorted by id by default', async () => {
      const res = await list({ range: '[1,2]' }).expect(200);
      expect(names(res.body)).toEqual(['Bravo gym', 'Charlie 100%_off']);
      expect(res.headers['content-range']).toBe('ad-creatives 1-2/4');
      expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
    });

    it('sorts by name descending', async () => {
      const res = await list({ sort: '["name","DESC"]' }).expect(200);
      expect(names(res.body)).toEqual(['Delta diner', 'Charlie 100%_off', 'Bravo gym', 'Alpha coffee']);
      expect(res.headers['content-range']).toBe('ad-creatives 0-3/4');
    });

    it('filters by status, tenant, name and ids', async () => {
      expect(names((await list({ filter: '{"status":"pending"}' }).expect(200)).body)).toEqual(['Charlie 100%_off', 'Delta diner']);
      expect(names((await list({ filter: '{"status":["approved","rejected"]}' }).expect(200)).body)).toEqual(['Alpha coffee', 'Bravo gym']);
      const alices = await list({ filter: JSON.stringify({ tenantId: alice.user.id }), sort: '["tenantId","ASC"]' }).expect(200);
      expect(names(alices.body)).toEqual(['Alpha coffee', 'Charlie 100%_off']);
      expect(alices.headers['content-range']).toBe('ad-creatives 0-1/2');
      expect(names((await list({ filter: '{"q":"GYM"}' }).expect(200)).body)).toEqual(['Bravo gym']);
      expect(names((await list({ filter: '{"q":"%_"}' }).expect(200)).body)).toEqual(['Charlie 100%_off']);
      expect(names((await list({ filter: JSON.stringify({ id: [ids['Delta diner'], ids['Alpha coffee']] }) }).expect(200)).body)).toEqual([
        'Alpha coffee',
        'Delta diner',
      ]);
      const none = await list({ filter: '{"q":"nothing like this"}' }).expect(200);
      expect(none.body).toEqual([]);
      expect(none.headers['content-range']).toBe('ad-creatives 0-0/0');
    });

    it.each([
      [{ sort: '["passwordHash","ASC"]' }, /^sort must be/],
      [{ range: '[3,1]' }, /^range must be/],
      [{ filter: '{"status":"lost"}' }, /^filter.status must be one of/],
      [{ filter: '{"tenantId":"x"}' }, /^filter.tenantId must be/],
      [{ filter: '{"owner":1}' }, /^Unknown filter owner/],
    ])('refuses %j with a 400', async (query, message) => {
      const res = await list(query as Record<string, string>).expect(400);
      expect(res.body.message).toMatch(message);
    });
  });
});

describe('demo creatives', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // How long the seed takes is a benchmark figure (npm run bench:creatives), not a timed test.
  it('seeds the demo tenant with real images in ad sizes', async () => {
    expect(await t.app.get(SeedService).seed(true)).toEqual({ demoLoaded: true });
    const rows: Array<{ name: string; dimensions: string; status: string }> = await t.orm.em
      .fork()
      .getConnection()
      .execute(
        `select c.name, c.dimensions, c.status, c.byte_size from ad_creatives c join users u on u.id = c.owner_id where u.username = 'demo-tenant' order by c.id`,
      );
    expect(rows.map((r) => r.name)).toEqual(DEMO_CREATIVES.map((d) => d.name));
    expect(rows.map((r) => r.dimensions)).toEqual(DEMO_CREATIVES.map((d) => `${d.width}x${d.height}`));
    expect(rows.filter((r) => r.status === 'approved').length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((r) => r.status === 'pending')).toBe(true);
  });
});
