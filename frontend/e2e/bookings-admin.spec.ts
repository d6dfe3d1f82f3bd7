import { expect, test } from '@playwright/test';
import { ADMIN_LOGIN, logInPage, PASSWORD, phoenixDate, seedBookingRequest, shown } from './seed';
import { NAV_LINKS } from './navLinks';
import { snap } from './snap';

/**
 * Bookings end to end, on the real server: a host lists a display, a tenant
 * books it, and the admin confirms or rejects the request, marks it paid or
 * deletes its bookings; the host sees what is upcoming. Seeded through the API
 * (seed/bookings.ts), checked in the browser.
 */

test('the admin confirms a booking request and marks it paid; the host sees the bookings', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { hostName, tenantName, displayName, creativeName, dates } = await seedBookingRequest(baseURL!, 'a', [
    phoenixDate(3),
    phoenixDate(4),
    phoenixDate(5),
  ]);

  // --- the admin: Booking Requests → Confirm ---
  await logInPage(page, ADMIN_LOGIN);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Admin' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([...NAV_LINKS.admin]);
  await snap(page, testInfo, '00-admin-dashboard');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Booking Requests/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/booking-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Booking Requests' })).toHaveAttribute('aria-current', 'page');
  const request = page.getByRole('article', { name: displayName });
  await expect(request).toBeVisible();
  await expect(request.getByText(tenantName, { exact: true })).toBeVisible();
  await expect(request.getByText(`${creativeName} (320x180)`)).toBeVisible();
  await expect(request.getByRole('list', { name: `Booking dates of ${displayName}` }).getByRole('listitem')).toHaveText(dates.map(shown));
  await expect(request.getByText('2 hours per day')).toBeVisible();
  await expect(request.getByText('$75.00')).toBeVisible();
  // The preview loads lazily: bring it into view first.
  const preview = request.getByRole('img', { name: new RegExp(`^Ad creative ${creativeName}`) });
  await preview.scrollIntoViewIfNeeded();
  await expect(preview).toHaveJSProperty('complete', true);
  await snap(page, testInfo, '01-booking-requests');

  await request.getByRole('button', { name: `Confirm the booking of ${tenantName} for ${displayName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking confirmed' })).toBeVisible();
  await expect(request).toHaveCount(0);
  await snap(page, testInfo, '02-booking-confirmed');

  // --- Confirmed Bookings → Mark as Paid ---
  await nav.getByRole('link', { name: 'Confirmed Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmed Bookings' })).toBeVisible();
  const group = page.getByRole('article', { name: displayName });
  await expect(group.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(group.getByRole('list', { name: `Booking dates of ${displayName}` }).getByRole('listitem')).toHaveText(dates.map(shown));
  await expect(group.getByText('$75.00')).toBeVisible();
  await snap(page, testInfo, '03-confirmed-bookings');

  await group.getByRole('button', { name: 'Mark as Paid' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Marked as Paid' });
  await expect(toast).toContainText('The booking has been marked as paid.');
  await expect(group.getByText('Paid', { exact: true })).toBeVisible();
  await expect(group.getByRole('button', { name: 'Mark as Unpaid' })).toBeVisible();
  await snap(page, testInfo, '04-marked-paid');

  // --- the host: Upcoming Bookings ---
  await logInPage(page, { username: hostName, password: PASSWORD });
  await page.goto('/dashboard/upcoming-bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Bookings' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [index, date] of dates.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: displayName })).toBeVisible();
    await expect(card.getByText('1 E Washington St, Phoenix')).toBeVisible();
    await expect(card.getByText(tenantName, { exact: true })).toBeVisible();
    await expect(card.getByText(creativeName, { exact: true })).toBeVisible();
    await expect(card.getByText(shown(date), { exact: true })).toBeVisible();
    await expect(card.getByText('2 hours', { exact: true })).toBeVisible();
    const thumbnail = card.getByRole('img', { name: `Ad creative ${creativeName}` });
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{64}\.webp$/);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(thumbnail).toHaveCSS('object-fit', 'cover');
  }
  await snap(page, testInfo, '05-host-upcoming-bookings');
});

test('the admin rejects a request with a note, deletes one booking, then all bookings of a group', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const rejected = await seedBookingRequest(baseURL!, 'r', [phoenixDate(8)]);
  const kept = await seedBookingRequest(baseURL!, 'k', [phoenixDate(9), phoenixDate(10)]);
  await logInPage(page, ADMIN_LOGIN);

  // Reject, with a note for the tenant.
  await page.goto('/dashboard/booking-requests');
  const request = page.getByRole('article', { name: rejected.displayName });
  await request.getByRole('button', { name: `Reject the booking of ${rejected.tenantName} for ${rejected.displayName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject booking request' });
  const note = dialog.getByRole('textbox', { name: 'Note for the tenant (optional)' });
  await expect(note).toBeFocused();
  await note.fill('The screen is being repaired that week.');
  await snap(page, testInfo, '01-reject-dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking rejected' })).toBeVisible();
  await expect(request).toHaveCount(0);

  // Confirm the other one, then delete its bookings on the Confirmed Bookings screen.
  await page
    .getByRole('article', { name: kept.displayName })
    .getByRole('button', { name: `Confirm the booking of ${kept.tenantName} for ${kept.displayName}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking confirmed' })).toBeVisible();
  await page.goto('/dashboard/confirmed-bookings');
  const group = page.getByRole('article', { name: kept.displayName });
  await expect(group.getByText('$50.00')).toBeVisible();
  const [first, second] = kept.dates.map(shown);
  await group.getByRole('button', { name: `Delete booking on ${first}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete booking?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await snap(page, testInfo, '02-delete-one-dialog');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking deleted successfully' })).toBeVisible();
  await expect(group.getByRole('list', { name: `Booking dates of ${kept.displayName}` }).getByRole('listitem')).toHaveText([second]);
  await expect(group.getByText('$25.00')).toBeVisible();

  await group.getByRole('button', { name: `Delete all bookings of ${kept.tenantName} for ${kept.displayName}` }).click();
  await page.getByRole('dialog', { name: 'Delete all bookings?' }).getByRole('button', { name: 'Delete All' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All bookings deleted successfully' })).toBeVisible();
  await expect(group).toHaveCount(0);
  await snap(page, testInfo, '03-after-delete-all');

  // The host of the deleted bookings has nothing upcoming.
  await logInPage(page, { username: kept.hostName, password: PASSWORD });
  await page.goto('/dashboard/upcoming-bookings');
  await expect(page.getByRole('heading', { name: 'No Upcoming Bookings' })).toBeVisible();
  await expect(page.getByText('There are currently no confirmed bookings scheduled for your displays.')).toBeVisible();
  await snap(page, testInfo, '04-host-no-upcoming-bookings');
});
