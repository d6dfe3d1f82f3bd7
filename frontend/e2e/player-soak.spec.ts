import { expect, test } from '@playwright/test';
import { SLOT_MS, slotCount, waitForSlot, startDisplay, pausedClock } from './kiosk';
import { seedPlayerDisplay } from './seed';
import { steady } from './steady';

/** The kiosk player over thousands of slots in compressed time: memory stays flat (kiosk.ts). */
test.describe('the kiosk player over hours', () => {
  test.beforeEach(({ page }) => pausedClock(page));

  test('soak: thousands of slots in compressed time keep the page memory flat', async ({ page, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    // No cross-fade (the kiosk honours reduced motion): the fades are player.spec.ts's subject, and
    // here 2,700 of them would keep the compositor drawing for the whole test (docs/testing.md).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const seed = await seedPlayerDisplay(baseURL!, 'soak', 3, 1);
    await startDisplay(page, seed);
    await expect(page.locator('.layer').first()).toHaveCSS('transition-duration', '0s');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const sample = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
      return { heap: get('JSHeapUsedSize'), nodes: get('Nodes'), listeners: get('JSEventListeners') };
    };
    // With the clock paused the player starts nothing new, and what it has in flight (IndexedDB
    // writes, a sync) ends in real time; each of those holds listeners until it does. So a
    // measure waits until the listener count has held for three samples 200 ms apart: what is
    // left is what the page keeps. (On a busy machine the writes lag the slots: 38 were in flight.)
    const measure = () => steady(sample, { key: (m) => m.listeners, message: 'the listener count holds', interval: 200, samples: 3 });
    let slots = await slotCount(page);
    // Two round trips a slot: run the clock 10 s, wait for the slot to change.
    // Inside a step: Playwright files each call under its parent step, and a call outside any step
    // finds that parent by walking every step so far, 5,400 times here (docs/testing.md).
    const run = (count: number) =>
      test.step(`${count} slots`, async () => {
        for (let i = 0; i < count; i++) {
          await page.clock.runFor(SLOT_MS);
          await waitForSlot(page, slots++);
        }
      });
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
      `  soak: JS heap ${[start, middle, end].map((m) => (m.heap / 1e6).toFixed(2)).join(' → ')} MB, listeners ${[start, middle, end].map((m) => m.listeners).join(' → ')} over ${SLOTS} slots\n`,
    );
    expect(await slotCount(page)).toBeGreaterThanOrEqual(SLOTS + 200);
    expect(end.heap - start.heap).toBeLessThan(1_000_000); // < 1 MB over 2,500 slots (about 7 hours of screen time)
    expect(end.heap - middle.heap).toBeLessThan(500_000); // and levelling off, not growing by the slot
    expect(end.nodes).toBeLessThanOrEqual(start.nodes + 20);
    expect(end.listeners).toBeLessThanOrEqual(start.listeners + 5);
  });
});
