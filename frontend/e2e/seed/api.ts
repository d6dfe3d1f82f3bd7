import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_CODE } from '../../playwright.config';

// Seeding goes through the real API, one request context (cookie jar) per user, so the
// browser page's own session is untouched.

export const ADMIN_LOGIN = { username: 'admin', password: E2E_ADMIN_CODE, role: 'admin' };
export const PASSWORD = 'password-123';

/** The answer's JSON, after checking that the call succeeded (the message names the step and the server's answer). */
export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A request context signed in (or registered, with path '/api/register') as `data`. */
export async function signedIn(baseURL: string, data: object, path = '/api/login'): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await ok(await context.post(path, { data }), `${path} ${JSON.stringify(data)}`);
  return context;
}

/** A new user of a role, registered with PASSWORD. */
export const registered = (baseURL: string, username: string, role: 'host' | 'tenant') =>
  signedIn(baseURL, { username, password: PASSWORD, role }, '/api/register');

/** Logs the browser page in (page.request shares the page's cookies). */
export async function logInPage(page: Page, data: object) {
  await page.request.post('/api/logout');
  await ok(await page.request.post('/api/login', { data }), 'page login');
}
