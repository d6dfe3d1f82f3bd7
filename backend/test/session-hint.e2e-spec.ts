import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

/** The readable "signed in" hint cookie the web app checks before asking GET /api/user (docs/performance.md). */
describe('session hint cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cookies = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []);
  const hint = (res: { headers: Record<string, unknown> }) => cookies(res).find((c) => c.startsWith('ss_signed_in='));

  it('is set beside the session on register and login: readable by scripts, holds no secret', async () => {
    const reg = await t.agent().post('/api/register').send({ username: 'hinted', password: 'password-123' }).expect(201);
    const login = await t.agent().post('/api/login').send({ username: 'hinted', password: 'password-123' }).expect(200);
    for (const res of [reg, login]) {
      expect(hint(res)).toMatch(/^ss_signed_in=1; Max-Age=\d+; Path=\/; SameSite=Lax$/);
      expect(hint(res)).not.toContain('HttpOnly');
      expect(cookies(res).find((c) => c.startsWith('sid='))).toContain('HttpOnly');
    }
  });

  it('is cleared on logout', async () => {
    const agent = t.agent();
    await agent.post('/api/login').send({ username: 'hinted', password: 'password-123' }).expect(200);
    const out = await agent.post('/api/logout').expect(200);
    expect(hint(out)).toMatch(/^ss_signed_in=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('is cleared when GET /api/user answers 401 (expired or forged session), and only then', async () => {
    const stale = await t.agent().get('/api/user').set('Cookie', 'sid=not-a-token; ss_signed_in=1').expect(401);
    expect(stale.body).toEqual({ statusCode: 401, message: 'Not signed in' });
    expect(hint(stale)).toMatch(/^ss_signed_in=;.*Expires=Thu, 01 Jan 1970/);
    const visitor = await t.agent().get('/api/user').expect(401);
    expect(visitor.headers['set-cookie']).toBeUndefined();
    const agent = t.agent();
    await agent.post('/api/login').send({ username: 'hinted', password: 'password-123' }).expect(200);
    const me = await agent.get('/api/user').expect(200);
    expect(me.headers['set-cookie']).toBeUndefined();
  });
});
