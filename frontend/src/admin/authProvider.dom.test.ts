import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY } from '../api/session';
import { mockApi } from '../test/mockApi';
import { createAuthProvider } from './authProvider';

function withUser(user: { id: number; username: string; role: 'admin' | 'host' | 'tenant' } | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  return createAuthProvider(queryClient);
}

describe('admin authProvider (uses the already-known session)', () => {
  it('lets an admin in without calling the API', async () => {
    const api = mockApi({});
    const auth = withUser({ id: 1, username: 'admin', role: 'admin' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 1, fullName: 'admin' });
    await expect(auth.getPermissions!({})).resolves.toBe('admin');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses anyone else', async () => {
    await expect(withUser({ id: 2, username: 'hal', role: 'host' }).checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(withUser(null).checkAuth({})).rejects.toBeDefined();
    await expect(withUser(null).getIdentity!()).rejects.toThrow(/Not signed in/);
  });

  it('treats a 401 from the admin API as a lost session, other errors not', async () => {
    const auth = withUser({ id: 1, username: 'admin', role: 'admin' });
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('logout calls POST /api/logout and sends the visitor to /login', async () => {
    const api = mockApi({ 'POST /api/logout': { body: { message: 'Logged out successfully' } } });
    await expect(withUser({ id: 1, username: 'admin', role: 'admin' }).logout({})).resolves.toBe('/login');
    expect(api.callsTo('POST /api/logout')).toHaveLength(1);
  });
});
