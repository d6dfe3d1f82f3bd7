import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ADMIN_LOGIN, bookThroughApi, calendarDay, logInPage, PASSWORD, phoenixDate, seedDisplayAndCreative, shown } from './seed';
import { snap } from './snap';

/**
 * The tenant's booking form end to end, on the real server: the tenant books
 * three dates × 2 hours in the calendar, the admin confirms the request and
 * marks it paid, and the host sees the bookings. Seeded through the API.
 */

/** A full-page screenshot from the top (a scrolled page would draw the fixed shell mid-way). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, testInfo, name);
}

/**
 * The contrast ratio (WCAG) of an element's text on its background as drawn now; a see-through
 * background is laid over the white card it sits on.
 */
async function textContrast(locator: Locator): Promise<number> {
  const [fg, bg] = await locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.color, style.backgroundColor];
  });
  const luminance = (css: string) => {
    const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
    const [lr, lg, lb] = [r, g, b].map((v) => {
      const c = (a * v + (1 - a) * 255) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const [hi, lo] = [luminance(fg), luminance(bg)].toSorted((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

async function openDisplayPage(page: Page, displayId: number, displayName: string) {
  await page.goto(`/dashboard/browse-displays/${displayId}`);
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  // The availability is in once today (the display's zone) is marked.
  await expect(page.getByRole('button', { name: /^Today, / })).toBeVisible();
}

test('a tenant books 3 dates × 2 hours; the admin confirms and marks it paid; the host sees them', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const seed = await seedDisplayAndCreative(baseURL!, 'b');
  const { tenantName, hostName, displayName, creativeName } = seed;
  const dates = [phoenixDate(3), phoenixDate(4), phoenixDate(6)];

  // --- the tenant: the display's page ---
  await logInPage(page, { username: tenantName, password: PASSWORD });
  await openDisplayPage(page, seed.displayId, displayName);
  const form = page.getByRole('form', { name: 'Book this display' });
  const confirm = form.getByRole('button', { name: 'Confirm Booking' });
  await expect(confirm).toBeDisabled();
  await shot(page, testInfo, '01-tenant-display-page');

  for (const date of dates) {
    const day = await calendarDay(page, date);
    await expect(day).toHaveAccessibleName(/, 8 hours free$/);
    await day.click();
    await expect(day).toHaveAccessibleName(/, 8 hours free, selected$/);
  }
  // Exact: today's day button can read "…, 2 hours free" (its hours left), which a substring would match too.
  await form.getByRole('button', { name: '2 hours', exact: true }).click();
  await expect(form.getByRole('button', { name: '2 hours', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('combobox', { name: 'Ad Creative' }).click();
  await page.getByRole('option', { name: new RegExp(`^${creativeName}`) }).click();
  await expect(form.getByRole('combobox', { name: 'Ad Creative' })).toContainText(creativeName);

  const summary = form.getByRole('region', { name: 'Booking Summary' });
  await expect(summary.getByRole('listitem')).toHaveText(dates.map(shown));
  await expect(summary.getByText('$12.50')).toBeVisible();
  await expect(summary.getByText('2 hours', { exact: true })).toBeVisible();
  await expect(summary.getByText('$75.00')).toBeVisible();
  await expect(confirm).toBeEnabled();
  await shot(page, testInfo, '02-tenant-form-filled');

  await confirm.click();
  const success = page.getByRole('heading', { name: 'Booking Submitted!' });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your booking request has been submitted and is pending approval.' }),
  ).toBeVisible();
  await shot(page, testInfo, '03-tenant-booking-submitted');
  await expect(page).toHaveURL(/\/dashboard\/browse-displays$/, { timeout: 5000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Available Displays' })).toBeVisible();
  await shot(page, testInfo, '04-tenant-redirected-to-browse');

  // The dates now have 6 hours free.
  await openDisplayPage(page, seed.displayId, displayName);
  await expect(await calendarDay(page, dates[0])).toHaveAccessibleName(/, 6 hours free$/);

  // --- the admin: Booking Requests → Confirm, Confirmed Bookings → Mark as Paid ---
  await logInPage(page, ADMIN_LOGIN);
  await page.goto('/dashboard/booking-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Requests' })).toBeVisible();
  const request = page.getByRole('article', { name: displayName });
  await expect(request.getByRole('list', { name: `Booking dates of ${displayName}` }).getByRole('listitem')).toHaveText(dates.map(shown));
  await expect(request.getByText('2 hours per day')).toBeVisible();
  await expect(request.getByText('$75.00')).toBeVisible();
  await shot(page, testInfo, '05-admin-booking-requests');
  await request.getByRole('button', { name: `Confirm the booking of ${tenantName} for ${displayName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking confirmed' })).toBeVisible();
  await expect(request).toHaveCount(0);

  await page.goto('/dashboard/confirmed-bookings');
  const group = page.getByRole('article', { name: displayName });
  await expect(group.getByText('$75.00')).toBeVisible();
  await group.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as Paid' })).toBeVisible();
  await expect(group.getByRole('button', { name: 'Mark as Unpaid' })).toBeVisible();
  await shot(page, testInfo, '06-admin-confirmed-paid');

  // --- the host: Upcoming Bookings ---
  await logInPage(page, { username: hostName, password: PASSWORD });
  await page.goto('/dashboard/upcoming-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Bookings' })).toBeVisible();
  const cards = page.getByRole('article').filter({ hasText: displayName });
  await expect(cards).toHaveCount(3);
  for (const [index, date] of dates.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText(shown(date), { exact: true })).toBeVisible();
    await expect(card.getByText('2 hours', { exact: true })).toBeVisible();
    await expect(card.getByText(tenantName, { exact: true })).toBeVisible();
    const preview = card.getByRole('img', { name: `Ad creative ${creativeName}` });
    await preview.scrollIntoViewIfNeeded();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await shot(page, testInfo, '07-host-upcoming-bookings');
  await seed.dispose();
});

test('a date already full is disabled in the calendar; one partly sold shows what is left', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const seed = await seedDisplayAndCreative(baseURL!, 'f');
  const full = phoenixDate(2);
  const partly = phoenixDate(5);
  await bookThroughApi(seed, [full], 4);
  await bookThroughApi(seed, [full, partly], 4);
  await bookThroughApi(seed, [partly], 1);

  await logInPage(page, { username: seed.tenantName, password: PASSWORD });
  await openDisplayPage(page, seed.displayId, seed.displayName);
  const fullDay = await calendarDay(page, full);
  await expect(fullDay).toHaveAccessibleName(/, fully booked$/);
  await expect(fullDay).toBeDisabled();
  // The small print under the number is drawn by CSS from data-free; the name says it too.
  await expect(fullDay.locator('.day-free')).toHaveAttribute('data-free', 'Full');
  await expect(fullDay).toHaveAccessibleName(/, Full, fully booked$/);
  const partlyDay = await calendarDay(page, partly);
  await expect(partlyDay).toHaveAccessibleName(/, 3 hours free$/);
  await expect(partlyDay).toBeEnabled();
  await partlyDay.click();
  // Selected and under the pointer: its number still reads (white on the dark accent, WCAG AA 4.5:1).
  await expect(partlyDay.locator('xpath=ancestor::*[@role="gridcell"][1]')).toHaveAttribute('aria-selected', 'true');
  await partlyDay.hover();
  expect(await textContrast(partlyDay)).toBeGreaterThanOrEqual(4.5);

  // 4 hours a day: the partly sold date no longer fits and is unselected, with a note.
  await page.getByRole('button', { name: '4 hours', exact: true }).click();
  await expect(partlyDay).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Some dates were unselected' })).toContainText(`${shown(partly)}: 3 hours left`);
  await shot(page, testInfo, '01-full-date-disabled');
  await seed.dispose();
});
