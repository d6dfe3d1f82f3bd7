import { expect, test, type Page } from '@playwright/test';
import { showPage } from './appNavigation';
import { seriousViolations } from './axe';
import { ADMIN_LOGIN, bookThroughApi, type FormSeed, logInPage, ok, PASSWORD, phoenixDate, seedDisplayAndCreative, signedIn } from './seed';

/**
 * An automated accessibility sweep (axe-core, WCAG 2.1 A/AA rules) over every page of
 * every role: no serious or critical violation may remain. Each role's pages are
 * checked in one test, and every finding is printed, page by page.
 */
async function violations(page: Page, path: string, inApp: boolean): Promise<string[]> {
  await showPage(page, path, { inApp });
  return (await seriousViolations(page)).map(
    (v) =>
      `${path}: [${v.impact}] ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`)
        .join('\n'),
  );
}

/** `inApp`: the signed-in app, shown page after page without a reload (appNavigation.ts). */
async function sweep(page: Page, paths: string[], inApp = true) {
  const found: string[] = [];
  for (const path of paths) found.push(...(await violations(page, path, inApp)));
  expect(found, `axe found serious or critical violations:\n\n${found.join('\n\n')}`).toEqual([]);
}

let seed: FormSeed;
let groupToConfirm: string;
let campaignId: number;

test.beforeAll(async ({ baseURL }) => {
  seed = await seedDisplayAndCreative(baseURL!, 'axe');
  await bookThroughApi(seed, [phoenixDate(20)], 1);
  await bookThroughApi(seed, [phoenixDate(22)], 1); // a second request of the same tenant for the same display
  groupToConfirm = (
    await ok<{ groupId: string }>(
      await seed.tenant.post('/api/tenant/bookings/bulk', {
        data: { bookings: [{ displayId: seed.displayId, adCreativeId: seed.creativeId, bookingDate: phoenixDate(21), hoursBooked: 1 }] },
      }),
      'book',
    )
  ).groupId;
  // A campaign of one screen, for its page (delivery table and chart).
  campaignId = (
    await ok<{ id: number }>(
      await seed.tenant.post('/api/tenant/campaigns', {
        data: {
          name: 'Axe campaign',
          adCreativeId: seed.creativeId,
          displayIds: [seed.displayId],
          dates: [phoenixDate(24)],
          hoursPerDay: 1,
        },
      }),
      'campaign',
    )
  ).id;
  const admin = await signedIn(baseURL!, ADMIN_LOGIN);
  await ok(await admin.post(`/api/admin/bookings/groups/${groupToConfirm}/confirm`), 'confirm');
  await admin.dispose();
});

test.afterAll(() => seed.dispose());

// Each test sweeps up to twelve pages: allow them more than one page's time.
test.describe.configure({ timeout: 240_000 });

test('visitor pages have no serious or critical axe violations', async ({ page }) => {
  await sweep(page, ['/', '/partner', '/advertise', '/login', '/register', '/reset-password?token=axe'], false);
});

test('tenant pages have no serious or critical axe violations', async ({ page }) => {
  await logInPage(page, { username: seed.tenantName, password: PASSWORD, role: 'tenant' });
  await sweep(page, [
    '/dashboard',
    '/dashboard/browse-displays',
    `/dashboard/browse-displays/${seed.displayId}`,
    '/dashboard/bookings',
    '/dashboard/campaigns',
    '/dashboard/campaigns/new',
    `/dashboard/campaigns/${campaignId}`,
    '/dashboard/ad-creatives',
    '/dashboard/analytics',
    '/dashboard/notifications',
    '/dashboard/account',
    '/dashboard/no-such-page',
  ]);
});

test('host pages have no serious or critical axe violations', async ({ page }) => {
  await logInPage(page, { username: seed.hostName, password: PASSWORD, role: 'host' });
  await sweep(page, [
    '/dashboard',
    '/dashboard/displays',
    '/dashboard/upcoming-bookings',
    '/dashboard/host-analytics',
    '/dashboard/notifications',
    '/dashboard/account',
  ]);
});

/** Buttons in the page's main area that share an accessible name with another (two "Confirm …" that say the same). */
async function sharedButtonNames(page: Page, path: string): Promise<string[]> {
  await showPage(page, path, { inApp: true });
  const names = [...(await page.locator('main').ariaSnapshot()).matchAll(/- button "([^"]+)"/g)].map((m) => m[1]);
  return [...new Set(names.filter((name, i) => names.indexOf(name) !== i))].map((name) => `${path}: "${name}"`);
}

test('admin pages: no two buttons share an accessible name', async ({ page }) => {
  await logInPage(page, ADMIN_LOGIN);
  const shared: string[] = [];
  for (const path of [
    '/dashboard/booking-requests',
    '/dashboard/confirmed-bookings',
    '/dashboard/review-displays',
    '/dashboard/review-ad-creatives',
    '/dashboard/campaigns',
    '/dashboard/reject-pending',
    '/dashboard/audit-log',
    '/dashboard/admins',
  ])
    shared.push(...(await sharedButtonNames(page, path)));
  expect(shared).toEqual([]);
});

test('admin pages have no serious or critical axe violations', async ({ page }) => {
  await logInPage(page, ADMIN_LOGIN);
  await sweep(page, [
    '/dashboard',
    '/dashboard/review-displays',
    `/dashboard/review-displays/${seed.displayId}/show`,
    '/dashboard/review-ad-creatives',
    '/dashboard/confirmed-bookings',
    '/dashboard/booking-requests',
    '/dashboard/campaigns',
    '/dashboard/reject-pending',
    '/dashboard/audit-log',
    '/dashboard/admins',
    '/dashboard/admins/create',
    '/dashboard/notifications',
    '/dashboard/account',
  ]);
});
