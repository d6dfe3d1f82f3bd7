import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/mockApi';
import { fetchCurrentUser } from './session';
import { hasSessionHint } from './sessionHint';

const setHint = (on: boolean) => {
  document.cookie = on ? 'ss_signed_in=1; path=/' : 'ss_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};

describe('the session hint', () => {
  afterEach(() => setHint(true));

  it('is read from the cookie string, among others, by exact name', () => {
    expect(hasSessionHint('a=1; ss_signed_in=1; b=2')).toBe(true);
    expect(hasSessionHint('ss_signed_in=1')).toBe(true);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('not_ss_signed_in=1; ss_signed_in_x=1')).toBe(false);
  });

  it('without it, a visitor is signed out without asking GET /api/user (no 401 in the console)', async () => {
    setHint(false);
    const api = mockApi({ 'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Not signed in' } } });
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('with it, the session is asked for (a 401 still means signed out)', async () => {
    setHint(true);
    const api = mockApi({ 'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Not signed in' } } });
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/user']);
  });
});
