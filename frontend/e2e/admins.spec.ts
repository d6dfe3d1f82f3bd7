import { expect, test } from '@playwright/test';
import { ADMIN_LOGIN, logInPage, ok, phoenixDate, seedBookingRequest } from './seed';
import { snap } from './snap';

/**
 * Several admins and the audit log (docs/accounts.md): the access code's admin adds an admin on the
 * Admins page, the new admin signs in on the normal Login tab, confirms a request, and the Audit
 * Log names it with what changed.
 */
test('a second admin signs in with its own password; the audit log names it', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { tenantName } = await seedBookingRequest(baseURL!, 'audit', [phoenixDate(6)]);
  const username = `ops-${Date.now().toString(36)}`;

  await logInPage(page, ADMIN_LOGIN);
  await page.goto('/dashboard/admins');
  await page.getByRole('link', { name: 'Add admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Admin' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill('ops-password-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admins$/);
  await expect(page.getByRole('row').filter({ hasText: username })).toContainText('Own password');
  await snap(page, testInfo, '01-admins');

  // The new admin: the normal Login tab, no access code.
  await page.request.post('/api/logout');
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill('ops-password-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Admin' })).toBeVisible();
  await expect(page.getByTestId('current-username')).toHaveText(username);

  const requests = await ok<{ groupId: string; tenant: { username: string } }[]>(
    await page.request.get('/api/admin/bookings/requests'),
    'requests',
  );
  const group = requests.find((r) => r.tenant.username === tenantName)!;
  await ok(await page.request.post(`/api/admin/bookings/groups/${group.groupId}/confirm`), 'confirm');

  await page.goto('/dashboard/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Who (username)' }).fill(username);
  // The filter applies after a pause: wait for the one record of the new admin (and the header row).
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: 'Booking group confirmed' });
  await expect(row).toContainText(`${username} (admin)`);
  await row.getByRole('button', { name: /^Show changes/ }).click();
  await expect(row.getByRole('table', { name: /^Changes of record/ })).toContainText('confirmed');
  await snap(page, testInfo, '02-audit-log');
});
