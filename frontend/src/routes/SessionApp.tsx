import { useState } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { DataProviders } from '../providers/DataProviders';
import { createQueryClient } from '../providers/queryClient';
import { AppRoutes } from './AppRoutes';

/**
 * The app with its router and data layer (react-query, toasts, the session): every
 * page but a visitor's light public ones, which AppRoot renders without it. Loaded
 * lazily; once loaded it handles every route until the next page load.
 * `location` is given when prerendering.
 */
export default function SessionApp({ location }: { location?: string }) {
  const [queryClient] = useState(createQueryClient);
  const routes = (
    <DataProviders queryClient={queryClient}>
      <AppRoutes />
    </DataProviders>
  );
  return location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>;
}
