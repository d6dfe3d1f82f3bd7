import { expect, test, type Route } from '@playwright/test';
import { SLOT_MS, slotCount, waitForSlot, nextSlot, pendingPlays, sendsEverything, startDisplay, pausedClock } from './kiosk';
import { dueSince, seedPlayerDisplay, storedPlays } from './seed';

/** The kiosk player through network cuts: it plays on from cache and delivers every buffered play once (kiosk.ts). */
test.describe('the kiosk player without a network', () => {
  test.beforeEach(({ page }) => pausedClock(page));

  test('network cut mid-rotation: the rotation goes on from cache (even after a reload), and every buffered play arrives once', async ({
    page,
    context,
    baseURL,
  }) => {
    const seed = await seedPlayerDisplay(baseURL!, 'off', 1, 1);
    // About two minutes of the page's clock pass here (each sync waits for the display's offset after
    // "online"), and the server refuses plays more than 2 minutes ahead of its real clock: the
    // screen's clock starts 3 minutes back, and the bookings count as due from 5 minutes back.
    await dueSince(seed.displayId, 5);
    await page.clock.setSystemTime(Date.now() - 3 * 60_000);
    await startDisplay(page, seed);
    // The service worker controls the page and has both images before the cut.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('player-media-v1')).keys()).length)).toBe(2);
    await nextSlot(page);
    await page.clock.runFor(30_000 - SLOT_MS); // the next sync: everything so far is stored
    await sendsEverything(page, seed.displayId);
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
    const slotsBack = await slotCount(page);
    await sendsEverything(page, seed.displayId);
    const stored = await storedPlays(seed.displayId);
    const ids = stored.map((p) => p.clientPlayId);
    expect(new Set(ids).size).toBe(ids.length); // each once
    for (const id of buffered) expect(ids).toContain(id);
    // The buffered plays, and those of slots shown until the sync went (the display's offset after "online").
    expect(stored.length).toBe(before + buffered.length + (await slotCount(page)) - slotsBack);
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
    let lost = 0; // plays in the request whose answer the test lost
    let unanswered = 0; // plays in requests the screen gave up while their answer was read
    const plays = (route: Route) => (route.request().postDataJSON() as { plays: unknown[] }).plays.length;
    await context.route('**/api/displays/*/sync', async (route) => {
      if (network === 'cut') return route.abort('internetdisconnected');
      const response = await route.fetch();
      if (network === 'lose-first-answer') {
        // Stored by the server, but the answer never reaches the screen: its plays stay queued.
        // Counted from the request: one sent before the network came back (a few slots before
        // the last) may reach this handler only now, and carry fewer than all the buffered plays.
        network = 'up';
        lost = plays(route);
        return route.abort('internetdisconnected');
      }
      try {
        const { duplicates: answered } = (await response.json()) as { duplicates: number };
        await route.fulfill({ response });
        duplicates.push(answered);
      } catch {
        // Playwright disposed the fetched answer before it reached the screen (seen once in CI,
        // at the kiosk's start): stored, but unanswered, so its plays come back as duplicates
        // too. The screen gets a network error, if the request is still open, and syncs again.
        unanswered += plays(route);
        await route.abort('internetdisconnected').catch(() => undefined);
      }
    });
    await startDisplay(page, seed);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('player-media-v1')).keys()).length)).toBe(2);
    await page.clock.runFor(30_000);
    await sendsEverything(page, seed.displayId);
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
    const slotsBack = await slotCount(page);
    await sendsEverything(page, seed.displayId);
    const stored = await storedPlays(seed.displayId);
    const ids = stored.map((p) => p.clientPlayId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of buffered) expect(ids).toContain(id);
    // Exactly once each: the buffered plays and the slots shown while they were sent.
    expect(stored).toHaveLength(before + buffered.length + (await slotCount(page)) - slotsBack);
    // The resend after the lost answer: every play of the lost request answered "duplicate", none stored twice.
    expect(lost).toBeGreaterThan(0);
    expect(duplicates.reduce((n, d) => n + d, 0)).toBe(lost + unanswered);
  });
});
