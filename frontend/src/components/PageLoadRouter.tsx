import type { ReactNode } from 'react';
import { createPath, Router, useInRouterContext, type Navigator, type To } from 'react-router-dom';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Links followed as full page loads ("Book Now" sends a visitor on to sign in). */
const pageLoadNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/**
 * The app's router when there is one; on a visitor's light page (no router,
 * docs/performance.md) router links inside `children` load pages.
 */
export function PageLoadRouter({ children }: { children: ReactNode }) {
  if (useInRouterContext()) return children;
  return (
    <Router location={window.location.pathname} navigator={pageLoadNavigator}>
      {children}
    </Router>
  );
}
