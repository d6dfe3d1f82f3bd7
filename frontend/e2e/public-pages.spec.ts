import { expect, test } from '@playwright/test';

// The visitor's pages as served (docs/performance.md): prerendered HTML before any
// script runs, compressed and cached assets, no console error (no 401 for GET /api/user).

test('prerendered pages carry their main heading before JavaScript runs', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'Connect with local spaces and grow your business'],
    ['/partner', 'Partner with Us'],
    ['/advertise', 'Start Advertising'],
    ['/login', 'Welcome to ScreenSpace'],
  ]) {
    const res = await page.request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toBe('no-cache');
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain('<style data-emotion="css');
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows its heading, choices and sign-in links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect with local spaces and grow your business' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: /Partner with Us/ })).toBeVisible();
  });
});

/** A 1×1 transparent PNG: map tiles come from an outside host this machine cannot reach. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('a visitor browses the public pages with no console error and never asks GET /api/user', async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }));
  const errors: string[] = [];
  const userCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user') userCalls.push(request.url());
  });

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Administrator' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('heading', { name: 'How it Works' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
  await page.goto('/advertise');
  await expect(page.getByText(/\d+ displays?/)).toBeVisible();
  await page.goto('/partner');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner with Us' })).toBeVisible();

  expect(userCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test('a signed-in tenant gets the app, not the prerendered landing page', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill(`perf_${Date.now()}`);
  await page.getByLabel('Password').fill('password-123');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.context().cookies()).some((c) => c.name === 'ss_signed_in' && !c.httpOnly)).toBe(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('on a 390 px phone the login screen keeps the tagline and the landing page fits', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await expect(page.getByRole('main').getByText('Connect with local spaces and grow your business')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administrator' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
