import { expect, test } from '@playwright/test';
import { ADMIN_LOGIN, logInPage, ok, PASSWORD, phoenixDate, seedDisplayAndCreative, shown, signedIn } from './seed';
import { snap } from './snap';

test("a tenant sees its booking groups in My Bookings, a rejected one with the admin's note, and filters by state", async ({
  page,
  baseURL,
}, testInfo) => {
  const seed = await seedDisplayAndCreative(baseURL!, 'mine');
  const book = async (dates: string[], hours: number) =>
    (
      await ok<{ groupId: string }>(
        await seed.tenant.post('/api/tenant/bookings/bulk', {
          data: {
            bookings: dates.map((bookingDate) => ({
              displayId: seed.displayId,
              adCreativeId: seed.creativeId,
              bookingDate,
              hoursBooked: hours,
            })),
          },
        }),
        'book',
      )
    ).groupId;
  const rejectedDates = [phoenixDate(10), phoenixDate(11)];
  const rejected = await book(rejectedDates, 2);
  await book([phoenixDate(12)], 1);
  const admin = await signedIn(baseURL!, ADMIN_LOGIN);
  await ok(
    await admin.post(`/api/admin/bookings/groups/${rejected}/reject`, { data: { notes: 'Please send a brighter creative' } }),
    'reject',
  );
  await Promise.all([admin.dispose(), seed.dispose()]);

  await logInPage(page, { username: seed.tenantName, password: PASSWORD, role: 'tenant' });
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your bookings' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ bookings?$/ })).toHaveText('2 bookings');

  const card = list.getByRole('article').filter({ hasText: 'Rejected' });
  await expect(card.getByRole('heading', { name: seed.displayName })).toBeVisible();
  await expect(card).toContainText('Status: Rejected');
  await expect(card).toContainText('Note from the administrator: Please send a brighter creative');
  await expect(card).toContainText(`${shown(rejectedDates[0])} – ${shown(rejectedDates[1])} (2 dates)`);
  await expect(card).toContainText('2 hours per day');
  await expect(card).toContainText('$50.00');
  await expect(card).toContainText(seed.creativeName);
  await snap(page, testInfo, '01-my-bookings');

  const filters = page.getByRole('group', { name: 'Filter by state:' });
  await filters.getByRole('button', { name: 'Pending' }).click();
  await expect(filters.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list).toContainText('Pending approval');
  await expect(list).not.toContainText('brighter creative');

  await filters.getByRole('button', { name: 'Cancelled' }).click();
  await expect(page.getByRole('heading', { name: 'No cancelled bookings' })).toBeVisible();
  await snap(page, testInfo, '02-my-bookings-empty-filter');
});
