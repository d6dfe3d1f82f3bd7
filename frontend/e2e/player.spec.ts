import { expect, test, type Page, type Route } from '@playwright/test';
import {
  ADMIN_LOGIN,
  createDisplay,
  dueSince,
  ok,
  PASSWORD,
  type PlayerSeed,
  playerToken,
  seedPlayerDisplay,
  signedIn,
  storedPlays,
} from './seed';
import { snap } from './snap';

/**
 * The kiosk player on the real server, in Chromium, with Playwright's fake
 * clock in the page: the slots (10 s) and syncs (30 s) run on command,
 * while the server keeps the real time. Each test seeds its own display open
 * 00:00–23:00 in a zone where it is about noon (seed/player.ts), so the
 * schedule is never empty whenever the tests run.
 */

const SLOT_MS = 10_000;
const stage = (page: Page) => page.locator('.stage');

async function slotCount(page: Page): Promise<number> {
  return Number((await stage(page).getAttribute('data-slot')) ?? 0);
}

/** Waits (real time, no fake timers involved) until the stage has shown more than `count` slots. */
async function waitForSlot(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (after) =>
      new Promise<void>((resolve) => {
        const el = document.querySelector<HTMLElement>('.stage')!;
        const done = () => Number(el.dataset.slot) > after;
        if (done()) return resolve();
        const observer = new MutationObserver(() => {
          if (done()) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(el, { attributes: true, attributeFilter: ['data-slot'] });
      }),
    count,
  );
}

/** Runs the page's clock one slot ahead; returns the creative id now on screen. */
async function nextSlot(page: Page): Promise<number> {
  const before = await slotCount(page);
  await page.clock.runFor(SLOT_MS);
  await waitForSlot(page, before);
  return Number(await stage(page).getAttribute('data-creative-id'));
}

/** Plays still waiting in the page's IndexedDB (the player's own database). */
function pendingPlays(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('screenspace-player');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('plays')) return resolve([]);
          const keys = db.transaction('plays').objectStore('plays').getAllKeys();
          keys.addEventListener('success', () => resolve(keys.result.map(String)));
          keys.addEventListener('error', () => reject(keys.error));
        });
      }),
  );
}

/** Sends what is queued ("online" triggers a sync) until IndexedDB holds no play. */
async function sendsEverything(page: Page) {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      return pendingPlays(page);
    })
    .toEqual([]);
}

/** The form → "Start Display" → the first slot on screen. */
async function startDisplay(page: Page, seed: PlayerSeed, query = '') {
  await page.goto(`/player?displayId=${seed.displayId}${query}`);
  const form = page.getByRole('form', { name: 'Start display' });
  await expect(form.getByText('Display not authenticated')).toBeVisible();
  await form.getByRole('button', { name: 'Start Display' }).click();
  await expect(page.locator('#player')).toHaveAttribute('data-state', 'rotating');
  await waitForSlot(page, 0);
}

test.describe('the kiosk player', () => {
  test.beforeEach(async ({ page }) => {
    // Paused: only runFor moves the page's time (the server's stays real).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
  });

  test('Start Display → A A A B by hours with cross-fades → every play stored once, through sync', async ({ page, baseURL }, testInfo) => {
    const seed = await seedPlayerDisplay(baseURL!, 'rot', 3, 1);
    // Plays are judged by what was due when shown (docs/player.md): the page's clock starts after the seed.
    await page.clock.pauseAt(Date.now() + 1_000);
    // The cycle is one request: POST /sync carries the plays and answers the schedule (docs/player.md).
    const calls: { path: string; plays?: number }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!/^\/api\/displays\/\d+\//.test(path)) return;
      const body = request.postDataJSON() as { plays?: unknown[] } | null;
      calls.push({ path: path.replace(/^\/api\/displays\/\d+/, ''), plays: body?.plays?.length });
    });
    await page.goto(`/player?displayId=${seed.displayId}`);
    await snap(page, testInfo, '01-player-form');
    await page.evaluate(() => {
      // Count the opacity transitions that run to their end (the 0.5 s cross-fade).
      (window as unknown as { fades: number[] }).fades = [];
      document.addEventListener('transitionend', (e) => {
        if (e.propertyName === 'opacity') (window as unknown as { fades: number[] }).fades.push(e.elapsedTime);
      });
    });
    await page.getByRole('button', { name: 'Start Display' }).click();
    await expect(page.locator('#player')).toHaveAttribute('data-state', 'rotating');
    await waitForSlot(page, 0);

    const shown = [Number(await stage(page).getAttribute('data-creative-id'))];
    for (let i = 0; i < 7; i++) {
      shown.push(await nextSlot(page));
      await page.waitForTimeout(600); // real time for the CSS fade to finish
    }
    await snap(page, testInfo, '02-rotating');
    // Two loops of 4 slots: A three times, B once in each; B never twice in a row.
    const loops = [shown.slice(0, 4), shown.slice(4)];
    for (const loop of loops) {
      expect(loop.filter((id) => id === seed.a)).toHaveLength(3);
      expect(loop.filter((id) => id === seed.b)).toHaveLength(1);
    }
    expect(shown.join(',')).not.toContain(`${seed.b},${seed.b}`);
    // Each change of ad faded both layers (in and out) over 0.5 s.
    const changes = shown.filter((id, i) => i > 0 && id !== shown[i - 1]).length;
    const fades = await page.evaluate(() => (window as unknown as { fades: number[] }).fades);
    expect(fades.filter((s) => s === 0.5).length).toBeGreaterThanOrEqual(2 * changes);
    const layer = page.locator('.layer').first();
    await expect(layer).toHaveCSS('object-fit', 'contain');
    await expect(page.locator('#player')).toHaveCSS('cursor', 'none');

    // The next 30 s sync carries the plays; each is stored once, with its creative, in order.
    await page.clock.runFor(30_000);
    await sendsEverything(page);
    const plays = await storedPlays(seed.displayId);
    expect(plays).toHaveLength(await slotCount(page));
    expect(plays.slice(0, 8).map((p) => p.adCreativeId)).toEqual(shown);
    expect(new Set(plays.map((p) => p.clientPlayId)).size).toBe(plays.length);
    expect(new Set(calls.map((c) => c.path))).toEqual(new Set(['/sync']));
    expect(calls[0]).toEqual({ path: '/sync', plays: 0 }); // the first cycle: nothing shown yet, the schedule fetched
    expect(calls.reduce((sum, c) => sum + (c.plays ?? 0), 0)).toBe(plays.length);
  });
  test('preview: the same rotation with a "Preview" tag, and nothing recorded', async ({ page, baseURL }, testInfo) => {
    const seed = await seedPlayerDisplay(baseURL!, 'pre', 1, 1);
    const playCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(plays|impression|sync)$/.test(new URL(request.url()).pathname)) playCalls.push(request.url());
    });
    await startDisplay(page, seed, '&preview=1');
    await expect(page.getByText('Preview', { exact: true })).toBeVisible();
    const shown = [Number(await stage(page).getAttribute('data-creative-id'))];
    for (let i = 0; i < 3; i++) shown.push(await nextSlot(page));
    expect(new Set(shown)).toEqual(new Set([seed.a, seed.b]));
    await page.clock.runFor(60_000); // two cycles
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await snap(page, testInfo, '03-preview');
    expect(playCalls).toEqual([]);
    const databases = await page.evaluate(() => indexedDB.databases());
    expect(databases.map((d) => d.name)).not.toContain('screenspace-player');
    expect(await storedPlays(seed.displayId)).toEqual([]);
  });

  test('network cut mid-rotation: the rotation goes on from cache (even after a reload), and every buffered play arrives once', async ({
    page,
    context,
    baseURL,
  }) => {
    const seed = await seedPlayerDisplay(baseURL!, 'off', 1, 1);
    await startDisplay(page, seed);
    // The service worker controls the page and has both images before the cut.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('player-media-v1')).keys()).length)).toBe(2);
    await nextSlot(page);
    await page.clock.runFor(30_000 - SLOT_MS); // the next sync: everything so far is stored
    await sendsEverything(page);
    const before = (await storedPlays(seed.displayId)).length;

    await context.setOffline(true);
    // Chromium applies the offline emulation to a service-worker-controlled page's requests
    // with a delay: a play batch sent in that window reached the server once. On a real cut
    // nothing gets through, so the syncs are refused too until the network is back.
    const refusePlays = (route: Route) => route.abort('internetdisconnected');
    await context.route('**/api/displays/*/sync', refusePlays);
    const offline: number[] = [];
    for (let i = 0; i < 4; i++) offline.push(await nextSlot(page));
    expect(new Set(offline)).toEqual(new Set([seed.a, seed.b]));
    await expect(page.locator('.layer.shown')).toHaveJSProperty('complete', true);
    expect(await page.locator('.layer.shown').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A reboot without network: the page, its script and the images come from the
    // service worker, the schedule from localStorage, the token is kept. (The reboot
    // takes a slot's time, as a real one would: the next play is a slot of its own.)
    await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + SLOT_MS);
    await page.reload();
    await expect(page.locator('#player')).toHaveAttribute('data-state', 'rotating');
    await waitForSlot(page, 0);
    for (let i = 0; i < 3; i++) offline.push(await nextSlot(page));
    const buffered = await pendingPlays(page);
    expect(buffered.length).toBeGreaterThanOrEqual(offline.length);
    expect(await storedPlays(seed.displayId)).toHaveLength(before);

    await context.unroute('**/api/displays/*/sync', refusePlays);
    await context.setOffline(false);
    await sendsEverything(page);
    const stored = await storedPlays(seed.displayId);
    const ids = stored.map((p) => p.clientPlayId);
    expect(new Set(ids).size).toBe(ids.length); // each once
    for (const id of buffered) expect(ids).toContain(id);
    expect(stored.length).toBe(before + buffered.length);
  });

  test('a 10-minute network cut on a fast clock: the ads go on changing, and every buffered play is stored exactly once', async ({
    page,
    context,
    baseURL,
  }) => {
    const seed = await seedPlayerDisplay(baseURL!, 'cut', 1, 1);
    // Ten minutes of the page's clock pass in seconds, but the server refuses plays more than 2
    // minutes ahead of its real clock (docs/player.md, "Plays"): the screen's clock starts 11
    // minutes back, and the bookings count as due from 15 minutes back.
    await dueSince(seed.displayId, 15);
    await page.clock.setSystemTime(Date.now() - 11 * 60_000);
    let network: 'cut' | 'lose-first-answer' | 'up' = 'up';
    const duplicates: number[] = [];
    await context.route('**/api/displays/*/sync', async (route) => {
      if (network === 'cut') return route.abort('internetdisconnected');
      const response = await route.fetch();
      if (network === 'lose-first-answer') {
        // Stored by the server, but the answer never reaches the screen: its plays stay queued.
        network = 'up';
        return route.abort('internetdisconnected');
      }
      duplicates.push(((await response.json()) as { duplicates: number }).duplicates);
      return route.fulfill({ response });
    });
    await startDisplay(page, seed);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('player-media-v1')).keys()).length)).toBe(2);
    await page.clock.runFor(30_000);
    await sendsEverything(page);
    const before = (await storedPlays(seed.displayId)).length;
    const slotsBefore = await slotCount(page);

    await context.setOffline(true);
    network = 'cut';
    const shown: number[] = [];
    for (let i = 0; i < 60; i++) shown.push(await nextSlot(page)); // 60 slots of 10 s: ten minutes
    expect(new Set(shown)).toEqual(new Set([seed.a, seed.b]));
    expect(shown.filter((id, i) => i > 0 && id !== shown[i - 1]).length).toBeGreaterThanOrEqual(20); // the ad keeps changing
    expect(await page.locator('.layer.shown').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const buffered = await pendingPlays(page);
    expect(buffered).toHaveLength((await slotCount(page)) - slotsBefore); // every slot shown waits in IndexedDB
    expect(buffered.length).toBeGreaterThanOrEqual(60);
    expect(await storedPlays(seed.displayId)).toHaveLength(before);

    network = 'lose-first-answer';
    await context.setOffline(false);
    await sendsEverything(page);
    const stored = await storedPlays(seed.displayId);
    const ids = stored.map((p) => p.clientPlayId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of buffered) expect(ids).toContain(id);
    expect(stored).toHaveLength(before + buffered.length); // exactly once each
    // The resend after the lost answer: every buffered play answered "duplicate", none stored twice.
    expect(duplicates.reduce((n, d) => n + d, 0)).toBe(buffered.length);
  });

  test('a kiosk that reloads with a valid stored token resumes by itself; an invalid one gets the form', async ({ page, baseURL }) => {
    const seed = await seedPlayerDisplay(baseURL!, 'tok', 2, 1);
    const token = await playerToken(page, seed.displayId);
    await page.goto(`/player?displayId=${seed.displayId}`);
    await page.evaluate(
      ([t, id]) => {
        localStorage.setItem('displayToken', t);
        localStorage.setItem('displayTokenDisplayId', id);
      },
      [token, String(seed.displayId)],
    );
    await page.reload();
    await expect(page.locator('#player')).toHaveAttribute('data-state', 'rotating');
    await waitForSlot(page, 0);
    await expect(page.getByRole('button', { name: 'Start Display' })).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('displayToken', 'not-a-valid-token'));
    await page.reload();
    const form = page.getByRole('form', { name: 'Start display' });
    await expect(form.getByText('Display not authenticated')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('displayToken'))).toBeNull();
  });

  test('with "Require pairing code" on, the screen asks for the code and starts with it', async ({ page, baseURL }) => {
    const seed = await seedPlayerDisplay(baseURL!, 'pair', 1, 1);
    const host = await signedIn(baseURL!, { username: seed.hostName, password: PASSWORD });
    const pairing = await ok<{ pairingCode: string }>(
      await host.put(`/api/displays/${seed.displayId}/pairing`, { data: { required: true } }),
      'pairing on',
    );
    await host.dispose();

    await page.goto(`/player?displayId=${seed.displayId}`);
    await page.getByRole('button', { name: 'Start Display' }).click();
    const form = page.getByRole('form', { name: 'Start display' });
    await expect(form.getByRole('alert')).toHaveText('Pairing code required');
    await form.getByLabel('Pairing code').fill(pairing.pairingCode === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Start Display' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid pairing code');
    await form.getByLabel('Pairing code').fill(pairing.pairingCode);
    await form.getByRole('button', { name: 'Start Display' }).click();
    await expect(page.locator('#player')).toHaveAttribute('data-state', 'rotating');
  });

  test('the /display/ variant asks for the Display ID; an invalid id in /player gets the card', async ({ page, baseURL }) => {
    const seed = await seedPlayerDisplay(baseURL!, 'fld', 1, 1);
    await page.goto('/display/');
    const form = page.getByRole('form', { name: 'Start display' });
    await form.getByLabel('Display ID').fill('abc');
    await form.getByRole('button', { name: 'Start Display' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid Display ID');
    await form.getByLabel('Display ID').fill('999999');
    await form.getByRole('button', { name: 'Start Display' }).click();
    await expect(page.getByRole('alert')).toHaveText('Display not found');
    await page.getByLabel('Display ID').fill(String(seed.displayId));
    await page.getByRole('button', { name: 'Start Display' }).click();
    await expect(page.locator('#player')).toHaveAttribute('data-state', 'rotating');

    await page.goto('/player?displayId=0');
    await expect(page.getByRole('heading', { name: 'Invalid Display ID' })).toBeVisible();
  });

  test('a display awaiting approval says so; outside its hours the screen says when it opens', async ({ page, baseURL }, testInfo) => {
    const suffix = Date.now().toString(36);
    const host = await signedIn(baseURL!, { username: `closed-${suffix}`, password: PASSWORD, role: 'host' }, '/api/register');
    const admin = await signedIn(baseURL!, ADMIN_LOGIN);
    // One hour a day that is not now in Phoenix: closed whenever the test runs.
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Phoenix', hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
    );
    const start = hour >= 20 ? 10 : 22;
    const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
    // Created but not approved yet.
    const display = await createDisplay(host, `Closed ${suffix}`, {
      startTime: hh(start),
      endTime: hh(start + 1),
      timeZone: 'America/Phoenix',
      pricePerHour: '5.00',
    });

    // docs/product-rules.md §7.10: pending → "awaiting approval", and it starts by itself once approved.
    await page.goto(`/player?displayId=${display.id}`);
    await page.getByRole('button', { name: 'Start Display' }).click();
    await expect(page.getByRole('heading', { name: 'This display is awaiting approval' })).toBeVisible();
    await snap(page, testInfo, '01-awaiting-approval');
    await ok(await admin.post(`/api/admin/displays/${display.id}/approve`, { data: { approved: true } }), 'approve display');
    await page.clock.runFor(60_000);
    const opens = `${start > hour ? '' : 'tomorrow '}at ${start > 12 ? start - 12 : start}:00 ${start >= 12 ? 'PM' : 'AM'}`;
    await expect(page.getByRole('heading', { name: `Closed now — opens ${opens}` })).toBeVisible();
    await expect(page.locator('#player')).toHaveAttribute('data-state', 'empty');
    await snap(page, testInfo, '02-closed-now');
    await Promise.all([host.dispose(), admin.dispose()]);
  });

  test('soak: thousands of slots in compressed time keep the page memory flat', async ({ page, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const seed = await seedPlayerDisplay(baseURL!, 'soak', 3, 1);
    await startDisplay(page, seed);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const measure = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
      return { heap: get('JSHeapUsedSize'), nodes: get('Nodes'), listeners: get('JSEventListeners') };
    };
    // Two round trips a slot: run the clock 10 s, wait for the slot to change.
    let slots = await slotCount(page);
    const run = async (count: number) => {
      for (let i = 0; i < count; i++) {
        await page.clock.runFor(SLOT_MS);
        await waitForSlot(page, slots++);
      }
    };
    await run(200); // warm up: caches, JIT, IndexedDB
    const start = await measure();
    const SLOTS = 2_500;
    await run(SLOTS / 2);
    const middle = await measure();
    await run(SLOTS / 2);
    const end = await measure();
    await testInfo.attach('soak', {
      body: `soak: ${SLOTS} slots; JS heap ${(start.heap / 1e6).toFixed(2)} → ${(middle.heap / 1e6).toFixed(2)} → ${(end.heap / 1e6).toFixed(2)} MB, DOM nodes ${start.nodes} → ${end.nodes}, listeners ${start.listeners} → ${end.listeners}`,
    });
    process.stdout.write(
      `  soak: JS heap ${[start, middle, end].map((m) => (m.heap / 1e6).toFixed(2)).join(' → ')} MB over ${SLOTS} slots\n`,
    );
    expect(await slotCount(page)).toBeGreaterThanOrEqual(SLOTS + 200);
    expect(end.heap - start.heap).toBeLessThan(1_000_000); // < 1 MB over 2,500 slots (about 7 hours of screen time)
    expect(end.heap - middle.heap).toBeLessThan(500_000); // and levelling off, not growing by the slot
    expect(end.nodes).toBeLessThanOrEqual(start.nodes + 20);
    expect(end.listeners).toBeLessThanOrEqual(start.listeners + 5);
  });
});
