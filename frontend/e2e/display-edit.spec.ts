import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { separatePages } from './contexts';
import { ADMIN_LOGIN, displayBody, ok, PASSWORD, signedIn } from './seed';
import { snap } from './snap';

// Editing a display (docs/product-rules.md §6.4), its position and time zone (§2.4, §10.5) and
// the admin's review of a move (§5.4). Map tiles are refused at once (playwright.config.ts).

const newPage = separatePages();

/** Serious or critical axe findings (WCAG 2.1 A/AA) on what the page shows now. */
async function axeFindings(page: Page): Promise<string[]> {
  return (await seriousViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A host signed in on the page, with one approved display in Prescott (no demo display nearby). */
async function hostWithDisplay(page: Page, baseURL: string, label: string) {
  const suffix = `${label}${Date.now().toString(36)}`;
  const name = `Courthouse Square Screen ${suffix}`;
  await ok(
    await page.request.post('/api/register', { data: { username: `ehost-${suffix}`, password: PASSWORD, role: 'host' } }),
    'register',
  );
  const display = await ok<{ id: number }>(
    await page.request.post('/api/displays', {
      data: displayBody(name, {
        streetAddress: '120 S Cortez St',
        city: 'Prescott',
        zipCode: '86303',
        pricePerHour: '14.00',
        locationType: 'outdoor',
        coordinates: { lat: 34.5411, lng: -112.4685 },
      }),
    }),
    'create display',
  );
  const admin = await signedIn(baseURL, ADMIN_LOGIN);
  await ok(await admin.post(`/api/admin/displays/${display.id}/approve`, { data: { approved: true } }), 'approve display');
  await admin.dispose();
  return { id: display.id, name };
}

test.describe('editing displays', () => {
  test('a host edits price and hours and sees them on the card and on the public map', async ({ browser, baseURL }, testInfo) => {
    const host = await newPage(browser);
    const { name } = await hostWithDisplay(host, baseURL!, 'price');
    await host.goto('/dashboard/displays');
    await host.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = host.getByRole('dialog', { name: 'Edit Display' });
    await expect(dialog.getByRole('textbox', { name: /Display Name/ })).toHaveValue(name);
    await expect(dialog.getByRole('combobox', { name: /Search address/ })).toHaveValue('120 S Cortez St, Prescott, AZ 86303');
    await dialog.getByRole('spinbutton', { name: /Price per Hour/ }).fill('31');
    await dialog.getByRole('combobox', { name: 'End Time' }).click();
    await host.getByRole('option', { name: '9:00 PM' }).click();
    // The menu fades out after the pick; axe would judge its half-transparent options' contrast.
    await expect(host.getByRole('listbox')).toBeHidden();
    await snap(host, testInfo, '01-edit-dialog');
    expect(await axeFindings(host)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(host.getByRole('status').filter({ hasText: 'Display updated successfully' })).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = host.getByRole('article', { name });
    await expect(card).toContainText('$31.00');
    await expect(card).toContainText('9:00 AM - 9:00 PM');

    const visitor = await newPage(browser);
    await visitor.goto('/advertise');
    const list = visitor.getByRole('region', { name: 'Displays in our network' });
    await list.getByRole('button', { name }).click();
    const pin = visitor.getByRole('button', { name: new RegExp(`^${name}, \\$31 per hour`) });
    await expect(pin).toHaveText('$31');
    await pin.click();
    const popup = visitor.locator('.leaflet-popup');
    await expect(popup).toContainText('$31.00');
    await expect(popup).toContainText('9:00 AM - 9:00 PM');
    await snap(visitor, testInfo, '02-advertise-after-edit');
  });

  test('a host drags the pin to the exact spot; the position proposes the time zone', async ({ browser }, testInfo) => {
    const host = await newPage(browser);
    const suffix = Date.now().toString(36);
    await ok(
      await host.request.post('/api/register', { data: { username: `pin-${suffix}`, password: PASSWORD, role: 'host' } }),
      'register',
    );
    await host.goto('/dashboard/displays');
    await host.getByRole('button', { name: 'Add Display' }).click();
    const form = host.getByRole('form', { name: 'Add New Display' });
    await form.getByRole('textbox', { name: /Display Name/ }).fill(`Mill Avenue Screen ${suffix}`);
    await form.getByRole('combobox', { name: /Search address/ }).pressSequentially('699 S Mill Ave, Tempe, AZ 85281', { delay: 10 });
    const suggestion = host.getByRole('option', { name: /^699 S Mill Ave, Tempe, AZ 85281/ });
    await expect(suggestion).toContainText('Approximate location'); // the offline search knows only the ZIP's centre
    await suggestion.click();
    await expect(form.getByRole('note')).toContainText('Approximate location');
    const latitude = form.getByRole('textbox', { name: 'Latitude' });
    const longitude = form.getByRole('textbox', { name: 'Longitude' });
    const before = [await latitude.inputValue(), await longitude.inputValue()];

    const pin = form.getByRole('button', { name: /Display position: drag the pin/ });
    await expect(pin).toBeVisible();
    const box = (await pin.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height - 4];
    await host.mouse.move(x, y);
    await host.mouse.down();
    await host.mouse.move(x + 40, y - 20, { steps: 8 });
    await host.mouse.move(x + 80, y - 30, { steps: 8 });
    await host.mouse.up();
    await expect(latitude).not.toHaveValue(before[0]);
    await expect(longitude).not.toHaveValue(before[1]);
    expect(Number(await latitude.inputValue())).toBeGreaterThan(Number(before[0])); // dragged north…
    expect(Number(await longitude.inputValue())).toBeGreaterThan(Number(before[1])); // …and east
    await expect(form.getByRole('combobox', { name: 'Time Zone' })).toContainText('America/Phoenix');
    await snap(host, testInfo, '01-pin-dragged');
    expect(await axeFindings(host)).toEqual([]);

    // Typing a position in the Navajo Nation proposes its time, which keeps daylight saving.
    await latitude.fill('35.6803');
    await longitude.fill('-109.0526');
    await expect(form.getByRole('combobox', { name: 'Time Zone' })).toContainText('America/Denver');
    await longitude.fill('-111.94');
    await latitude.fill('33.4255');
    await expect(form.getByRole('combobox', { name: 'Time Zone' })).toContainText('America/Phoenix');
    await form.getByRole('spinbutton', { name: /Price per Hour/ }).fill('9.50');
    await form.getByRole('combobox', { name: /Location Type/ }).click();
    await host.getByRole('option', { name: 'Walkway' }).click();
    await form.getByRole('button', { name: 'Add Display' }).click();
    await expect(host.getByRole('status').filter({ hasText: 'Display added successfully' })).toBeVisible();
    const saved = (await (await host.request.get('/api/displays')).json())[0];
    expect([saved.latitude, saved.longitude, saved.timeZone]).toEqual([33.4255, -111.94, 'America/Phoenix']);
  });

  test('an admin approves a location change; until then the display keeps its address', async ({ browser, baseURL }, testInfo) => {
    const host = await newPage(browser);
    const { name } = await hostWithDisplay(host, baseURL!, 'move');
    await host.goto('/dashboard/displays');
    await host.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = host.getByRole('dialog', { name: 'Edit Display' });
    const search = dialog.getByRole('combobox', { name: /Search address/ });
    await search.clear();
    await search.pressSequentially('201 S Montezuma St, Prescott, AZ 86303', { delay: 10 });
    await host.getByRole('option', { name: /^201 S Montezuma St, Prescott, AZ 86303/ }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(host.getByRole('status').filter({ hasText: 'The new address waits for review' })).toBeVisible();
    const card = host.getByRole('article', { name });
    await expect(card).toContainText('120 S Cortez St, Prescott, AZ 86303');
    await expect(card.getByRole('note')).toContainText('New address waiting for review: 201 S Montezuma St, Prescott, AZ 86303');
    await snap(host, testInfo, '01-host-change-waiting');

    const admin = await newPage(browser);
    await ok(await admin.request.post('/api/login', { data: ADMIN_LOGIN }), 'admin login');
    await admin.goto('/dashboard/review-displays');
    const changes = admin.getByRole('region', { name: 'Location Changes' });
    const change = changes.getByRole('article', { name });
    await expect(change).toContainText('120 S Cortez St, Prescott, AZ 86303');
    await expect(change).toContainText('201 S Montezuma St, Prescott, AZ 86303');
    const map = change.getByRole('region', { name: `Current and requested location of ${name}` });
    await expect(map.getByRole('button', { name: /^Now: 120 S Cortez St/ })).toBeVisible();
    await expect(map.getByRole('button', { name: /^Requested: 201 S Montezuma St/ })).toBeVisible();
    await snap(admin, testInfo, '02-admin-location-change');
    expect(await axeFindings(admin)).toEqual([]);
    await change.getByRole('button', { name: `Approve the new address of ${name}` }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Location change reviewed successfully' })).toBeVisible();
    await expect(change).toBeHidden();

    await host.reload();
    await expect(card).toContainText('201 S Montezuma St, Prescott, AZ 86303');
    await expect(card.getByRole('note')).toHaveCount(0);
  });

  test('on a phone the Edit dialog fills the screen and nothing scrolls sideways', async ({ browser, baseURL }, testInfo) => {
    const host = await newPage(browser, { width: 390, height: 844 });
    const { name } = await hostWithDisplay(host, baseURL!, 'phone');
    await host.goto('/dashboard/displays');
    await host.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = host.getByRole('dialog', { name: 'Edit Display' });
    await expect(dialog.getByRole('region', { name: 'Display position' })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
    expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(host, testInfo, '01-edit-on-a-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(host.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
  });
});
