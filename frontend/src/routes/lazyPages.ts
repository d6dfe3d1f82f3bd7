import { lazy } from 'react';

/** The login screen is a chunk of its own (forms, tabs). */
const loadAuthPage = () => import('../pages/public/AuthPage').then((module) => ({ default: module.AuthPage }));

export const LazyAuthPage = lazy(loadAuthPage);

/** Starts downloading the login screen early (a visitor will likely open it). */
export function prefetchAuthPage() {
  void loadAuthPage();
}

/** Where a password-reset e-mail leads: its own small chunk. */
export const LazyResetPasswordPage = lazy(() =>
  import('../pages/public/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);

/** react-admin is downloaded only when an admin opens /dashboard… */
export const LazyAdminApp = lazy(() => import('../admin/AdminApp'));

/** …and the tenant/host area only once someone is signed in. */
export const LazySignedInArea = lazy(() => import('./SignedInArea'));
