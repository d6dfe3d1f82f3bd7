import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'zlib';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

describe('serving the built frontend on the API port', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-spa-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>ScreenSpace</title><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'player.html'), '<!doctype html><title>ScreenSpace Display</title><main id="player"></main>');
    fs.writeFileSync(path.join(dir, 'player-sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the frontend build writes: prerendered visitor pages and a brotli and gzip twin of each text file.
    fs.mkdirSync(path.join(dir, 'pages'));
    fs.writeFileSync(path.join(dir, 'pages', 'index.html'), '<!doctype html><div id="root"><h1>Landing</h1></div>');
    fs.writeFileSync(path.join(dir, 'pages', 'partner.html'), '<!doctype html><div id="root"><h1>Partner with Us</h1></div>');
    fs.writeFileSync(path.join(dir, 'pages', 'login.html'), '<!doctype html><div id="root"><h1>Welcome back</h1></div>');
    const bundle = 'console.log("app");'.repeat(200);
    fs.writeFileSync(path.join(dir, 'assets', 'app-def456.js'), bundle);
    fs.writeFileSync(path.join(dir, 'assets', 'app-def456.js.br'), brotliCompressSync(bundle));
    fs.writeFileSync(path.join(dir, 'assets', 'app-def456.js.gz'), gzipSync(bundle));
    const landing = fs.readFileSync(path.join(dir, 'pages', 'index.html'));
    fs.writeFileSync(path.join(dir, 'pages', 'index.html.br'), brotliCompressSync(landing));
    t = await createTestApp({ STATIC_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/dashboard/review-displays', '/dashboard/displays', '/displays', '/register', '/advertise/x'])(
    'answers %s with index.html, never cached',
    async (url) => {
      const res = await t.agent().get(url).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
    },
  );

  it.each(['/player', '/player?displayId=3', '/player?displayId=3&preview=1', '/player/', '/display', '/display/', '/display/7'])(
    'answers %s with the player page (player.html), never cached',
    async (url) => {
      const res = await t.agent().get(url).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<main id="player">');
    },
  );

  it('serves the player service worker as a file', async () => {
    const res = await t.agent().get('/player-sw.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toContain('addEventListener');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.agent().get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toContain('console.log');
  });

  it('serves other files uncached-by-default and 404s missing files', async () => {
    const icon = await t.agent().get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    await t.agent().get('/assets/missing-999.js').expect(404);
  });

  it.each([
    ['/', 'Landing'],
    ['/partner', 'Partner with Us'],
    ['/partner/', 'Partner with Us'],
    ['/login?next=1', 'Welcome back'],
  ])('answers %s with its prerendered page, revalidated', async (url, heading) => {
    const res = await t.agent().get(url).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.text).toContain(`<h1>${heading}</h1>`);
  });

  it('answers a prerendered route with the plain app when the session hint is set (the app redirects)', async () => {
    const res = await t.agent().get('/login').set('Cookie', 'ss_signed_in=1').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('Welcome back');
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('sends the precompressed asset for Accept-Encoding %s (%s)', async (accept, encoding) => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = res.rawPayload;
    expect(body.length).toBeLessThan(1000);
    expect(String(encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body))).toContain('console.log("app")');
  });

  it('sends the plain file when the client accepts no compression, and never serves the twins as files', async () => {
    const res = await t.agent().get('/assets/app-def456.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toContain('console.log("app")');
    await t.agent().get('/assets/app-def456.js.br').expect(404);
  });

  it('sends a prerendered page compressed too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(brotliDecompressSync(res.rawPayload))).toContain('<h1>Landing</h1>');
  });

  it('keeps the JSON 404 for unknown API paths', async () => {
    const res = await t.agent().get('/api/unknown').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/unknown' });
  });
});
