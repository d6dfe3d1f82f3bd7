import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { approvedDisplay, displayBody } from './utils/booking-fixtures';
import { eventually, playerToken } from './utils/player-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-01T19:00:00Z'; // 12:00 in Phoenix

describe('player authentication, tokens and pairing (docs/player.md)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  const verify = (token: string) => t.agent().get('/api/displays/verify-auth').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await createTestApp({}, new FixedClock(new Date(NOW)));
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'player-host');
  });
  afterAll(() => t.close());

  it('gives a token for an approved display, which verify-auth accepts', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Lobby screen');
    const res = await t.agent().post('/api/displays/authenticate').send({ displayId: d.id }).expect(200);
    expect(res.body).toEqual({ token: expect.any(String), display: { id: d.id, name: 'Lobby screen' } });
    expect((await verify(res.body.token).expect(200)).body).toEqual({ display: { id: d.id, name: 'Lobby screen' } });
    // The /display/ form sends what was typed: a string of digits works too.
    await t
      .agent()
      .post('/api/displays/authenticate')
      .send({ displayId: String(d.id) })
      .expect(200);
  });

  it('refuses ids that are not whole numbers ≥ 1 with 400 "Invalid display ID"', async () => {
    for (const displayId of [0, -1, 1.5, 'abc', '', null, '1e3', '0x10', '01', true, [1], { id: 1 }]) {
      const res = await t.agent().post('/api/displays/authenticate').send({ displayId });
      expect([displayId, res.status, res.body]).toEqual([displayId, 400, { statusCode: 400, message: 'Invalid display ID' }]);
    }
    const missing = await t.agent().post('/api/displays/authenticate').send({});
    expect(missing.body).toEqual({ statusCode: 400, message: 'Invalid display ID' });
  });

  it('answers 404 "Display not found" for unknown, pending, rejected and deleted displays; a pending or rejected one says which in details', async () => {
    const pending = (await host.agent.post('/api/displays').send(displayBody('Pending screen')).expect(201)).body;
    const rejected = (await host.agent.post('/api/displays').send(displayBody('Rejected screen')).expect(201)).body;
    await admin.post(`/api/admin/displays/${rejected.id}/approve`).send({ approved: false }).expect(200);
    const deleted = await approvedDisplay(host.agent, admin, 'Deleted screen');
    await host.agent.delete(`/api/displays/${deleted.id}`).expect(200);
    for (const displayId of [999_999, 2_147_483_648, deleted.id]) {
      const res = await t.agent().post('/api/displays/authenticate').send({ displayId });
      expect([displayId, res.status, res.body]).toEqual([displayId, 404, { statusCode: 404, message: 'Display not found' }]);
    }
    // docs/product-rules.md §7.10: the player can say "This display is awaiting approval".
    const awaiting = await t.agent().post('/api/displays/authenticate').send({ displayId: pending.id }).expect(404);
    expect(awaiting.body).toEqual({ statusCode: 404, message: 'Display not found', details: { displayStatus: 'pending' } });
    const refused = await t.agent().post('/api/displays/authenticate').send({ displayId: rejected.id }).expect(404);
    expect(refused.body).toEqual({ statusCode: 404, message: 'Display not found', details: { displayStatus: 'rejected' } });
    // Once approved, the same request gets its token.
    await admin.post(`/api/admin/displays/${pending.id}/approve`).send({ approved: true }).expect(200);
    await t.agent().post('/api/displays/authenticate').send({ displayId: pending.id }).expect(200);
  });

  it('refuses a missing or forged token with 401, and a token of display A on display B with 403', async () => {
    const a = await approvedDisplay(host.agent, admin, 'Screen A');
    const b = await approvedDisplay(host.agent, admin, 'Screen B');
    const tokenA = await playerToken(t, a.id);
    expect((await t.agent().get('/api/displays/verify-auth').expect(401)).body).toEqual({
      statusCode: 401,
      message: 'Display not authenticated',
    });
    await verify(`${tokenA}x`).expect(401);
    await t.agent().get(`/api/displays/${a.id}/schedule`).expect(401);
    await t.agent().get(`/api/displays/${a.id}/schedule`).set('Authorization', `Bearer ${tokenA}`).expect(200);
    for (const call of [
      t.agent().get(`/api/displays/${b.id}/schedule`),
      t.agent().post(`/api/displays/${b.id}/impression`).send({ adCreativeId: 1 }),
      t
        .agent()
        .post(`/api/displays/${b.id}/plays`)
        .send({ plays: [{ clientPlayId: 'x', adCreativeId: 1, shownAt: NOW }] }),
    ]) {
      const res = await call.set('Authorization', `Bearer ${tokenA}`);
      expect(res.status).toBe(403);
    }
    // Token A was honoured (its checked signature is kept, docs/performance.md): its signature on
    // another payload, or another signature on its payload, is still refused.
    const [header, payload, signature] = tokenA.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forBoard = Buffer.from(JSON.stringify({ ...claims, displayId: b.id })).toString('base64url');
    const schedule = (id: number, token: string) => t.agent().get(`/api/displays/${id}/schedule`).set('Authorization', `Bearer ${token}`);
    await schedule(b.id, `${header}.${forBoard}.${signature}`).expect(401);
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await schedule(a.id, `${header}.${payload}.${otherSignature}`).expect(401);
    await schedule(a.id, tokenA).expect(200);
    const bad = await t.agent().get('/api/displays/0x10/schedule').set('Authorization', `Bearer ${tokenA}`);
    expect(bad.body).toEqual({ statusCode: 404, message: 'Display not found' });
    // A host session is no player token.
    await host.agent.get(`/api/displays/${a.id}/schedule`).expect(401);
  });

  it('stops honouring tokens when the display is rejected or deleted', async () => {
    const rejected = await approvedDisplay(host.agent, admin, 'Soon rejected');
    const deleted = await approvedDisplay(host.agent, admin, 'Soon deleted');
    const [r, d] = [await playerToken(t, rejected.id), await playerToken(t, deleted.id)];
    await verify(r).expect(200);
    await verify(d).expect(200);
    await admin.post(`/api/admin/displays/${rejected.id}/approve`).send({ approved: false }).expect(200);
    await host.agent.delete(`/api/displays/${deleted.id}`).expect(200);
    expect(
      (
        await eventually(
          () => verify(r),
          (res) => res.status === 401,
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await eventually(
          () => verify(d),
          (res) => res.status === 401,
        )
      ).status,
    ).toBe(401);
  });

  it('pairing: off by default; when required, authenticate needs the code, and turning it on or resetting it revokes tokens', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Paired screen');
    const before = await playerToken(t, d.id);
    const on = (await host.agent.put(`/api/displays/${d.id}/pairing`).send({ required: true }).expect(200)).body;
    expect(on).toEqual({ pairingRequired: true, pairingCode: expect.stringMatching(/^\d{6}$/) });
    await verify(before).expect(401); // made without a code

    const noCode = await t.agent().post('/api/displays/authenticate').send({ displayId: d.id }).expect(401);
    expect(noCode.body).toEqual({ statusCode: 401, message: 'Pairing code required', details: { pairingRequired: true } });
    const wrong = on.pairingCode === '000000' ? '000001' : '000000';
    expect(
      (await t.agent().post('/api/displays/authenticate').send({ displayId: d.id, pairingCode: wrong }).expect(401)).body.message,
    ).toBe('Invalid pairing code');
    const paired = await playerToken(t, d.id, on.pairingCode);
    await verify(paired).expect(200);

    // The host sees the code on its own list; a tenant never does.
    const own = (await host.agent.get('/api/displays').expect(200)).body.find((x: { id: number }) => x.id === d.id);
    expect(own).toMatchObject({ pairingRequired: true, pairingCode: on.pairingCode, lastSeenAt: null });
    const tenant = await signedInAs(t, 'tenant');
    expect((await tenant.agent.get(`/api/tenant/displays/${d.id}`).expect(200)).body).not.toHaveProperty('pairingCode');

    const reset = (await host.agent.post(`/api/displays/${d.id}/pairing/reset`).expect(200)).body;
    expect(reset.pairingCode).toMatch(/^\d{6}$/);
    await verify(paired).expect(401);
    await playerToken(t, d.id, reset.pairingCode);
    expect((await host.agent.put(`/api/displays/${d.id}/pairing`).send({ required: false }).expect(200)).body).toEqual({
      pairingRequired: false,
      pairingCode: null,
    });
    await playerToken(t, d.id);
  });

  it('pairing calls: only the display owner (404 for another host), required must be a boolean', async () => {
    const d = await approvedDisplay(host.agent, admin, 'Owned screen');
    const other = await signedInAs(t, 'host');
    await other.agent.put(`/api/displays/${d.id}/pairing`).send({ required: true }).expect(404);
    await other.agent.post(`/api/displays/${d.id}/pairing/reset`).expect(404);
    expect((await host.agent.put(`/api/displays/${d.id}/pairing`).send({ required: 'yes' }).expect(400)).body.message).toBe(
      'required must be true or false',
    );
    const tenant = await signedInAs(t, 'tenant');
    await tenant.agent.put(`/api/displays/${d.id}/pairing`).send({ required: true }).expect(403);
  });
});
