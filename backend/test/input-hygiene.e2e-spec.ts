import * as http from 'http';
import type { AddressInfo } from 'net';
import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay, displayBody, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

/** Defects found by probing (issue: hardening): each answer must be a 4xx {statusCode, message}, never a 500. */
describe('input the rules were not written for', () => {
  let t: TestApp;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  const tables = async () =>
    (
      await t.orm.em
        .fork()
        .getConnection()
        .execute(
          `select (select count(*) from users)::int u, (select count(*) from displays)::int d, (select count(*) from ad_creatives)::int c, (select count(*) from stored_files)::int f, (select count(*) from bookings)::int b`,
        )
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'hygiene-host');
  });
  afterAll(() => t.close());

  it('refuses NUL characters anywhere with 400, signed in or not, and stores nothing', async () => {
    const before = await tables();
    const tenant = await tenantWithCreative(t, admin);
    const d = await approvedDisplay(host.agent, admin, 'Clean screen');
    const after = await tables();
    const calls: [string, () => Promise<{ status: number; body: unknown }>][] = [
      ['login', () => t.agent().post('/api/login').send({ username: 'a\u0000b', password: 'x' })],
      ['register', () => t.agent().post('/api/register').send({ username: 'ok-name', password: 'pass\u0000word', role: 'tenant' })],
      ['display name', () => host.agent.post('/api/displays').send(displayBody('Bad\u0000name'))],
      [
        'creative name',
        () =>
          tenant.agent.post('/api/tenant/ad-creatives').send({ name: 'x\u0000', fileUrl: 'data:image/png;base64,AAAA', dimensions: '1x1' }),
      ],
      ['review note', () => admin.post(`/api/admin/displays/${d.id}/approve`).send({ approved: false, notes: 'no\u0000' })],
      ['a key', () => host.agent.post('/api/displays').send({ ...displayBody('Key'), 'x\u0000': 1 })],
      ['admin filter', () => admin.get(`/api/admin/displays?filter=${encodeURIComponent(JSON.stringify({ q: '\u0000' }))}`)],
      ['path', () => admin.get('/api/admin/displays/1%00')],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect([name, res.status, res.body]).toEqual([
        name,
        400,
        { statusCode: 400, message: 'Text must not contain NUL characters (\\u0000)' },
      ]);
    }
    expect(await tables()).toEqual(after);
    expect(after.u).toBe(before.u + 1);
  });

  it('refuses deeply nested bodies with 400 before validation, public routes included', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    for (const path of ['/api/login', '/api/register', '/api/displays/authenticate']) {
      const res = await t.agent().post(path).set('content-type', 'application/json').send(`{"username":${deep},"displayId":${deep}}`);
      expect([path, res.status, res.body]).toEqual([
        path,
        400,
        { statusCode: 400, message: 'Request body is nested too deeply (at most 32 levels)' },
      ]);
    }
    const fine = await t
      .agent()
      .post('/api/login')
      .send({ username: [[[['x']]]], password: 'y' });
    expect(fine.status).toBe(400);
    expect(fine.body.message).not.toMatch(/nested/);
  });

  it('refuses list ranges that are not two safe whole numbers', async () => {
    for (const resource of ['displays', 'ad-creatives', 'booking-groups']) {
      for (const range of ['[1e20,1e20]', '[1e21,1e21]', '[-1,5]', '[0.5,2]', '[5,1]', '["0","9"]']) {
        const res = await admin.get(`/api/admin/${resource}?range=${encodeURIComponent(range)}`);
        expect([resource, range, res.status]).toEqual([resource, range, 400]);
        expect(res.body).toEqual({ statusCode: 400, message: expect.stringMatching(/^range must be/) });
      }
      const ok = await admin.get(`/api/admin/${resource}?range=${encodeURIComponent('[9007199254740990,9007199254740991]')}`).expect(200);
      expect(ok.body).toEqual([]);
    }
  });

  it('reads every path id by one rule: digits only, no leading zeros, in range; else 404', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Id screen');
    const tenant = await tenantWithCreative(t, admin);
    await tenant.agent.get(`/api/tenant/displays/${d.id}`).expect(200);
    for (const id of ['0x10', `000${d.id}`, '1e3', 'abc', '0', '-1', '2147483648', '99999999999', ' 1', '1.0']) {
      for (const path of [
        `/api/tenant/displays/${id}`,
        `/api/tenant/ad-creatives/${id}`,
        `/api/admin/displays/${id}`,
        `/api/admin/ad-creatives/${id}`,
      ]) {
        const agent = path.startsWith('/api/admin') ? admin : tenant.agent;
        const res = await agent.get(path.replace(' ', '%20'));
        expect([path, res.status]).toEqual([path, 404]);
        expect(res.body).toEqual({ statusCode: 404, message: expect.stringMatching(/not found$/) });
      }
      const del = await admin.delete(`/api/admin/bookings/${id.replace(' ', '%20')}`);
      expect([id, del.status]).toEqual([id, 404]);
    }
  });

  it('keeps review notes from tenants and the public', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Noted screen');
    await admin.post(`/api/admin/displays/${d.id}/approve`).send({ approved: true, notes: 'Internal: host was slow to reply' }).expect(200);
    const tenant = await tenantWithCreative(t, admin);
    const one = (await tenant.agent.get(`/api/tenant/displays/${d.id}`).expect(200)).body;
    const listed = (await tenant.agent.get('/api/tenant/displays').expect(200)).body.find((x: { id: number }) => x.id === d.id);
    const pub = (await t.agent().get('/api/public/displays').expect(200)).body.find((x: { id: number }) => x.id === d.id);
    for (const view of [one, listed, pub]) {
      expect(view).not.toHaveProperty('approvalNotes');
      expect(view).not.toHaveProperty('reviewedAt');
    }
    expect((await host.agent.get('/api/displays').expect(200)).body.find((x: { id: number }) => x.id === d.id).approvalNotes).toBe(
      'Internal: host was slow to reply',
    );
  });

  it('answers over-long paths and headers as {statusCode, message}', async () => {
    const long = await admin.get(`/api/admin/displays/${'1'.repeat(150)}`);
    expect(long.body).toEqual({ statusCode: long.status, message: expect.any(String) });
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
    const server = t.app.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: `/api/health?${'x'.repeat(20_000)}`, headers: { 'x-big': 'y'.repeat(20_000) } },
        (r) => {
          let body = '';
          r.on('data', (c) => (body += c));
          r.on('end', () => resolve({ status: r.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ statusCode: 431, message: 'Request headers are too large' });
  });
});
