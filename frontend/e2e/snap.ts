import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a full-page screenshot of the page as it is now, attached to the test's report, for a
 * person reading a local run. Not in CI: its clone is removed after the run, so a passing
 * test's screenshots would be encoded for no one (about 0.25 CPU-s each, docs/testing.md), and
 * a failing test still gets Playwright's own screenshot (`screenshot: 'only-on-failure'`).
 */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (process.env.CI) return;
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
