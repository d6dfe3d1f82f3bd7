import { expect, test } from '@playwright/test';
import {
  bookThroughApi,
  calendarDay,
  logInPage,
  makePng,
  ok,
  PASSWORD,
  phoenixDate,
  pngDataUrl,
  seedDisplayAndCreative,
  shown,
} from './seed';
import { snap } from './snap';

/**
 * A tenant changes what it created (docs/product-rules.md §4.10, §6.3), on the real server:
 * renames a creative, is told why a booked one can't be deleted, deletes a spare one, then
 * cancels one pending date in My Bookings and finds its hours free in the booking calendar.
 */
test('a tenant renames and deletes a creative, cancels a pending date and sees the hours back in the calendar', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const seed = await seedDisplayAndCreative(baseURL!, 'chg');
  const spareName = `Old flyer ${Date.now().toString(36)}`;
  await ok(
    await seed.tenant.post('/api/tenant/ad-creatives', {
      data: { name: spareName, fileUrl: pngDataUrl(makePng(320, 180)), dimensions: '320x180' },
    }),
    'upload the spare creative',
  );
  // Two consecutive dates and one apart: 3 hours each of the display's 8.
  const dates = [phoenixDate(4), phoenixDate(5), phoenixDate(8)];
  await bookThroughApi(seed, dates, 3);
  await seed.dispose();
  await logInPage(page, { username: seed.tenantName, password: PASSWORD });

  // --- Ad Creatives: rename, a refused delete explained, a delete ---
  await page.goto('/dashboard/ad-creatives');
  const mine = page.getByRole('list', { name: 'Your ad creatives' });
  await mine.getByRole('button', { name: `Rename ${seed.creativeName}` }).click();
  const rename = page.getByRole('dialog', { name: 'Rename ad creative' });
  const newName = `Spring Fair (final) ${Date.now().toString(36)}`;
  await rename.getByRole('textbox', { name: 'Name' }).fill(newName);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ad creative renamed' })).toBeVisible();
  await expect(mine.getByRole('article', { name: newName })).toBeVisible();
  await expect(mine.getByRole('article', { name: seed.creativeName, exact: true })).toHaveCount(0);

  await mine.getByRole('button', { name: `Delete ${newName}` }).click();
  const remove = page.getByRole('dialog', { name: 'Delete ad creative?' });
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(remove).toContainText("It can't be deleted yet: 3 upcoming bookings use it.");
  await snap(page, testInfo, '01-delete-refused');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeHidden();
  await expect(mine.getByRole('article', { name: newName })).toBeVisible();

  await mine.getByRole('button', { name: `Delete ${spareName}` }).click();
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ad creative deleted' })).toBeVisible();
  await expect(mine.getByRole('article', { name: spareName })).toHaveCount(0);
  await page.reload();
  await expect(mine.getByRole('article', { name: newName })).toBeVisible();
  await expect(mine.getByRole('article', { name: spareName })).toHaveCount(0);

  // --- the calendar before, My Bookings, the calendar after (in-app navigation, no reload) ---
  await page.goto(`/dashboard/browse-displays/${seed.displayId}`);
  await expect(page.getByRole('button', { name: /^Today, / })).toBeVisible();
  await expect(await calendarDay(page, dates[1])).toHaveAccessibleName(/, 5 hours free$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Bookings' }).click();
  const card = page.getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: seed.displayName });
  await expect(card).toContainText(`${shown(dates[0])} – ${shown(dates[1])} · ${shown(dates[2])} (3 dates)`);
  await expect(card).toContainText(newName);
  await card.getByRole('button', { name: `Cancel ${shown(dates[1])}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this date?' });
  await expect(dialog).toContainText(`on ${shown(dates[1])} (1 date, $37.50)`);
  await snap(page, testInfo, '02-cancel-date');
  await dialog.getByRole('button', { name: 'Cancel Date' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 date cancelled' })).toBeVisible();
  await expect(card).toContainText(`${shown(dates[0])} · ${shown(dates[2])} (2 dates)`);
  await expect(card.getByRole('list', { name: 'Dates you cancelled' })).toContainText(shown(dates[1]));
  await snap(page, testInfo, '03-my-bookings-after-cancel');

  await page.goBack();
  await expect(page.getByRole('button', { name: /^Today, / })).toBeVisible();
  await expect(await calendarDay(page, dates[1])).toHaveAccessibleName(/, 8 hours free$/);
  await expect(await calendarDay(page, dates[0])).toHaveAccessibleName(/, 5 hours free$/);
});
