import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
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
    t = await createTestApp({ STATIC_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/dashboard/review-displays', '/dashboard/displays', '/displays', '/partner'])(
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

  it('keeps the JSON 404 for unknown API paths', async () => {
    const res = await t.agent().get('/api/unknown').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/unknown' });
  });
});
