import { expect, type Page, type Request } from '@playwright/test';
import type { PlayerSeed } from './seed';
/**
 * Helpers of the kiosk player's browser tests (player*.spec.ts). The kiosk player on the real server, in Chromium, with Playwright's fake
 * clock in the page: the slots (10 s) and syncs (30 s) run on command,
 * while the server keeps the real time. Each test seeds its own display open
 * 00:00–23:00 in a zone where it is about noon (seed/player.ts), so the
 * schedule is never empty whenever the tests run.
 */

export const SLOT_MS = 10_000;
export const stage = (page: Page) => page.locator('.stage');

export async function slotCount(page: Page): Promise<number> {
  return Number((await stage(page).getAttribute('data-slot')) ?? 0);
}

/** Waits (real time, no fake timers involved) until the stage has shown more than `count` slots. */
export async function waitForSlot(page: Page, count: number): Promise<void> {
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
export async function nextSlot(page: Page): Promise<number> {
  const before = await slotCount(page);
  await page.clock.runFor(SLOT_MS);
  await waitForSlot(page, before);
  return Number(await stage(page).getAttribute('data-creative-id'));
}

/** Plays still waiting in the page's IndexedDB (the player's own database). */
export function pendingPlays(page: Page): Promise<string[]> {
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

/**
 * How long after its connection returns a display syncs: its own offset in the 10 s after
 * (`phaseOf` and `onlineDelayOf`, src/player/schedulePoller.ts; docs/player.md).
 */
export const onlineDelayOf = (displayId: number) => Math.round(((displayId * 0.618_033_988_749_895) % 1) * 10_000);

/** Resolves when a sync of the page ends, answered or failed (or after `ms` of real time). */
function syncEnds(page: Page, ms = 15_000): Promise<void> {
  return new Promise((resolve) => {
    const done = (request: Request) => {
      if (!new URL(request.url()).pathname.endsWith('/sync')) return;
      finish();
    };
    const finish = () => {
      clearTimeout(timer);
      page.off('requestfinished', done).off('requestfailed', done);
      resolve();
    };
    const timer = setTimeout(finish, ms);
    page.on('requestfinished', done).on('requestfailed', done);
  });
}

/**
 * Sends what is queued until IndexedDB holds no play. Each round tells the page its connection
 * is back ("online"), runs its clock to the display's offset after that, when the sync goes, and
 * waits for that sync to end before it looks: the page may show another slot meanwhile, whose
 * play rides on the same sync.
 */
export async function sendsEverything(page: Page, displayId: number) {
  for (let round = 0; round < 20; round++) {
    const ended = syncEnds(page);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.clock.runFor(onlineDelayOf(displayId));
    await ended;
    if ((await pendingPlays(page)).length === 0) return;
  }
  throw new Error(`plays still waiting after 20 syncs: ${(await pendingPlays(page)).join(', ')}`);
}

/** The form → "Start Display" → the first slot on screen. */
export async function startDisplay(page: Page, seed: PlayerSeed, query = '') {
  await page.goto(`/player?displayId=${seed.displayId}${query}`);
  const form = page.getByRole('form', { name: 'Start display' });
  await expect(form.getByText('Display not authenticated')).toBeVisible();
  await form.getByRole('button', { name: 'Start Display' }).click();
  await expect(page.locator('#player')).toHaveAttribute('data-state', 'rotating');
  await waitForSlot(page, 0);
}

/** Paused: only runFor moves the page's time (the server's stays real). */
export async function pausedClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}
