import { expect, test } from '@playwright/test';
import { ok, PASSWORD } from './seed';
import { snap } from './snap';

test('registration shows each rule under its field, and errors (its own and the server’s) under the field they concern', async ({
  page,
}, testInfo) => {
  const taken = `taken-${Date.now().toString(36)}`;
  await ok(await page.request.post('/api/register', { data: { username: taken, password: PASSWORD, role: 'tenant' } }), 'register');
  await page.request.post('/api/logout');

  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  const username = form.getByRole('textbox', { name: 'Username' });
  const password = form.getByLabel('Password', { exact: false }).first();
  // The rules are shown before anything is sent, linked to the fields.
  await expect(username).toHaveAccessibleDescription("3–32 characters: letters, digits, '.', '_' or '-'");
  await expect(password).toHaveAccessibleDescription('8–128 characters');
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');

  let sent = 0;
  page.on('request', (r) => r.url().endsWith('/api/register') && sent++);
  await username.fill('ab');
  await password.focus();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription('Username must be 3 to 32 characters long');
  await password.fill('short');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(password).toHaveAccessibleDescription('Password must be 8 to 128 characters long');
  await expect(username).toBeFocused();
  await username.fill('bad name!');
  await username.blur();
  await expect(username).toHaveAccessibleDescription("Username may contain only letters, digits, '.', '_' and '-'");
  expect(sent).toBe(0);
  await snap(page, testInfo, '01-field-errors');

  // The server's refusal lands under the field it names.
  await username.fill(taken);
  await password.fill(PASSWORD);
  await expect(username).toHaveAccessibleDescription("3–32 characters: letters, digits, '.', '_' or '-'");
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(username).toHaveAccessibleDescription('Username is already taken');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(1);
  await snap(page, testInfo, '02-server-field-error');
});
