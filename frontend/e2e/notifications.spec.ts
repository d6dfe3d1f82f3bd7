import { expect, test } from '@playwright/test';
import { ADMIN_LOGIN, book, logInPage, markAllRead, PASSWORD, phoenixDate, seedDisplayAndCreative, unreadCount } from './seed';
import { snap } from './snap';

/**
 * Notifications end to end (#22, docs/notifications.md): the admin confirms a tenant's booking in the
 * back office; the tenant's bell then shows it as unread, and opening the bell marks it read.
 */
test('the bell shows the count after an admin confirms a booking; opening it marks it read', async ({ page, baseURL }, testInfo) => {
  const seed = await seedDisplayAndCreative(baseURL!, 'bell', { host: 'nhost', tenant: 'ntenant' });
  await book(seed.tenant, seed.displayId, seed.creativeId, [phoenixDate(6)], 1);
  // The creative's approval notified the tenant already: count only what the confirmation adds.
  await markAllRead(seed.tenant);

  await logInPage(page, ADMIN_LOGIN);
  await page.goto('/dashboard/booking-requests');
  const request = page.getByRole('article', { name: seed.displayName });
  await request.getByRole('button', { name: `Confirm the booking of ${seed.tenantName} for ${seed.displayName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking confirmed' })).toBeVisible();
  await expect.poll(() => unreadCount(seed.tenant)).toBe(1);

  await logInPage(page, { username: seed.tenantName, password: PASSWORD, role: 'tenant' });
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  const entry = dialog.getByRole('list').getByRole('link').first();
  // Still shown as new while the bell is open, though already marked read on the server.
  await expect(entry).toHaveAttribute('data-unread', 'true');
  await expect(entry).toHaveAttribute('href', /^\/dashboard\//);
  await expect.poll(() => unreadCount(seed.tenant)).toBe(0);
  await snap(page, testInfo, '01-bell-open');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The full list keeps it, read now, and leads to what it is about.
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const listed = page.getByRole('region', { name: 'Your notifications' }).getByRole('link').first();
  await expect(listed).not.toHaveAttribute('data-unread', 'true');
  await snap(page, testInfo, '02-notifications-page');
  const target = await listed.getAttribute('href');
  await listed.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));

  // Account settings, from the same sidebar: the tenant's e-mail kinds, as the server lists them.
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'E-mail me when…' }).getByRole('checkbox').first()).toBeChecked();
  await snap(page, testInfo, '03-account');
  await seed.dispose();
});
