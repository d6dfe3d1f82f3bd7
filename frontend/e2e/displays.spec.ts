import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_CODE } from '../playwright.config';
import { separatePages } from './contexts';
import { snap } from './snap';
import { steady } from './steady';

// Map tiles never load here (playwright.config.ts refuses their host): the map must still draw
// its markers. Each user has a page of its own.
const newPage = separatePages();

/** Registers a user through the API; the page's context keeps the session cookie. */
async function registerAs(page: Page, role: 'host' | 'tenant', prefix: string) {
  const username = `${prefix}-${Date.now().toString(36)}`;
  const response = await page.request.post('/api/register', { data: { username, password: 'password-123', role } });
  expect(response.status()).toBe(201);
  return username;
}

/** A map marker by its accessible name ("{name}, ${price} per hour…"). */
const marker = (scope: Page | Locator, name: string, price: string) =>
  scope.getByRole('button', { name: new RegExp(`^${name}, \\${price} per hour`) });

/**
 * Waits until a marker stops moving (the map's fly to it has ended): a click while the map flies
 * lands on a moving target, and Leaflet opens no popup for it.
 */
async function stopped(target: Locator) {
  // A marker not laid out yet has no box: a fresh symbol, so that never counts as still.
  const box = (b: Awaited<ReturnType<Locator['boundingBox']>>) => (b ? JSON.stringify(b) : Symbol());
  await steady(() => target.boundingBox(), { key: box, message: 'the marker stops moving', interval: 150 });
  return target;
}

/** Waits until Leaflet's popup has faded in, for a clean screenshot. */
async function popupShown(page: Page) {
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toHaveCSS('opacity', '1');
  return popup;
}

test.describe('displays', () => {
  test('a host adds a display, the admin approves it, then tenants and visitors find it on the map', async ({ browser }, testInfo) => {
    const name = `E2E Plaza Screen ${Date.now().toString(36)}`;

    // --- The host adds a display through the address search.
    const host = await newPage(browser);
    await registerAs(host, 'host', 'e2e-host');
    await host.goto('/dashboard/displays');
    await expect(host.getByRole('heading', { level: 1, name: 'Manage Displays' })).toBeVisible();
    await expect(host.getByText('No Displays')).toBeVisible();
    await snap(host, testInfo, '01-host-no-displays');

    await host.getByRole('button', { name: 'Add Display' }).click();
    const form = host.getByRole('form', { name: 'Add New Display' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Display Name/ })).toBeFocused();
    await form.getByRole('textbox', { name: /Display Name/ }).fill(name);
    await form.getByRole('combobox', { name: /Search address/ }).pressSequentially('1 E Washington St, Phoenix, AZ 85004', { delay: 10 });
    const suggestion = host.getByRole('option', { name: /^1 E Washington St, Phoenix, AZ 85004/ });
    await expect(suggestion).toBeVisible();
    await snap(host, testInfo, '02-address-suggestions');
    await suggestion.click();
    await expect(form.getByRole('textbox', { name: /Street Address/ })).toHaveValue('1 E Washington St');
    await expect(form.getByRole('textbox', { name: /^City/ })).toHaveValue('Phoenix');
    await expect(form.getByRole('textbox', { name: /^State/ })).toHaveValue('AZ');
    await expect(form.getByRole('textbox', { name: /ZIP Code/ })).toHaveValue('85004');
    await expect(form.getByRole('combobox', { name: 'Start Time' })).toHaveText('9:00 AM');
    await expect(form.getByRole('combobox', { name: 'End Time' })).toHaveText('5:00 PM');
    await form.getByRole('spinbutton', { name: /Price per Hour/ }).fill('23.75');
    await form.getByRole('combobox', { name: /Location Type/ }).click();
    await host.getByRole('option', { name: 'Communal Space' }).click();
    await form.getByRole('button', { name: '20-35' }).click();
    await form.getByRole('button', { name: 'Professionals' }).click();
    await form.getByRole('textbox', { name: /Demographic Notes/ }).fill('Office workers at lunch time.');
    await snap(host, testInfo, '03-add-display-form');
    await form.getByRole('button', { name: 'Add Display' }).click();

    await expect(host.getByRole('status').filter({ hasText: 'Display added successfully' })).toBeVisible();
    await expect(form).toBeHidden();
    const card = host.getByRole('article', { name });
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('9:00 AM - 5:00 PM');
    await expect(card).toContainText('$23.75');
    await expect(card).toContainText('Communal Space');
    // A pending display cannot play yet: no Launch Player until it is approved.
    await expect(card.getByRole('link', { name: 'Launch Player' })).toHaveCount(0);
    await expect(card).toContainText('The player can be launched once an administrator approves this display.');
    await expect(card.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', /^\/player\?displayId=\d+&preview=1$/);
    await expect(card).toContainText('Never connected');
    await expect(card.getByRole('switch', { name: 'Require pairing code' })).not.toBeChecked();
    await snap(host, testInfo, '04-host-display-pending');

    // --- The admin approves it in the back office.
    const admin = await newPage(browser);
    await admin.goto('/login');
    await admin.getByRole('button', { name: 'Admin Access' }).click();
    await admin.getByLabel('Admin Access Code').fill(E2E_ADMIN_CODE);
    await admin.getByRole('button', { name: 'Login as Admin' }).click();
    await expect(admin.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
    await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review Displays' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Review Displays' })).toBeVisible();
    const pending = admin.getByRole('article', { name });
    await expect(pending).toContainText('$23.75');
    await expect(pending).toContainText('9:00 AM - 5:00 PM');
    await expect(admin.getByRole('table', { name: 'All displays' })).toBeVisible();
    await snap(admin, testInfo, '05-admin-review-displays');
    await pending.getByRole('button', { name: `Approve ${name}` }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Display status updated successfully' })).toBeVisible();
    await expect(pending).toBeHidden();
    await admin.getByPlaceholder('Search name or city').fill(name);
    const table = admin.getByRole('table', { name: 'All displays' });
    await expect(table.locator('tbody tr')).toHaveCount(1); // the search has run
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Approved');
    await snap(admin, testInfo, '06-admin-after-approval');
    await row.click();
    await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(admin.getByRole('main').getByText('Approved', { exact: true })).toBeVisible();
    await expect(admin.getByRole('button', { name: `Approve ${name}` })).toBeHidden();
    await expect(marker(admin, name, '$24')).toBeVisible();
    await snap(admin, testInfo, '07-admin-display-page');

    // --- The host now sees it approved.
    await host.reload();
    await expect(host.getByRole('article', { name })).toContainText('Approved');

    // --- A visitor finds it on /advertise.
    const visitor = await newPage(browser);
    await visitor.goto('/advertise');
    const network = visitor.getByRole('region', { name: 'Displays in our network' });
    await expect(network.getByRole('heading', { name })).toBeVisible();
    // Downtown is clustered at the default zoom: picking the card flies there and opens the cluster.
    await network.getByRole('button', { name }).click();
    await expect(marker(visitor, name, '$24')).toHaveText('$24');
    await expect(marker(visitor, name, '$24')).toHaveAttribute('aria-current', 'true');
    await snap(visitor, testInfo, '08-advertise-with-new-display');

    // --- A tenant finds it in the list and on the map, and opens it.
    const tenant = await newPage(browser);
    await registerAs(tenant, 'tenant', 'e2e-tenant');
    await tenant.goto('/dashboard');
    // Downtown Phoenix is clustered at the default zoom: the map shows a cluster or pins, not every pin.
    await expect(tenant.getByRole('region', { name: 'Map of available displays' }).locator('.leaflet-marker-icon').first()).toBeAttached();
    await snap(tenant, testInfo, '09-tenant-dashboard-map');
    await tenant.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse Displays' }).click();
    await expect(tenant.getByRole('heading', { level: 1, name: 'Available Displays' })).toBeVisible();
    const list = tenant.getByRole('region', { name: 'Available displays' });
    await expect(list.getByRole('heading', { name })).toBeVisible();
    const pin = marker(tenant, name, '$24');
    // A card click selects the display, flies to it (opening its cluster) and highlights its marker...
    await list.getByRole('button', { name }).click();
    await expect(pin).toHaveText('$24');
    await expect(list.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await expect(pin).toHaveAttribute('aria-current', 'true');
    await list.getByRole('button', { name: 'Convention Center West Lobby' }).click();
    await expect(list.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    // ...and the marker works from the keyboard too: Enter opens its popup.
    await list.getByRole('button', { name }).click();
    // After the fly: a popup opened mid-flight is panned for where the map was, and can open
    // above the map's edge, under the filter bar.
    await stopped(pin);
    await pin.focus();
    await pin.press('Enter');
    await expect(list.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await expect(pin).toHaveAttribute('aria-current', 'true');
    const popup = await popupShown(tenant);
    await expect(popup).toContainText(name);
    await expect(popup).toContainText('$23.75');
    await snap(tenant, testInfo, '10-tenant-browse-selected');
    await popup.getByRole('link', { name: 'Book Now' }).click();
    await expect(tenant).toHaveURL(/\/dashboard\/browse-displays\/\d+$/);
    await expect(tenant.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(tenant.getByRole('link', { name: 'Back to Displays' })).toBeVisible();
    await snap(tenant, testInfo, '11-tenant-display-page');
  });

  test("a visitor sees the demo network's markers on /advertise without any map tiles", async ({ browser }, testInfo) => {
    const page = await newPage(browser);
    await page.goto('/advertise');
    const map = page.getByRole('region', { name: 'Map of displays' });
    await expect(map).toBeVisible();
    // 19 approved demo displays (plus any approved by the test above): pins plus the displays inside clusters.
    const shown = () =>
      map
        .locator('.leaflet-marker-icon')
        .evaluateAll((icons) =>
          icons.reduce((sum, icon) => sum + (icon.classList.contains('ss-cluster-icon') ? Number(icon.textContent) : 1), 0),
        );
    await expect.poll(shown).toBeGreaterThanOrEqual(19);
    await expect(marker(page, 'Flagstaff Visitor Center', '$10')).toHaveText('$10');
    await expect(map.getByRole('button', { name: /displays here, zoom in to pick one$/ }).first()).toBeVisible();
    const list = page.getByRole('region', { name: 'Displays in our network' });
    expect(await list.locator('[data-display-id]').count()).toBeGreaterThanOrEqual(19);
    await expect(list).not.toContainText('Superstition Springs Food Court'); // pending
    await snap(page, testInfo, '01-advertise-demo-network');

    // Picking a card flies the map to its marker, close enough to click it.
    await list.getByRole('button', { name: 'Chase Field Plaza Board' }).click();
    await (await stopped(marker(page, 'Chase Field Plaza Board', '$55'))).click();
    const popup = await popupShown(page);
    await expect(popup).toContainText('8:00 AM - 11:00 PM');
    await expect(popup).toContainText('$55.00');
    await expect(popup.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', /^\/dashboard\/browse-displays\/\d+$/);
    await expect(list.getByRole('button', { name: 'Chase Field Plaza Board' })).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => window.scrollTo(0, 0)); // keeps the sticky header at the top of the full-page shot
    await snap(page, testInfo, '02-advertise-popup');
  });
});
