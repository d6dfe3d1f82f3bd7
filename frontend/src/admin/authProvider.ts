import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { CURRENT_USER_KEY, logoutRequest, type User } from '../api/session';
import { LOGIN_PATH } from '../navigation/paths';

/**
 * react-admin's view of the session. The app already knows the user (the
 * ['/api/user'] query, shared with react-admin through one QueryClient), so
 * nothing here signs in: admins sign in on /login like everyone else.
 */
export function createAuthProvider(queryClient: QueryClient): AuthProvider {
  const currentUser = () => queryClient.getQueryData<User | null>(CURRENT_USER_KEY) ?? null;

  return {
    login: () => Promise.reject(new Error('Sign in on the login page')),
    logout: async () => {
      try {
        await logoutRequest();
      } catch (error) {
        console.error('Logout failed', error);
      }
      return LOGIN_PATH;
    },
    checkAuth: () => (currentUser()?.role === 'admin' ? Promise.resolve() : Promise.reject({ redirectTo: LOGIN_PATH, message: false })),
    checkError: (error: { status?: number } | undefined) =>
      error?.status === 401 ? Promise.reject({ redirectTo: LOGIN_PATH, message: false }) : Promise.resolve(),
    getIdentity: () => {
      const user = currentUser();
      return user ? Promise.resolve({ id: user.id, fullName: user.username }) : Promise.reject(new Error('Not signed in'));
    },
    getPermissions: () => Promise.resolve(currentUser()?.role ?? null),
  };
}
