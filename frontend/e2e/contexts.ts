import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * A page in a context of its own (one user each), for tests that need several users at once.
 * Playwright closes only the contexts of its own `page` fixture; one left open keeps its app
 * running in the browser (polls, the map) through every later test of that worker. Call this
 * at a spec file's top level: the contexts are closed after each test.
 */
export function separatePages(defaultViewport = { width: 1360, height: 900 }) {
  const open: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  return async (browser: Browser, viewport = defaultViewport): Promise<Page> => {
    const context = await browser.newContext({ viewport });
    open.push(context);
    return context.newPage();
  };
}
