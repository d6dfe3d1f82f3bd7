import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot of the page as it is now, attached to the test's report. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
