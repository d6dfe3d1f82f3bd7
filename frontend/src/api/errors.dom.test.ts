import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mockApi';
import { api } from './client';
import { ApiError, networkErrorText, readErrorText, sessionErrorText } from './errors';
import { request } from './request';
import { fetchCurrentUser, logoutRequest } from './session';

const status = (code: number, statusText: string) => ({ status: code, statusText });

describe('sessionErrorText (docs/product-rules.md §16: login, register, logout)', () => {
  it('uses the status text for 500 and above', () => {
    expect(sessionErrorText(status(500, 'Internal Server Error'), '<html>oops</html>')).toBe('Internal Server Error');
    expect(sessionErrorText(status(503, 'Service Unavailable'), undefined)).toBe('Service Unavailable');
  });

  it('uses the body text for other statuses', () => {
    expect(sessionErrorText(status(400, 'Bad Request'), 'Username is required')).toBe('Username is required');
    expect(sessionErrorText(status(409, 'Conflict'), { error: 'taken' })).toBe('{"error":"taken"}');
  });

  it('prefers the JSON message when the body is JSON', () => {
    const body = { statusCode: 401, message: 'Invalid username or password' };
    expect(sessionErrorText(status(401, 'Unauthorized'), body)).toBe('Invalid username or password');
    expect(sessionErrorText(status(500, 'Internal Server Error'), { statusCode: 500, message: 'Database is down' })).toBe(
      'Database is down',
    );
    expect(sessionErrorText(status(400, 'Bad Request'), { message: ['a', 'b'] })).toBe('a; b');
  });

  it('falls back when there is nothing to show', () => {
    expect(sessionErrorText(status(401, 'Unauthorized'), undefined)).toBe('Unauthorized');
    expect(sessionErrorText(status(502, ''), undefined)).toBe('Request failed with status 502');
  });
});

describe('readErrorText (docs/product-rules.md §16: default reads)', () => {
  it('is "status: statusText" for 500 and above', () => {
    expect(readErrorText(status(500, 'Internal Server Error'), 'stack trace')).toBe('500: Internal Server Error');
  });

  it('is "status: body text" otherwise', () => {
    expect(readErrorText(status(404, 'Not Found'), 'nothing here')).toBe('404: nothing here');
  });

  it('uses the JSON message as the body text', () => {
    expect(readErrorText(status(403, 'Forbidden'), { statusCode: 403, message: 'You do not have access' })).toBe(
      '403: You do not have access',
    );
  });
});

describe('networkErrorText', () => {
  it('is the error text', () => {
    expect(networkErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(networkErrorText('offline')).toBe('offline');
  });
});

describe('the rules at the network boundary', () => {
  it('login: a JSON error gives the server message and status', async () => {
    mockApi({ 'POST /api/login': { status: 401, body: { statusCode: 401, message: 'Invalid username or password' } } });
    const error = await request(() => api.POST('/api/login', { body: { username: 'a', password: 'b' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid username or password', status: 401 });
  });

  it('login: a 5xx with a non-JSON body gives the status text', async () => {
    mockApi({ 'POST /api/login': { status: 502, statusText: 'Bad Gateway', body: '<html>proxy error</html>' } });
    await expect(request(() => api.POST('/api/login', { body: { username: 'a', password: 'b' } }))).rejects.toThrow(/^Bad Gateway$/);
  });

  it('register: a 4xx text body is shown as is', async () => {
    mockApi({ 'POST /api/register': { status: 429, body: 'Slow down' } });
    await expect(request(() => api.POST('/api/register', { body: { username: 'a', password: 'b', role: 'host' } }))).rejects.toThrow(
      /^Slow down$/,
    );
  });

  it('logout: a network error gives the error text', async () => {
    mockApi({ 'POST /api/logout': new TypeError('Failed to fetch') });
    await expect(logoutRequest()).rejects.toMatchObject({ message: 'Failed to fetch', status: 0 });
  });

  it('session calls send cookies and JSON', async () => {
    const { calls } = mockApi({ 'POST /api/login': { body: { user: { id: 1, username: 'a', role: 'host' } } } });
    await request(() => api.POST('/api/login', { body: { username: 'a', password: 'b' } }));
    expect(calls[0]).toMatchObject({ credentials: 'include', contentType: 'application/json', body: { username: 'a', password: 'b' } });
  });

  it('the details of a JSON error body reach the error; without details they are undefined', async () => {
    const details = [{ date: '2026-12-16', freeHours: 1 }];
    mockApi({ 'POST /api/login': { status: 409, body: { statusCode: 409, message: 'Not enough hours left', details } } });
    const error = await request(() => api.POST('/api/login', { body: { username: 'a', password: 'b' } })).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Not enough hours left', status: 409, details });

    mockApi({ 'POST /api/login': { status: 409, body: { statusCode: 409, message: 'Taken' } } });
    const plain = await request(() => api.POST('/api/login', { body: { username: 'a', password: 'b' } })).catch((e: unknown) => e);
    expect((plain as ApiError).details).toBeUndefined();
  });

  it('GET /api/user: 401 means signed out, other failures throw the read rule', async () => {
    mockApi({ 'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Not signed in' } } });
    await expect(fetchCurrentUser()).resolves.toBeNull();

    mockApi({ 'GET /api/user': { status: 500, body: 'boom' } });
    await expect(fetchCurrentUser()).rejects.toThrow(/^500: Internal Server Error$/);
  });
});
