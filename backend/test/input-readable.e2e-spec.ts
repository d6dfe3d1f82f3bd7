import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay, displayBody, tenantWithCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin, TEST_ADMIN_CODE } from './utils/test-app';

/**
 * Text people read (docs/accounts.md, "Text people read"): no name or note made only of
 * invisible characters, none carrying bidi controls; and the admin signs in only as `admin`.
 */
const INVISIBLE = ['\u200B', ' \u200B\u200C\u200D ', '\u2060\uFEFF', '\u3164', '\u2800', '\u00AD', '\u0301'];
const BIDI = ['Cafe\u202Egnp.exe', 'a\u202Ab', 'a\u202Bb', 'a\u202Cb', 'a\u202Db', 'a\u2066b', 'a\u2067b', 'a\u2068b', 'a\u2069b'];

describe('names and notes people can read', () => {
  let t: TestApp;
  let admin: TestAgent;
  let host: TestAgent;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  let display: { id: number };
  const counts = async () =>
    (
      await t.orm.em
        .fork()
        .getConnection()
        .execute(`select (select count(*) from displays)::int d, (select count(*) from ad_creatives)::int c`)
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAsAdmin(t)).agent;
    host = (await signedInAs(t, 'host', 'readable-host')).agent;
    tenant = await tenantWithCreative(t, admin, 'readable-tenant');
    display = await approvedDisplay(host, admin, 'Readable screen');
  });
  afterAll(() => t.close());

  const calls = (text: string): [string, string, () => Promise<{ status: number; body: unknown }>][] => [
    ['display name', 'Name', () => host.post('/api/displays').send(displayBody(text))],
    ['street address', 'Street address', () => host.post('/api/displays').send({ ...displayBody('Street'), streetAddress: text })],
    ['city', 'City', () => host.patch(`/api/displays/${display.id}`).send({ city: text })],
    ['demographic notes', 'Demographic notes', () => host.post('/api/displays').send({ ...displayBody('Notes'), demographicNotes: text })],
    ['creative rename', 'Name', () => tenant.agent.patch(`/api/tenant/ad-creatives/${tenant.creative.id}`).send({ name: text })],
    ['review note', 'Notes', () => admin.post(`/api/admin/displays/${display.id}/approve`).send({ approved: false, notes: text })],
  ];

  it.each(INVISIBLE.map((s) => [JSON.stringify(s), s]))('refuses %s (no visible character) in every name and note', async (_l, text) => {
    const before = await counts();
    for (const [where, label, call] of calls(text)) {
      const res = await call();
      expect([where, res.status, res.body]).toEqual([
        where,
        400,
        { statusCode: 400, message: `${label} must contain at least one visible character` },
      ]);
    }
    expect(await counts()).toEqual(before);
  });

  it.each(BIDI.map((s) => [JSON.stringify(s), s]))('refuses %s (a bidi control) in every name and note', async (_l, text) => {
    for (const [where, label, call] of calls(text)) {
      const res = await call();
      expect([where, res.status, res.body]).toEqual([
        where,
        400,
        { statusCode: 400, message: `${label} must not contain text direction controls (U+202A–U+202E, U+2066–U+2069)` },
      ]);
    }
  });

  it('keeps names in any script, emoji with joiners included', async () => {
    for (const name of ['شاشة المطار', 'Café 👩‍👩‍👧', 'Tō\u0301kyō']) {
      const res = await host.post('/api/displays').send(displayBody(name)).expect(201);
      expect(res.body.name).toBe(name);
    }
  });

  it('signs the admin in only as exactly "admin" with role admin', async () => {
    for (const body of [
      { username: 'ADMIN', password: TEST_ADMIN_CODE, role: 'admin' },
      { username: ' admin', password: TEST_ADMIN_CODE, role: 'admin' },
      { username: 'admin ', password: TEST_ADMIN_CODE, role: 'admin' },
      { username: 'Admin', password: TEST_ADMIN_CODE },
      { username: 'admin', password: TEST_ADMIN_CODE },
      { username: 'admin', password: TEST_ADMIN_CODE, role: 'tenant' },
      { username: 'admin', password: TEST_ADMIN_CODE, role: 'host' },
    ]) {
      const res = await t.agent().post('/api/login').send(body);
      expect([body, res.status, res.body]).toEqual([body, 401, { statusCode: 401, message: 'Invalid admin access code' }]);
    }
    await t.agent().post('/api/login').send({ username: 'admin', password: TEST_ADMIN_CODE, role: 'admin' }).expect(200);
  });
});
