import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/config';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

describe('HTTP basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health reports the database up', async () => {
    const res = await t.agent().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET /api/health/live answers without the database', async () => {
    expect((await t.agent().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('unknown /api paths give a JSON 404', async () => {
    const res = await t.agent().get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-thing' });
  });

  it('sends security headers on every response', async () => {
    for (const path of ['/api/health', '/api/user', '/api/missing']) {
      const res = await t.agent().get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      // Plain HTTP, no trusted proxy: no HSTS, whatever X-Forwarded-Proto says.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect((await t.agent().get(path).set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS on HTTPS from a trusted proxy only', async () => {
    const behind = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const https = await behind.agent().get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await behind.agent().get('/api/health').expect(200)).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.close();
    }
  });

  it.each(['utf-16', 'UTF-16LE', 'iso-8859-1', '"latin1"'])('refuses a JSON body declared charset=%s with 415', async (charset) => {
    const res = await t
      .agent()
      .post('/api/register')
      .set('Content-Type', `application/json; charset=${charset}`)
      .send(JSON.stringify({ username: 'charset-eve', password: 'password-123' }))
      .expect(415);
    expect(res.body).toEqual({
      statusCode: 415,
      message: 'JSON bodies must be UTF-8: send Content-Type: application/json (charset=utf-8 or none)',
    });
  });

  it('takes a JSON body declared UTF-8, or with no charset', async () => {
    await t
      .agent()
      .post('/api/register')
      .set('Content-Type', 'application/json; charset=UTF-8')
      .send(JSON.stringify({ username: 'charset-ok', password: 'password-123' }))
      .expect(201);
    await t
      .agent()
      .post('/api/login')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send({ username: 'charset-ok', password: 'password-123' })
      .expect(200);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a %s body on a mutating call with 415',
    async (type) => {
      const res = await t.agent().post('/api/register').set('Content-Type', type).send('username=eve&password=password-123').expect(415);
      expect(res.body).toEqual({ statusCode: 415, message: 'Content-Type must be application/json' });
      const rows = await t.orm.em.fork().getConnection().execute(`select count(*)::int as n from users where username = 'eve'`);
      expect(rows[0].n).toBe(0);
    },
  );

  it('answers malformed JSON with a clear 400, not a 500', async () => {
    const res = await t.agent().post('/api/login').set('Content-Type', 'application/json').send('{"username": ').expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const huge = JSON.stringify({ username: 'x', password: 'y'.repeat(9 * 1024 * 1024) });
    const res = await t.agent().post('/api/login').set('Content-Type', 'application/json').send(huge).expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'Request body is too large' });
  });

  it('serves Swagger UI at /api/docs and the document at /api/docs-json', async () => {
    await t.agent().get('/api/docs').expect(200).expect('content-type', /html/);
    const doc = await t.agent().get('/api/docs-json').expect(200);
    expect(doc.body.paths['/api/login'].post).toBeDefined();
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 with database down', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      ADMIN_ACCESS_CODE: 'x'.repeat(10),
      JWT_SECRET: 'y'.repeat(40),
      DATA_DIR: '/tmp/screenspace-health-test',
    });
    // Port 9 (discard) has no PostgreSQL: every query fails.
    const app = await createApp({
      config,
      databaseUrl: 'postgres://nobody:none@127.0.0.1:9/none',
      connect: false,
      serveStatic: false,
      logger: false,
    });
    try {
      const res = await request(app.getHttpServer()).get('/api/health').expect(503);
      expect(res.body).toEqual({ status: 'error', database: 'down' });
    } finally {
      await app.close();
    }
  });
});
