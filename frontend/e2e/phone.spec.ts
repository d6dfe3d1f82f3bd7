import { expect, test, type Page } from '@playwright/test';
import { ADMIN_LOGIN, logInPage, ok, PASSWORD } from './seed';
import { NAV_LINKS } from './navLinks';
import { snap } from './snap';
import { showPage } from './appNavigation';

async function signIn(page: Page, role: keyof typeof NAV_LINKS) {
  if (role === 'admin') return logInPage(page, ADMIN_LOGIN);
  const username = `phone-${role}-${Date.now().toString(36)}`;
  await ok(await page.request.post('/api/register', { data: { username, password: PASSWORD, role } }), 'register');
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const role of ['tenant', 'host', 'admin'] as const) {
  test(`on a 390 px phone the ${role} reaches every navigation link from the menu, and nothing scrolls sideways`, async ({
    page,
  }, testInfo) => {
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
    await expect(nav.getByRole('link')).toHaveText([...NAV_LINKS[role]]);
    for (const link of await nav.getByRole('link').all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByRole('complementary', { name: 'Account' }).getByRole('button', { name: 'Logout' })).toBeVisible();
    await snap(page, testInfo, `01-${role}-menu`);

    const last = NAV_LINKS[role][NAV_LINKS[role].length - 1];
    await nav.getByRole('link', { name: last }).click();
    await expect(nav).toBeHidden();
    await expect(banner).toContainText(last);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, testInfo, `02-${role}-${last.toLowerCase().replace(/\s+/g, '-')}`);
  });
}

/** Pages whose content is widest: tables and the booking page. */
const WIDE_PAGES = {
  admin: [
    '/dashboard/review-displays',
    '/dashboard/review-ad-creatives',
    '/dashboard/confirmed-bookings',
    '/dashboard/booking-requests',
    '/dashboard/audit-log',
  ],
  tenant: ['/dashboard/browse-displays', '/dashboard/bookings', '/dashboard/ad-creatives', '/dashboard/analytics'],
  host: ['/dashboard/displays', '/dashboard/upcoming-bookings', '/dashboard/host-analytics'],
} as const;

for (const role of ['admin', 'tenant', 'host'] as const) {
  test(`on a 390 px phone no ${role} page scrolls sideways (tables fit)`, async ({ page }) => {
    await signIn(page, role);
    const wide: string[] = [];
    for (const path of WIDE_PAGES[role]) {
      await showPage(page, path, { inApp: true });
      // Neither the page nor any block inside it (a table in a scrolling box) is wider than the phone.
      const widest = await page.evaluate(() =>
        Math.max(
          document.documentElement.scrollWidth,
          ...[...document.querySelectorAll('main table, main [role="table"], main [role="grid"]')].map(
            (el) => el.getBoundingClientRect().width,
          ),
        ),
      );
      if (widest > 390) wide.push(`${path}: ${Math.round(widest)} px`);
    }
    expect(wide).toEqual([]);
  });
}

test('on a 390 × 844 phone the booking calendar is on the first screen of a display page', async ({ page }, testInfo) => {
  await signIn(page, 'tenant');
  const [display] = (await (await page.request.get('/api/tenant/displays')).json()) as { id: number; name: string }[];
  await page.goto(`/dashboard/browse-displays/${display.id}`);
  await expect(page.getByRole('heading', { level: 1, name: display.name })).toBeVisible();
  const calendar = page.getByRole('grid').first();
  await expect(calendar).toBeVisible();
  const top = (await calendar.boundingBox())!.y;
  expect(top, 'the calendar starts below the first screen').toBeLessThan(844);
  await snap(page, testInfo, 'booking-first-screen');
});
