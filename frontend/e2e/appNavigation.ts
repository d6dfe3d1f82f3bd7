import { expect, type Page } from '@playwright/test';

/**
 * Showing many pages of the signed-in app in one test (the accessibility sweeps): after the
 * first load, the app's own navigation (history and popstate, what a link does) instead of a
 * reload per page, which spares Chromium parsing and running the whole app again each time
 * (docs/testing.md, "Why the browser tier runs as it does"). The public pages are loaded each
 * time: they are prerendered and do not follow popstate.
 */

const requestsOf = new WeakMap<Page, Set<object>>();

/** The page's requests still open, counted from the first call. */
function openRequests(page: Page): Set<object> {
  let open = requestsOf.get(page);
  if (!open) {
    const set = new Set<object>();
    page.on('request', (r) => set.add(r));
    page.on('requestfinished', (r) => set.delete(r));
    page.on('requestfailed', (r) => set.delete(r));
    requestsOf.set(page, set);
    open = set;
  }
  return open;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Rendered, and no request open for 300 ms: what `networkidle` waits for after a load. */
async function settled(page: Page): Promise<void> {
  const requests = openRequests(page);
  await expect
    .poll(async () => {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      if (requests.size > 0) return false;
      await page.waitForTimeout(300);
      return requests.size === 0;
    })
    .toBe(true);
}

/**
 * Shows `path` and waits until it has settled: its h1 shown, no loading spinner, no request open.
 * `inApp`: by the app's navigation when a page of the app is already shown; the new page's h1 must
 * then differ from the last one's, so a navigation the app ignored fails instead of sweeping the
 * same page twice.
 */
export async function showPage(page: Page, path: string, { inApp }: { inApp: boolean }): Promise<void> {
  openRequests(page);
  if (inApp && page.url().startsWith('http')) {
    const before = await h1(page).textContent();
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new URL(path, page.url()).href);
    await settled(page);
    await expect(h1(page)).not.toHaveText(before ?? '');
  } else {
    await page.goto(path);
    await settled(page);
  }
  await expect(h1(page)).toBeVisible();
  // Loading spinners (indeterminate: no value) gone; bars that show a share stay.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });
}
