import { expect, test, type Page } from '@playwright/test';
import { ADMIN_LOGIN, logInPage, PASSWORD, phoenixDate, seedCampaignScreens, weekdayCount } from './seed';
import { snap } from './snap';

/**
 * Campaigns end to end (docs/campaigns.md): a tenant builds a campaign of several screens
 * from the map, watches the quote follow the screens and dates, books it; the admin confirms
 * and marks it paid, each in one action; the tenant sees it confirmed. "Plan for me" fills a
 * selection within the budget.
 */

const total = (page: Page) => page.getByTestId('campaign-total');
const money = (dollars: number) => `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Picks the screen's pin on the map from the keyboard (a pointer could land on a neighbour). */
async function pickOnMap(page: Page, name: string) {
  const pin = page.locator(`.ss-marker-icon[aria-label^="${name}"]`);
  await expect(pin).toBeVisible();
  await pin.focus();
  await pin.press('Enter');
}

async function openBuilder(page: Page, tenantName: string, city: string) {
  await logInPage(page, { username: tenantName, password: PASSWORD });
  await page.goto('/dashboard/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'New campaign' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Campaign' })).toBeVisible();
  await page.getByRole('combobox', { name: /^City/ }).selectOption(city);
}

async function addWeekdays(page: Page, from: string, to: string) {
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(from);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
  await page.getByRole('button', { name: 'Add every weekday between' }).click();
}

test('a tenant books a campaign from the map; the admin confirms and marks it paid in one action each', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const seed = await seedCampaignScreens(baseURL!, 'a');
  const [gym, cafe] = seed.screens;
  await openBuilder(page, seed.tenantName, seed.city);
  await expect(page.getByRole('article')).toHaveCount(3);

  // One screen from the map, one week of weekdays, the creative: the first quote.
  await pickOnMap(page, gym.name);
  await expect(page.getByRole('heading', { name: 'Selected screens (1)' })).toBeVisible();
  const [from, to] = [phoenixDate(7), phoenixDate(13)];
  const days = weekdayCount(from, to);
  await addWeekdays(page, from, to);
  await page.getByRole('combobox', { name: 'Ad Creative' }).click();
  await page.getByRole('option', { name: new RegExp(seed.creativeName) }).click();
  await expect(total(page)).toHaveText(money(10 * days));
  await expect(page.getByTestId('campaign-impressions')).toHaveText(String(100 * days));
  await snap(page, testInfo, '00-one-screen');

  // A second screen from the map: the quote adds its price.
  await pickOnMap(page, cafe.name);
  await expect(page.getByRole('heading', { name: 'Selected screens (2)' })).toBeVisible();
  await expect(total(page)).toHaveText(money(30 * days));

  // Another week: the dates double the price.
  const [from2, to2] = [phoenixDate(14), phoenixDate(20)];
  const days2 = weekdayCount(from2, to2);
  await addWeekdays(page, from2, to2);
  await expect(total(page)).toHaveText(money(30 * (days + days2)));
  await expect(page.getByTestId('campaign-cpm')).toHaveText(money((30 * 1000) / 300));
  await snap(page, testInfo, '01-quote');

  const name = `Tempe cafes ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: /Campaign name/ }).fill(name);
  await page.getByRole('button', { name: 'Book campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Campaign booked!' })).toBeVisible();
  await snap(page, testInfo, '02-booked');

  // --- the admin: Campaigns → Confirm, then Mark as Paid ---
  await logInPage(page, ADMIN_LOGIN);
  await page.goto('/dashboard/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(seed.tenantName);
  await expect(row).toContainText(money(30 * (days + days2)));
  await row.getByRole('button', { name: `Confirm campaign ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Campaign "${name}" confirmed.` })).toBeVisible();
  await row.getByRole('button', { name: `Mark campaign ${name} as paid` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Campaign "${name}" marked as paid.` })).toBeVisible();
  await snap(page, testInfo, '03-admin-paid');

  // --- the tenant: the campaign is confirmed, with its delivery per screen ---
  await logInPage(page, { username: seed.tenantName, password: PASSWORD });
  await page.goto('/dashboard/campaigns');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Confirmed');
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Delivery per screen' }).getByRole('row')).toHaveCount(3);
  await snap(page, testInfo, '04-tenant-confirmed');
});

test('"Plan for me" fills a selection within the budget', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const seed = await seedCampaignScreens(baseURL!, 'p');
  await openBuilder(page, seed.tenantName, seed.city);
  // A week: five weekdays, whatever today is.
  const [from, to] = [phoenixDate(9), phoenixDate(15)];
  await addWeekdays(page, from, to);
  const days = weekdayCount(from, to);
  // Cheapest CPM first: the gym ($10, 100/h) and the cafe ($20, 200/h) both cost $100 per
  // thousand; the board declares no audience, so it comes last and no longer fits.
  await page.getByRole('spinbutton', { name: 'Budget' }).fill(String(35 * days));
  await page.getByRole('button', { name: 'Plan for me' }).click();
  await expect(page.getByText(`Selected 2 screens for ${money(30 * days)}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Selected screens (2)' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Ad Creative' }).click();
  await page.getByRole('option', { name: new RegExp(seed.creativeName) }).click();
  await expect(total(page)).toHaveText(money(30 * days));
  await snap(page, testInfo, '00-planned');
});

/** Where a screen's pin points on the page: the bottom centre of its 40 × 40 icon. */
async function pinTip(page: Page, name: string) {
  const box = await page.locator(`.ss-marker-icon[aria-label^="${name}"]`).boundingBox();
  if (!box) throw new Error(`${name}: no pin on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

test('a drawn area narrows the screens; "Select all shown" and "Plan for me" keep to it', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1360, height: 1000 });
  const seed = await seedCampaignScreens(baseURL!, 'd');
  const [gym, cafe, board] = seed.screens;
  await openBuilder(page, seed.tenantName, seed.city);
  await expect(page.getByRole('article')).toHaveCount(3);
  const status = page.getByTestId('area-status');
  await expect(status).toHaveText('No area drawn: screens anywhere');

  // A box around the cafe's and the board's pins, 40 px out; the gym's pin (about 100 px west) stays out.
  await page.getByRole('button', { name: 'Draw area' }).click();
  await page.locator('.ss-map').scrollIntoViewIfNeeded();
  await expect(page.locator(`.ss-marker-icon[aria-label^="${gym.name}"]`)).toBeVisible();
  const [a, b, outside] = await Promise.all([pinTip(page, cafe.name), pinTip(page, board.name), pinTip(page, gym.name)]);
  const [left, right] = [Math.min(a.x, b.x) - 40, Math.max(a.x, b.x) + 40];
  const [top, bottom] = [Math.min(a.y, b.y) - 40, Math.max(a.y, b.y) + 40];
  expect(outside.x < left || outside.x > right || outside.y < top || outside.y > bottom).toBe(true);
  for (const [x, y] of [
    [left, top],
    [right, top],
    [right, bottom],
    [left, bottom],
  ])
    await page.mouse.click(x, y);
  await expect(status).toHaveText('Area: 4 points, drawing: add more points or finish the area');
  await page.getByRole('button', { name: 'Finish area' }).click();
  await expect(status).toHaveText('Area: 4 points, 2 screens inside');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article').filter({ hasText: gym.name })).toHaveCount(0);
  await snap(page, testInfo, '00-area');

  // "Select all shown" takes the two inside; the quote covers only them.
  await page.getByRole('button', { name: 'Select all shown (2)' }).click();
  await expect(page.getByRole('heading', { name: 'Selected screens (2)' })).toBeVisible();
  const [from, to] = [phoenixDate(9), phoenixDate(15)];
  await addWeekdays(page, from, to);
  const days = weekdayCount(from, to);
  await page.getByRole('combobox', { name: 'Ad Creative' }).click();
  await page.getByRole('option', { name: new RegExp(seed.creativeName) }).click();
  await expect(total(page)).toHaveText(money(50 * days));

  // "Plan for me" with room for all three proposes only the two inside the area.
  await page.getByRole('spinbutton', { name: 'Budget' }).fill(String(100 * days));
  await page.getByRole('button', { name: 'Plan for me' }).click();
  await expect(page.getByText(`Selected 2 screens for ${money(50 * days)}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Selected screens (2)' })).toBeVisible();

  // At least 150 people an hour: the cafe (200) stays, the board (not declared) goes.
  await page.getByRole('textbox', { name: 'Min people / hour' }).fill('150');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(status).toHaveText('Area: 4 points, 1 screen inside');
  await snap(page, testInfo, '01-area-audience');
});
