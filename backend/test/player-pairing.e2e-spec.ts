import type TestAgent from 'supertest/lib/agent';
import { approvedDisplay } from './utils/booking-fixtures';
import { listen, sendFrom } from './utils/from-address';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

/**
 * Wrong pairing codes (docs/player.md, "Pairing"): counted per (display, address) — 10 a
 * minute, then 429 for that address only — and against the code from anywhere: the 30th
 * wrong code replaces it and the host is told. The real kiosk elsewhere can always pair.
 */
describe('wrong pairing codes', () => {
  let t: TestApp;
  let port: number;
  let admin: TestAgent;
  let host: TestAgent;
  const pair = (from: string, displayId: number, pairingCode: string) =>
    sendFrom(port, from, 'POST', '/api/displays/authenticate', { displayId, pairingCode });
  const hostView = async (id: number) => (await host.get('/api/displays').expect(200)).body.find((d: { id: number }) => d.id === id);
  const guarded = async (name: string) => {
    const d = await approvedDisplay(host, admin, name);
    const { pairingCode } = (await host.put(`/api/displays/${d.id}/pairing`).send({ required: true }).expect(200)).body;
    return { id: d.id as number, code: pairingCode as string, wrong: pairingCode === '123456' ? '654321' : '123456' };
  };

  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t.app.getHttpServer());
    admin = (await signedInAsAdmin(t)).agent;
    host = (await signedInAs(t, 'host', 'pairing-host')).agent;
  });
  afterAll(() => t.close());

  it('slows down the address that guesses, never the kiosk on another address', async () => {
    const d = await guarded('Guarded screen');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await pair('127.0.0.2', d.id, d.wrong)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await pair('127.0.0.2', d.id, d.code)).status).toBe(429);
    const kiosk = await pair('127.0.0.3', d.id, d.code);
    expect(kiosk.status).toBe(200);
    expect(kiosk.body.token).toEqual(expect.any(String));
    expect((await hostView(d.id)).pairingRotation).toBeUndefined();
  });

  it('replaces the code after 30 wrong codes from anywhere, tells the host, and keeps paired screens playing', async () => {
    const d = await guarded('Rotating screen');
    const paired = (await pair('127.0.0.9', d.id, d.code)).body.token as string;
    const statuses: number[] = [];
    for (const from of ['127.0.0.4', '127.0.0.5', '127.0.0.6'])
      for (let i = 0; i < 10; i++) statuses.push((await pair(from, d.id, d.wrong)).status);
    expect(statuses).toEqual(Array(30).fill(401));
    const view = await hostView(d.id);
    expect(view.pairingRotation).toEqual({ at: expect.any(String), failedAttempts: 30 });
    // The host is told once (docs/notifications.md).
    const told = (await host.get('/api/notifications').expect(200)).body.items.filter(
      (n: { kind: string }) => n.kind === 'pairing_rotated',
    );
    expect(told).toEqual([
      expect.objectContaining({ title: 'Pairing code of "Rotating screen" replaced', link: '/dashboard/displays', read: false }),
    ]);
    expect(view.pairingCode).toMatch(/^\d{6}$/);
    expect(view.pairingCode).not.toBe(d.code);
    // The old code is gone; the new one works from anywhere not locked out; paired screens keep their token.
    expect((await pair('127.0.0.7', d.id, d.code)).status).toBe(401);
    expect((await pair('127.0.0.8', d.id, view.pairingCode)).status).toBe(200);
    await t.agent().get('/api/displays/verify-auth').set('Authorization', `Bearer ${paired}`).expect(200);
    // The host acts on it (reset): the notice goes away.
    await host.post(`/api/displays/${d.id}/pairing/reset`).expect(200);
    expect((await hostView(d.id)).pairingRotation).toBeUndefined();
  });
});
