import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_LOGIN, logInPage } from './seed';
import { snap } from './snap';

/**
 * The dashboards and analytics pages on the real server with the demo data (a few
 * weeks of plays on demo-tenant's paid bookings): every figure shown is the API's.
 */
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const card = (page: Page, label: string): Locator => page.locator('.MuiCard-root').filter({ has: page.getByText(label, { exact: true }) });

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

interface TenantAnalytics {
  summary: { totalAds: number; activeAds: number; totalImpressions: number; totalBookings: number };
  adCreatives: {
    adCreative: { name: string; dimensions: string; totalImpressions: number };
    activeBookings: number;
    lastImpression: string | null;
  }[];
}
interface HostAnalytics {
  totalRevenue: number;
  activeBookings: number;
  totalImpressions: number;
  averageUtilization: number;
  displayMetrics: { displayId: number; displayName: string; revenue: number; impressions: number; utilization: number }[];
}
interface DisplayDelivery {
  displayName: string;
  total: { hoursBooked: number; plays: number };
  days: { date: string; hoursBooked: number; plays: number }[];
}

test('tenant: the dashboard and Analytics show the API figures; the proof-of-play CSV downloads', async ({ page }, testInfo) => {
  await logInPage(page, { username: 'demo-tenant', password: 'demo-tenant-pass' });
  const api = await getJson<TenantAnalytics>(page, '/api/tenant/analytics');
  expect(api.summary.totalImpressions).toBeGreaterThan(10_000);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, demo-tenant!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Displays' }).first()).toBeVisible();
  await expect(card(page, 'Active Ads')).toContainText(count(api.summary.activeAds));
  await expect(card(page, 'Total Impressions')).toContainText(count(api.summary.totalImpressions));
  await expect(card(page, 'Total Bookings')).toContainText(count(api.summary.totalBookings));
  await expect(page.getByRole('link', { name: /View Full Analytics/ })).toBeVisible();

  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(card(page, 'Total Ads')).toContainText(count(api.summary.totalAds));
  await expect(card(page, 'Total Impressions')).toContainText(count(api.summary.totalImpressions));
  const list = page.getByTestId('ad-performance-list');
  await expect(list).toHaveCSS('height', '400px');
  for (const { adCreative, activeBookings, lastImpression } of api.adCreatives) {
    const row = list.getByRole('article', { name: adCreative.name });
    await expect(row).toContainText(adCreative.dimensions);
    await expect(row).toContainText(`${count(adCreative.totalImpressions)} ${adCreative.totalImpressions === 1 ? 'view' : 'views'}`);
    await expect(row).toContainText(`${activeBookings} active booking`);
    await expect(row.getByText(/^Last shown/)).toHaveCount(lastImpression ? 1 : 0);
  }
  const daily = await getJson<{ to: string; days: { plays: number }[] }>(page, '/api/tenant/analytics/daily');
  const plays = daily.days.reduce((n, d) => n + d.plays, 0);
  await expect(page.getByRole('figure', { name: `Plays per day: ${count(plays)} plays in the 30 days to ${daily.to}` })).toBeVisible();
  await expect(page.locator('figure svg').first()).toBeVisible();
  const delivery = page.getByRole('table', { name: /^Delivery of / });
  await expect(delivery.getByRole('row').filter({ hasText: 'Total (confirmed dates)' })).toBeVisible();
  await expect(delivery.getByRole('progressbar').first()).toBeVisible();
  await snap(page, testInfo, 'tenant-analytics');

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download proof of play (CSV)' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^proof-of-play-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = fs
    .readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(rows[0]).toBe(
    'played_at_local,time_zone,played_at_utc,display_id,display,address,ad_creative_id,ad_creative,booking_id,booking_group_id,booking_date,verified',
  );
  expect(rows.length - 1).toBe(plays);

  // A range over 366 days: the server's message on the page, and no file (docs/product-rules.md §17.8).
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByLabel('From', { exact: true }).fill('2024-01-01');
  await page.getByLabel('To', { exact: true }).fill('2025-06-30');
  await page.getByRole('button', { name: 'Download proof of play (CSV)' }).click();
  await expect(page.getByRole('alert')).toHaveText('The file could not be downloaded: The range may cover at most 366 days');
  expect(downloads).toBe(0);
});

test('host: the dashboard and Analytics Dashboard show the API figures; the statement downloads', async ({ page }, testInfo) => {
  await logInPage(page, { username: 'demo-host', password: 'demo-host-pass' });
  const api = await getJson<HostAnalytics>(page, '/api/host/analytics');
  expect(api.totalRevenue).toBeGreaterThan(0);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, demo-host!' })).toBeVisible();
  await expect(card(page, 'Total Revenue')).toContainText(money(api.totalRevenue));
  await expect(card(page, 'Total Revenue')).toContainText('From all your displays');
  await expect(card(page, 'Active Bookings')).toContainText(count(api.activeBookings));
  await expect(card(page, 'Active Bookings')).toContainText('Current active bookings');

  await page.goto('/dashboard/host-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  await expect(card(page, 'Total Revenue')).toContainText(money(api.totalRevenue));
  await expect(card(page, 'Total Impressions')).toContainText(count(api.totalImpressions));
  await expect(card(page, 'Average Utilization')).toContainText(`${api.averageUtilization}%`);
  await expect(page.getByRole('heading', { name: 'Display Performance' })).toBeVisible();
  for (const m of api.displayMetrics) {
    const row = page.getByRole('article', { name: m.displayName });
    await expect(row).toContainText(money(m.revenue));
    await expect(row).toContainText(`Views${count(m.impressions)}`);
    await expect(row).toContainText(`${m.utilization.toFixed(1)}%`);
    await expect(row.getByRole('progressbar')).toBeVisible();
  }
  const daily = await getJson<{ to: string; days: { revenue: number }[] }>(page, '/api/host/analytics/daily');
  const revenue = daily.days.reduce((cents, d) => cents + Math.round(d.revenue * 100), 0) / 100;
  await expect(page.getByRole('figure', { name: `Revenue per day: ${money(revenue)} in the 30 days to ${daily.to}` })).toBeVisible();
  await expect(page.locator('figure svg').first()).toBeVisible();
  // Delivery per Display: a display with plays, its dates with bookings or plays and its total, as the API gives them.
  const deliveries = await Promise.all(
    api.displayMetrics.map((m) => getJson<DisplayDelivery>(page, `/api/host/displays/${m.displayId}/delivery`)),
  );
  const delivery = deliveries.find((d) => d.total.plays > 0)!;
  expect(delivery, 'a demo display with plays in the last 30 days').toBeDefined();
  await page.getByRole('combobox', { name: 'Display' }).click();
  await page.getByRole('option', { name: delivery.displayName }).click();
  const table = page.getByRole('table', { name: `Delivery of ${delivery.displayName}` });
  const shownDays = delivery.days.filter((d) => d.hoursBooked > 0 || d.plays > 0);
  await expect(table.getByRole('row')).toHaveCount(shownDays.length + 2); // the header and the total too
  const total = table.getByRole('row').last();
  await expect(total).toContainText(`Total${delivery.total.hoursBooked} hour`);
  await expect(total).toContainText(count(delivery.total.plays));
  await snap(page, testInfo, 'host-analytics');

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download statement (CSV)' }).click()]);
  expect(file.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.csv$/);
  expect(
    fs
      .readFileSync((await file.path())!, 'utf8')
      .trim()
      .split('\r\n')
      .at(-1),
  ).toMatch(/^Total,{9}\d+\.\d{2},$/);
});

test('admin: "Welcome, Admin" and the number of booking requests waiting', async ({ page }) => {
  await logInPage(page, ADMIN_LOGIN);
  const waiting = (await getJson<unknown[]>(page, '/api/admin/bookings/requests')).length;
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Admin' })).toBeVisible();
  for (const name of ['Review Displays', 'Review Ad Creatives', 'Confirmed Bookings', 'Booking Requests']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText(`${waiting} ${waiting === 1 ? 'request' : 'requests'} waiting`)).toBeVisible();
});
