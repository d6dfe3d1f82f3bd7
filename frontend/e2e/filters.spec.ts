import { expect, test, type Locator, type Page } from '@playwright/test';
import { snap } from './snap';

// docs/product-rules.md §10.6, §12.12: search and filters on /advertise narrow the list and the
// map together, live in the address (reload, Back) and say when nothing matches.
interface PublicDisplay {
  name: string;
  city: string;
}

const list = (page: Page) => page.getByRole('region', { name: 'Displays in our network' });
const map = (page: Page) => page.getByRole('region', { name: 'Map of displays' });
const countText = (page: Page) => page.getByRole('search', { name: 'Search and filter displays' }).getByRole('status');

async function cardNames(page: Page): Promise<string[]> {
  return (await list(page).getByRole('heading', { level: 3 }).allTextContents()).toSorted();
}

/** Displays on the map: each pin is one, each cluster says how many it holds. */
async function mapCount(region: Locator): Promise<number> {
  const pins = await region.locator('.ss-marker-icon').count();
  const clusters = await region.getByRole('button', { name: /displays here, zoom in to pick one$/ }).allTextContents();
  return pins + clusters.reduce((n, text) => n + Number(/\d+/.exec(text)?.[0] ?? 0), 0);
}

test('filters on /advertise narrow the list and the map together, and survive a reload and Back', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1360, height: 900 });
  const all = (await (await page.request.get('/api/public/displays')).json()) as PublicDisplay[];
  const tucson = all.filter((d) => d.city === 'Tucson').map((d) => d.name);
  expect(tucson.length).toBeGreaterThanOrEqual(2);
  expect(all.length).toBeGreaterThan(tucson.length);

  await page.goto('/advertise');
  await expect(countText(page)).toHaveText(`${all.length} displays`);
  await expect.poll(() => mapCount(map(page))).toBe(all.length);

  await page.getByRole('combobox', { name: 'City' }).selectOption('Tucson');
  await expect(countText(page)).toHaveText(`${tucson.length} displays match`);
  await expect(page).toHaveURL(/\/advertise\?city=Tucson$/);
  expect(await cardNames(page)).toEqual([...tucson].toSorted());
  await expect.poll(() => mapCount(map(page))).toBe(tucson.length);
  await snap(page, testInfo, '01-tucson');

  // The address keeps the filters: a reload shows the same displays, the field says Tucson.
  await page.reload();
  await expect(countText(page)).toHaveText(`${tucson.length} displays match`);
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Tucson');
  expect(await cardNames(page)).toEqual([...tucson].toSorted());
  await expect.poll(() => mapCount(map(page))).toBe(tucson.length);

  // A search narrows further; Back undoes it, then the city.
  await page.getByRole('searchbox', { name: 'Search' }).fill('hotel congress');
  await expect(countText(page)).toHaveText('1 display matches');
  await expect(page).toHaveURL(/\?q=hotel\+congress&city=Tucson$/);
  expect(await cardNames(page)).toEqual(['Hotel Congress Lobby']);
  await expect.poll(() => mapCount(map(page))).toBe(1);
  await page.goBack();
  await expect(countText(page)).toHaveText(`${tucson.length} displays match`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await page.goBack();
  await expect(countText(page)).toHaveText(`${all.length} displays`);
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('');

  // Nothing matches: said so, with a way out; the keyboard reaches it.
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such screen anywhere');
  await expect(page.getByRole('heading', { name: 'No displays match your search' })).toBeVisible();
  await expect(countText(page)).toHaveText('No displays match these filters');
  await expect(map(page)).toHaveCount(0);
  await snap(page, testInfo, '02-no-match');
  await page.getByRole('button', { name: 'Clear filters' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(countText(page)).toHaveText(`${all.length} displays`);
  await expect(page).toHaveURL(/\/advertise$/);
});
