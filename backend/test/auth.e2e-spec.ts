import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, TEST_ADMIN_CODE } from './utils/test-app';

describe('accounts and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/register', () => {
    it('creates a tenant by default, signs in and returns {user}', async () => {
      const agent = t.agent();
      const res = await agent.post('/api/register').send({ username: 'Alice_1', password: 'password-123' }).expect(201);
      expect(res.body).toEqual({ user: { id: expect.any(Number), username: 'Alice_1', role: 'tenant' } });
      const me = await agent.get('/api/user').expect(200);
      expect(me.body).toEqual(res.body.user);
    });

    it('creates a host when asked', async () => {
      const res = await t.agent().post('/api/register').send({ username: 'hostess', password: 'password-123', role: 'host' }).expect(201);
      expect(res.body.user.role).toBe('host');
    });

    it('refuses a username taken in another case', async () => {
      await t.agent().post('/api/register').send({ username: 'CaseUser', password: 'password-123' }).expect(201);
      const res = await t.agent().post('/api/register').send({ username: 'caseuser', password: 'password-123' }).expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: 'Username is already taken' });
    });

    it('refuses role admin and the reserved name admin', async () => {
      const role = await t.agent().post('/api/register').send({ username: 'sneaky', password: 'password-123', role: 'admin' }).expect(400);
      expect(role.body.message).toBe('Role must be tenant or host');
      const name = await t.agent().post('/api/register').send({ username: 'ADMIN', password: 'password-123' }).expect(400);
      expect(name.body.message).toBe('This username is reserved');
    });

    it.each([
      [{ password: 'password-123' }, 'Username is required'],
      [{ username: 'someone' }, 'Password is required'],
      [{ username: 'ab', password: 'password-123' }, 'Username must be 3 to 32 characters long'],
      [{ username: 'x'.repeat(33), password: 'password-123' }, 'Username must be 3 to 32 characters long'],
      [{ username: 'bad name!', password: 'password-123' }, "Username may contain only letters, digits, '.', '_' and '-'"],
      [{ username: 'shortpw', password: 'short' }, 'Password must be 8 to 128 characters long'],
      [{ username: 'longpw', password: 'p'.repeat(129) }, 'Password must be 8 to 128 characters long'],
      [{ username: 12345, password: 'password-123' }, 'Username must be text'],
    ])('refuses %j with "%s" and stores nothing', async (body, message) => {
      const res = await t.agent().post('/api/register').send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message });
      const count = await t.orm.em
        .fork()
        .getConnection()
        .execute(`select count(*)::int as n from users where lower(username) = lower(?)`, [
          String((body as { username?: unknown }).username ?? ''),
        ]);
      expect(count[0].n).toBe(0);
    });

    it('stores a salted bcrypt hash, never the password', async () => {
      await t.agent().post('/api/register').send({ username: 'hashcheck', password: 'password-123' }).expect(201);
      await t.agent().post('/api/register').send({ username: 'hashcheck2', password: 'password-123' }).expect(201);
      const rows = await t.orm.em
        .fork()
        .getConnection()
        .execute(`select password_hash from users where username in ('hashcheck','hashcheck2')`);
      expect(rows).toHaveLength(2);
      for (const r of rows) expect(r.password_hash).toMatch(/^\$2[aby]\$\d\d\$/);
      expect(rows[0].password_hash).not.toBe(rows[1].password_hash);
    });
  });

  describe('POST /api/login', () => {
    beforeAll(async () => {
      await t.agent().post('/api/register').send({ username: 'Bob', password: 'correct-horse', role: 'host' }).expect(201);
    });

    it('signs in with any case of the username and sets a safe cookie', async () => {
      const agent = t.agent();
      const res = await agent.post('/api/login').send({ username: 'bob', password: 'correct-horse' }).expect(200);
      expect(res.body).toEqual({ user: { id: expect.any(Number), username: 'Bob', role: 'host' } });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^sid=[^;]+;/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure');
      await agent.get('/api/user').expect(200);
    });

    it('marks the cookie Secure behind HTTPS', async () => {
      const https = await createTestApp({ TRUST_PROXY: 'true' });
      try {
        await https.agent().post('/api/register').send({ username: 'secure-user', password: 'password-123' }).expect(201);
        const res = await https
          .agent()
          .post('/api/login')
          .set('X-Forwarded-Proto', 'https')
          .send({ username: 'secure-user', password: 'password-123' })
          .expect(200);
        expect(String(res.headers['set-cookie'])).toContain('Secure');
      } finally {
        await https.close();
      }
    });

    it('refuses a wrong password and an unknown user alike', async () => {
      const wrong = await t.agent().post('/api/login').send({ username: 'Bob', password: 'wrong-password' }).expect(401);
      const unknown = await t.agent().post('/api/login').send({ username: 'nobody-here', password: 'whatever-123' }).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      [{ password: 'x' }, 'Username is required'],
      [{ username: 'Bob' }, 'Password is required'],
      [{ username: 'Bob', password: '' }, 'Password is required'],
      [{ username: 'u'.repeat(33), password: 'x' }, 'Username must be at most 32 characters long'],
      [{ username: 'Bob', password: 'p'.repeat(129) }, 'Password must be at most 128 characters long'],
    ])('refuses %j with "%s"', async (body, message) => {
      const res = await t.agent().post('/api/login').send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    });

    it('signs the admin in with the access code', async () => {
      const agent = t.agent();
      const res = await agent.post('/api/login').send({ username: 'admin', password: TEST_ADMIN_CODE, role: 'admin' }).expect(200);
      expect(res.body.user).toMatchObject({ username: 'admin', role: 'admin' });
      expect((await agent.get('/api/user').expect(200)).body.role).toBe('admin');
    });

    it('refuses a wrong or missing admin access code', async () => {
      const wrong = await t.agent().post('/api/login').send({ username: 'admin', password: 'not-the-code', role: 'admin' }).expect(401);
      expect(wrong.body.message).toBe('Invalid admin access code');
      const missing = await t.agent().post('/api/login').send({ username: 'admin', role: 'admin' }).expect(400);
      expect(missing.body.message).toBe('Admin access code is required');
      const otherName = await t.agent().post('/api/login').send({ username: 'Bob', password: TEST_ADMIN_CODE, role: 'admin' }).expect(401);
      expect(otherName.body.message).toBe('Invalid admin access code');
    });
  });

  describe('sessions', () => {
    it('GET /api/user is 401 without a session or with a forged cookie', async () => {
      expect((await t.agent().get('/api/user').expect(401)).body).toEqual({ statusCode: 401, message: 'Not signed in' });
      await t.agent().get('/api/user').set('Cookie', 'sid=not-a-token').expect(401);
    });

    it('logout ends the session on the server, not only in the browser', async () => {
      const { agent } = await signedInAs(t, 'tenant');
      const me = await agent.get('/api/user').expect(200);
      const cookie = (await agent.get('/api/user')).request.cookies;
      const stolen = t.agent();
      await stolen.get('/api/user').set('Cookie', cookie).expect(200);
      const out = await agent.post('/api/logout').expect(200);
      expect(out.body).toEqual({ message: 'Logged out successfully' });
      expect(String(out.headers['set-cookie'])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
      await agent.get('/api/user').expect(401);
      await stolen.get('/api/user').set('Cookie', cookie).expect(401);
      expect(me.body.role).toBe('tenant');
    });

    it('logout without a session still answers 200', async () => {
      await t.agent().post('/api/logout').expect(200);
    });
  });
});
