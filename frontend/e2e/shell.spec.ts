import { expect, test } from '@playwright/test';
import { E2E_ADMIN_CODE } from '../playwright.config';
import { NAV_LINKS } from './navLinks';
import { snap } from './snap';

test.describe('app shell', () => {
  test('a new tenant registers, sees the dashboard with the username, then logs out', async ({ page }, testInfo) => {
    const username = `tina-${Date.now().toString(36)}`;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect with local spaces and grow your business');
    await snap(page, testInfo, '01-landing');

    await page.goto('/register');
    await expect(page.getByRole('radio', { name: 'Tenant' })).toBeChecked();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('password-123');
    await snap(page, testInfo, '02-register');
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Registered successfully' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
    await expect(page.getByTestId('current-username')).toHaveText(username);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([...NAV_LINKS.tenant]);
    await snap(page, testInfo, '03-tenant-dashboard');

    await page.getByRole('complementary', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Logged out successfully' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await snap(page, testInfo, '04-after-logout');
    // The session is over on the server too.
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the admin signs in with the access code and reaches the admin dashboard', async ({ page }, testInfo) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Admin Access' }).click();
    await expect(page.getByRole('button', { name: 'Back to User Login' })).toBeVisible();
    const code = page.getByLabel('Admin Access Code');
    await expect(code).toHaveAttribute('placeholder', 'Enter admin access code');
    await code.fill('wrong-code-123');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid admin access code');
    await snap(page, testInfo, '01-admin-wrong-code');

    await code.fill(E2E_ADMIN_CODE);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([...NAV_LINKS.admin]);
    await snap(page, testInfo, '02-admin-dashboard');
  });

  test("a visitor's unknown path goes to the landing page", async ({ page }, testInfo) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: /^Partner with Us/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Start Advertising/ })).toBeVisible();
    await snap(page, testInfo, '01-redirected-home');
  });

  test('a tenant opening an admin page sees the 404 page', async ({ page }, testInfo) => {
    const res = await page.request.post('/api/register', {
      data: { username: `t404-${Date.now().toString(36)}`, password: 'password-123', role: 'tenant' },
    });
    expect(res.status()).toBe(201);
    await page.goto('/dashboard/review-displays');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or you may not have access to it.")).toBeVisible();
    await snap(page, testInfo, '01-tenant-404');
  });

  test('visitors, tenants and hosts never download the admin back office', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/');
    await page.goto('/login');
    await page.request.post('/api/register', {
      data: { username: `h-${Date.now().toString(36)}`, password: 'password-123', role: 'host' },
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => /AdminApp|react-admin/i.test(u))).toEqual([]);
  });
});
