import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay, tenantWithCreative } from './utils/booking-fixtures';
import { listen, sendFrom } from './utils/from-address';
import { booking } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The audit log's list, its append-only table, and several admins (docs/accounts.md, "Audit log", "Several admins"). */
describe('audit log list and several admins', () => {
  let t: TestApp;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  let display: { id: number };
  const list = (query: Record<string, unknown>, agent = admin) =>
    agent.get('/api/admin/audit-log').query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])));
  const sql = (text: string) => t.orm.em.fork().getConnection().execute(text);

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'list-host');
    tenant = await tenantWithCreative(t, admin, 'list-tenant');
    display = await approvedDisplay(host.agent, admin, 'Listed screen', { startTime: '00:00', endTime: '23:00' });
  });
  afterAll(() => t.close());

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE fail', async () => {
    const [{ n }] = await sql('select count(*)::int as n from audit_log');
    expect(n).toBeGreaterThan(0);
    await expect(sql("update audit_log set action = 'x'")).rejects.toThrow(/append-only/);
    await expect(sql('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(sql('truncate audit_log')).rejects.toThrow(/append-only/);
    expect((await sql('select count(*)::int as n from audit_log'))[0].n).toBe(n);
  });

  it('lists newest first with Content-Range, and filters by actor, action, entity and time', async () => {
    await booking(admin, tenant.agent, display.id, tenant.creative.id, [day(2)]);
    const all = await list({}).expect(200);
    const ids = all.body.map((r: { id: number }) => r.id);
    expect(ids).toEqual(ids.toSorted((a: number, b: number) => b - a));
    expect(all.headers['content-range']).toBe(`audit-log 0-${ids.length - 1}/${ids.length}`);
    expect(all.body[0]).toMatchObject({ action: 'booking_group.paid', at: expect.stringMatching(/Z$/) });

    const actions = async (filter: object) => (await list({ filter }).expect(200)).body.map((r: { action: string }) => r.action);
    expect(await actions({ actor: 'ADMIN', action: 'creative.review' })).toEqual(['creative.review']);
    expect(await actions({ actor: 'list-host' })).toEqual([]);
    expect(await actions({ action: ['display.review', 'creative.review'] })).toEqual(['display.review', 'creative.review']);
    expect(await actions({ entityType: 'display', entityId: display.id })).toEqual(['display.review']);
    const newest = all.body[0].at as string;
    expect(await actions({ from: newest })).toEqual(
      all.body.filter((r: { at: string }) => r.at === newest).map((r: { action: string }) => r.action),
    );
    expect(await actions({ to: all.body.at(-1).at })).toEqual([]);
    expect(await actions({ from: day(1) })).toEqual([]);
    const page = await list({ range: [1, 2] }).expect(200);
    expect(page.body.map((r: { id: number }) => r.id)).toEqual(ids.slice(1, 3));
    expect(page.headers['content-range']).toBe(`audit-log 1-2/${ids.length}`);
  });

  it.each([
    [{ filter: { from: '2026-02-30' } }, 'filter.from must be a date'],
    [{ filter: { to: 'yesterday' } }, 'filter.to must be a date'],
    [{ filter: { actorId: 'x' } }, 'filter.actorId must be a positive whole number'],
    [{ filter: { who: 'me' } }, 'Unknown filter who'],
    [{ sort: ['address', 'ASC'] }, 'sort must be'],
  ])('refuses a malformed query %j with 400', async (query, message) => {
    const res = await list(query).expect(400);
    expect(res.body.message).toContain(message);
  });

  it('is for admins only', async () => {
    await t.agent().get('/api/admin/audit-log').expect(401);
    await host.agent.get('/api/admin/audit-log').expect(403);
    await tenant.agent.get('/api/admin/audit-log').expect(403);
    await tenant.agent.post('/api/admin/admins').send({ username: 'sneaky', password: 'password-123' }).expect(403);
    await t.agent().get('/api/admin/admins').expect(401);
  });

  it('a second admin signs in on the normal Login tab and its actions are attributed to it, with its address', async () => {
    const created = await admin.post('/api/admin/admins').send({ username: ' Second.Admin ', password: 'second-pass-1' }).expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), username: 'Second.Admin', createdAt: expect.any(String), bootstrap: false });
    await admin.post('/api/admin/admins').send({ username: 'second.admin', password: 'another-pass' }).expect(409);
    await admin.post('/api/admin/admins').send({ username: 'Admin', password: 'another-pass' }).expect(400);
    await admin.post('/api/admin/admins').send({ username: 'a b', password: 'another-pass' }).expect(400);
    await admin.post('/api/admin/admins').send({ username: 'third', password: 'short' }).expect(400);
    // The access code's sign-in stays for `admin` only.
    await t.agent().post('/api/login').send({ username: 'Second.Admin', password: 'second-pass-1', role: 'admin' }).expect(401);

    const listed = await admin.get('/api/admin/admins').expect(200);
    expect(listed.body.map((a: { username: string; bootstrap: boolean }) => [a.username, a.bootstrap])).toEqual([
      ['admin', true],
      ['Second.Admin', false],
    ]);
    expect(listed.headers['content-range']).toBe('admins 0-1/2');
    const [invite] = (await list({ filter: { action: 'admin.create' } }).expect(200)).body;
    expect(invite).toMatchObject({ actor: { username: 'admin' }, entityType: 'user', entityId: String(created.body.id) });
    expect(invite.after).toEqual({ username: 'Second.Admin', role: 'admin' });

    // From 127.0.0.2, with a forged X-Forwarded-For that TRUST_PROXY=false ignores.
    const port = await listen(t.app.getHttpServer(), '127.0.0.1');
    const login = await sendFrom(port, '127.0.0.2', 'POST', '/api/login', { username: 'second.admin', password: 'second-pass-1' });
    expect(login.status).toBe(200);
    expect(login.body.user).toEqual({ id: created.body.id, username: 'Second.Admin', role: 'admin' });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const group = await booking(admin, tenant.agent, display.id, tenant.creative.id, [day(3)], 1, { confirm: false });
    const confirm = await sendFrom(port, '127.0.0.2', 'POST', `/api/admin/bookings/groups/${group.groupId}/confirm`, undefined, {
      cookie,
      'x-forwarded-for': '10.9.9.9',
    });
    expect(confirm.status).toBe(200);
    const [record] = (await list({ filter: { entityType: 'booking', entityId: group.bookings[0].id } }).expect(200)).body;
    expect(record).toMatchObject({
      action: 'booking_group.confirm',
      actor: { id: created.body.id, username: 'Second.Admin', role: 'admin' },
      address: '127.0.0.2',
    });
    expect((await list({ filter: { actorId: created.body.id } }).expect(200)).body).toHaveLength(1);
  });
});
