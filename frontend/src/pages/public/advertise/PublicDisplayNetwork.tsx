import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createPath, Router, useInRouterContext, type Navigator, type To } from 'react-router-dom';
import { createQueryClient } from '../../../providers/queryClient';
import { DisplayNetwork } from './DisplayNetwork';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Links followed as full page loads ("Book Now" sends a visitor on to sign in). */
const pageLoadNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/** The app's router when there is one; on a visitor's light page (no router) links load pages. */
function WithRouter({ children }: { children: ReactNode }) {
  if (useInRouterContext()) return children;
  return (
    <Router location={window.location.pathname} navigator={pageLoadNavigator}>
      {children}
    </Router>
  );
}

/**
 * DisplayNetwork with a data cache of its own: /advertise renders without the app's
 * router and data layer for visitors (docs/performance.md), so they come with this chunk.
 */
export default function PublicDisplayNetwork() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <WithRouter>
        <DisplayNetwork />
      </WithRouter>
    </QueryClientProvider>
  );
}
