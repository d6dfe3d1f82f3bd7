import type { TestApp } from './utils/test-app';
import { anotherInstance, createTestApp, TEST_ADMIN_CODE } from './utils/test-app';

describe('rate limits on sign-in and registration (counted in PostgreSQL)', () => {
  let t: TestApp;
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const login = (address: string, username: string, password: string) =>
    t.agent().post('/api/login').set(from(address)).send({ username, password });
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '6', AUTH_RATE_LIMIT_PER_USERNAME: '3', TRUST_PROXY: 'true' });
    await t.agent().post('/api/register').set(from('10.0.0.1')).send({ username: 'target', password: 'password-123' }).expect(201);
  });
  afterAll(() => t.close());

  it('refuses a username from an address that keeps failing, with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) await login('10.0.0.66', 'target', 'guess-guess').expect(401);
    const res = await login('10.0.0.66', 'TARGET', 'password-123').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.body).toEqual({ statusCode: 429, message: expect.stringMatching(/^Too many attempts/) });
  });

  it('never locks the user out from an address that has not been failing (the admin included)', async () => {
    for (let i = 0; i < 3; i++) await login('10.0.0.67', 'admin', 'wrong-code').expect(401);
    await login('10.0.0.67', 'admin', 'wrong-code').expect(429);
    await login('10.0.0.2', 'target', 'password-123').expect(200);
    await t
      .agent()
      .post('/api/login')
      .set(from('10.0.0.3'))
      .send({ username: 'admin', password: TEST_ADMIN_CODE, role: 'admin' })
      .expect(200);
  });

  it('limits failures per address across usernames, and counts registrations per address', async () => {
    for (let i = 0; i < 6; i++) await login('10.0.0.99', `someone-${i}`, 'guess-guess').expect(401);
    await login('10.0.0.99', 'target', 'password-123').expect(429);
    for (let i = 0; i < 6; i++)
      await t
        .agent()
        .post('/api/register')
        .set(from('10.0.0.98'))
        .send({ username: `fresh-${i}`, password: 'password-123' })
        .expect(201);
    await t.agent().post('/api/register').set(from('10.0.0.98')).send({ username: 'fresh-6', password: 'password-123' }).expect(429);
  });

  it('shares the counts between server instances', async () => {
    const other = await anotherInstance(t);
    try {
      for (let i = 0; i < 3; i++) await login('10.0.0.70', 'target', 'guess-guess').expect(401);
      await other.agent().post('/api/login').set(from('10.0.0.70')).send({ username: 'target', password: 'password-123' }).expect(429);
    } finally {
      await other.close();
    }
  });
});
