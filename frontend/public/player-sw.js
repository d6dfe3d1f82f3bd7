/*
 * The kiosk player's service worker (hand-written; see src/player/offlineCache.ts).
 * Registered with scope /player or /display/, so it never controls the main app.
 *
 * - The player page (player.html) and the /assets/ files it references are kept in
 *   SHELL_CACHE: the page is fetched from the network first (a new deploy wins) and
 *   served from the cache when the network or the server is down.
 * - Scheduled creatives (/api/files/…, content-addressed, never change) are kept in
 *   MEDIA_CACHE; the page adds and prunes them as the schedule changes, and the
 *   worker serves them cache first.
 * - Everything else (the API) goes to the network untouched: the page keeps the
 *   last schedule and the unsent plays itself.
 */
const SHELL_CACHE = 'player-shell-v1';
const MEDIA_CACHE = 'player-media-v1';
const SHELL_URL = '/player.html';
const NAVIGATION_TIMEOUT_MS = 5000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(SHELL_URL, { cache: 'no-cache' })
      .then((response) => (response.ok ? storeShell(response) : undefined))
      .catch(() => undefined) // offline at install: the next online navigation fills the cache
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('player-') && name !== SHELL_CACHE && name !== MEDIA_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigate(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(SHELL_CACHE, request));
  else if (url.pathname.startsWith('/api/files/')) event.respondWith(cacheFirst(MEDIA_CACHE, request));
});

/** Keeps the page and every /assets/ file it references; drops assets of older builds. */
async function storeShell(response) {
  const html = await response.clone().text();
  const assets = [...new Set(html.match(/\/assets\/[^"'\s<>)]+/g) || [])];
  const cache = await caches.open(SHELL_CACHE);
  for (const asset of assets) {
    if (!(await cache.match(asset))) await cache.add(asset);
  }
  await cache.put(SHELL_URL, response);
  const keep = new Set([SHELL_URL, ...assets].map((path) => new URL(path, self.location.origin).href));
  for (const request of await cache.keys()) {
    if (!keep.has(request.url)) await cache.delete(request);
  }
}

async function navigate(event) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
  try {
    const response = await fetch(event.request, { signal: controller.signal });
    if (response.status >= 500) throw new Error(`server answered ${response.status}`);
    if (response.ok && (response.headers.get('Content-Type') || '').includes('text/html')) {
      event.waitUntil(storeShell(response.clone()).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function cacheFirst(cacheName, request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.status === 200) await cache.put(request, response.clone());
  return response;
}
