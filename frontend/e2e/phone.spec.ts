import { expect, test, type Page } from '@playwright/test';
import { ADMIN_LOGIN, logInPage, ok, PASSWORD } from './bookingSeed';
import { snap } from './snap';

const LINKS = {
  tenant: ['Dashboard', 'Browse Displays', 'My Bookings', 'Ad Creatives', 'Analytics'],
  host: ['Dashboard', 'Manage Displays', 'Upcoming Bookings', 'Analytics'],
  admin: ['Dashboard', 'Review Displays', 'Review Ad Creatives', 'Confirmed Bookings', 'Booking Requests'],
} as const;

async function signIn(page: Page, role: keyof typeof LINKS) {
  if (role === 'admin') return logInPage(page, ADMIN_LOGIN);
  const username = `phone-${role}-${Date.now().toString(36)}`;
  await ok(await page.request.post('/api/register', { data: { username, password: PASSWORD, role } }), 'register');
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const role of ['tenant', 'host', 'admin'] as const) {
  test(`on a 390 px phone the ${role} reaches every navigation link from the menu, and nothing scrolls sideways`, async ({
    page,
  }, testInfo) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await signIn(page, role);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The top bar names the section instead of a clipped row of links.
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Dashboard');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([...LINKS[role]]);
    for (const link of await nav.getByRole('link').all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole('complementary', { name: 'Account' }).getByRole('button', { name: 'Logout' })).toBeVisible();
    await snap(page, testInfo, `01-${role}-menu`);

    const last = LINKS[role][LINKS[role].length - 1];
    await nav.getByRole('link', { name: last }).click();
    await expect(nav).toBeHidden();
    await expect(banner).toContainText(last);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, testInfo, `02-${role}-${last.toLowerCase().replace(/\s+/g, '-')}`);
  });
}
