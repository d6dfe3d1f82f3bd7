import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { stat } from 'node:fs/promises';
import { E2E_ADMIN_CODE } from '../playwright.config';
import { separatePages } from './contexts';
import { makePng } from './seed';
import { snap } from './snap';

/**
 * Ad creatives end to end, on the real server: a tenant uploads PNGs, the admin
 * approves one and rejects the other in the back office, the tenant sees the
 * badges; an oversized file is refused in the browser and nothing is sent.
 */

const CREATIVES_API = '/api/tenant/ad-creatives';

// --- helpers ---

async function registerTenant(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}-${Date.now().toString(36)}`.slice(0, 32);
  const response = await page.request.post('/api/register', { data: { username, password: 'e2e-tenant-pass', role: 'tenant' } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return username;
}

/** Waits until the images on screen have loaded (or failed), so screenshots show them. */
async function imagesSettled(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
      .every((img) => img.complete),
  );
}

/** Records every upload the page sends. */
function watchUploads(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === CREATIVES_API) posts.push(request.url());
  });
  return posts;
}

async function upload(page: Page, name: string, png: Buffer, fileName: string) {
  await page.getByLabel('Image file').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('textbox', { name: 'Dimensions' })).toHaveValue('640x360');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === CREATIVES_API);
  await page.getByRole('button', { name: 'Upload Ad Creative' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByText('Ad creative uploaded successfully and pending approval')).toBeVisible();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

/** The admin's own context, closed after each test whatever its outcome (Playwright's default viewport). */
const adminPage = separatePages({ width: 1280, height: 720 });

async function signInAsAdmin(browser: Browser): Promise<Page> {
  const page = await adminPage(browser);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Admin Access' }).click();
  await page.getByLabel('Admin Access Code').fill(E2E_ADMIN_CODE);
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Admin' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** A full-page screenshot from the top of the page (sticky bars stay in place). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, testInfo, name);
}

// --- tests ---

test('a tenant uploads creatives, the admin approves one and rejects one, the tenant sees the badges', async ({
  page,
  browser,
}, testInfo) => {
  const posts = watchUploads(page);
  const tenant = await registerTenant(page, 'e2e-creatives');
  const approvedName = `Spring Launch ${tenant.slice(-5)}`;
  const rejectedName = `Night Market ${tenant.slice(-5)}`;
  const png = makePng(640, 360, [
    [67, 56, 202],
    [15, 118, 110],
  ]);

  await page.goto('/dashboard/ad-creatives');
  await expect(page.getByRole('heading', { level: 1, name: 'Ad Creatives' })).toBeVisible();
  await expect(page.getByText('No Ad Creatives Yet')).toBeVisible();
  await shot(page, testInfo, '01-tenant-empty');

  // Preview and dimensions from the image, before sending.
  await page.getByLabel('Image file').setInputFiles({ name: 'spring-launch.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('textbox', { name: 'Dimensions' })).toHaveValue('640x360');
  await expect(page.getByRole('img', { name: 'Preview of spring-launch.png' })).toBeVisible();
  await shot(page, testInfo, '02-tenant-preview');
  expect(posts).toHaveLength(0);
  await page.getByRole('button', { name: 'Remove image' }).click();

  await upload(page, approvedName, png, 'spring-launch.png');
  await upload(
    page,
    rejectedName,
    makePng(640, 360, [
      [190, 24, 93],
      [245, 158, 11],
    ]),
    'night-market.png',
  );
  expect(posts).toHaveLength(2);
  const card = page.getByRole('article', { name: approvedName });
  await expect(card.getByText('Pending Approval')).toBeVisible();
  await expect(card.getByText('640x360 px')).toBeVisible();
  const thumb = card.getByRole('img', { name: `Preview of ${approvedName}` });
  await expect(thumb).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await imagesSettled(page);
  await shot(page, testInfo, '03-tenant-pending');

  // Download the original file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: `Download ${approvedName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^spring-launch-[a-z0-9]+-640x360\.png$/);
  expect((await stat(await download.path())).size).toBe(png.length);
  await expect(page.getByText('Download Complete')).toBeVisible();

  // The admin reviews both in the back office.
  const admin = await signInAsAdmin(browser);
  await shot(admin, testInfo, '04-admin-dashboard');
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review Ad Creatives' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/review-ad-creatives/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Review Ad Creatives' })).toBeVisible();
  const pendingCard = admin.getByRole('article', { name: approvedName });
  await expect(pendingCard.getByText(tenant)).toBeVisible();
  await expect(pendingCard.getByText('640x360 px')).toBeVisible();
  await expect(pendingCard.getByRole('link')).toHaveAttribute('href', /^\/api\/files\/[0-9a-f]{64}\.png$/);
  await expect(admin.getByRole('table', { name: 'All ad creatives' }).getByText(rejectedName)).toBeVisible();
  await imagesSettled(admin);
  await shot(admin, testInfo, '05-admin-review');

  await pendingCard.getByRole('button', { name: `Approve ${approvedName}` }).click();
  await expect(admin.getByText('Ad creative status updated successfully')).toBeVisible();
  await expect(admin.getByRole('article', { name: approvedName })).toHaveCount(0);

  await admin.getByRole('button', { name: `Reject ${rejectedName}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject ad creative' });
  const note = dialog.getByRole('textbox', { name: 'Note for the tenant (optional)' });
  await expect(note).toBeFocused();
  await note.fill('The headline is too small to read from across the room.');
  await shot(admin, testInfo, '06-admin-reject-dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('article', { name: rejectedName })).toHaveCount(0);

  // The grid of all creatives: filter by status and search by name.
  const table = admin.getByRole('table', { name: 'All ad creatives' });
  await admin.getByRole('textbox', { name: 'Search by name' }).fill(tenant.slice(-5));
  await expect(table.getByRole('row')).toHaveCount(3);
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Approved' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(approvedName) }).getByText('Approved')).toBeVisible();
  await imagesSettled(admin);
  await shot(admin, testInfo, '07-admin-after-review');

  // The tenant sees the outcome.
  await page.reload();
  await expect(page.getByRole('article', { name: approvedName }).getByText('Approved')).toBeVisible();
  const rejected = page.getByRole('article', { name: rejectedName });
  await expect(rejected.getByText('Rejected')).toBeVisible();
  await expect(rejected.getByText('The headline is too small to read from across the room.')).toBeVisible();
  await imagesSettled(page);
  await shot(page, testInfo, '08-tenant-reviewed');
});

test('an oversized file shows the 5 MB message and sends nothing', async ({ page }, testInfo) => {
  const posts = watchUploads(page);
  await registerTenant(page, 'e2e-big');
  await page.goto('/dashboard/ad-creatives');
  await expect(page.getByRole('heading', { level: 1, name: 'Ad Creatives' })).toBeVisible();

  const big = Buffer.alloc(5 * 1024 * 1024 + 1);
  makePng(16, 16, [
    [0, 0, 0],
    [255, 255, 255],
  ]).copy(big);
  await page.getByLabel('Image file').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('File size exceeds 5MB limit')).toBeVisible();
  await expect(page.getByLabel('Image file')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('textbox', { name: 'Name' }).fill('Too big');
  await page.getByRole('textbox', { name: 'Dimensions' }).fill('16x16');
  await page.getByRole('button', { name: 'Upload Ad Creative' }).click();
  await expect(page.getByText('File size exceeds 5MB limit')).toBeVisible();
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(0);
  await shot(page, testInfo, '09-tenant-oversized');
});
