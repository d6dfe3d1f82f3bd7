import { expect, test, type Page } from '@playwright/test';
import { playerToken, seedPlayerDisplay, storedPlays, type PlayerSeed } from './playerSeed';
import { snap } from './snap';

/**
 * The kiosk player on the real server, in Chromium, with Playwright's fake
 * clock in the page: the slots (10 s), polls and sends (30 s) run on command,
 * while the server keeps the real time. Each test seeds its own display open
 * 00:00–23:00 in a zone where it is about noon (playerSeed.ts), so the
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
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('plays')) return resolve([]);
          const keys = db.transaction('plays').objectStore('plays').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** Sends what is queued ("online" triggers a send) until IndexedDB holds no play. */
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

  test('Start Display → A A A B by hours with cross-fades → every play stored once', async ({ page, baseURL }, testInfo) => {
    const seed = await seedPlayerDisplay(baseURL!, 'rot', 3, 1);
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

    // The next 30 s send carries the plays; each is stored once, with its creative, in order.
    await page.clock.runFor(30_000);
    await sendsEverything(page);
    const plays = await storedPlays(seed.displayId);
    expect(plays).toHaveLength(await slotCount(page));
    expect(plays.slice(0, 8).map((p) => p.adCreativeId)).toEqual(shown);
    expect(new Set(plays.map((p) => p.clientPlayId)).size).toBe(plays.length);
  });
});
