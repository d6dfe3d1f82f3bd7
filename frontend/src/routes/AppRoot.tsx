import { lazy, Suspense } from 'react';
import { hasSessionHint } from '../api/sessionHint';
import { LoadingScreen } from '../components/LoadingScreen';
import { ThemeProviders } from '../providers/ThemeProviders';
import { lightPublicPage } from './publicEntry';
import { PublicPageView } from './PublicPageView';

/** Everything else: the router, react-query, toasts, the session and the signed-in pages. */
const LazySessionApp = lazy(() => import('./SessionApp'));

/**
 * The root of the app, in the browser and when prerendering (docs/performance.md).
 * A visitor (no session hint) on /, /partner or /advertise gets the page straight
 * from the entry chunk, without router or data layer (its links load the next page,
 * its title comes with the prerendered HTML);
 * any other case loads the full app (SessionApp), which then handles every route.
 * `location` is given when prerendering; the browser's is used otherwise.
 */
export function AppRoot({ location }: { location?: string }) {
  const url = location ?? window.location.pathname + window.location.search + window.location.hash;
  const light = hasSessionHint() ? null : lightPublicPage(url.split(/[?#]/)[0]);
  return (
    <ThemeProviders>
      <Suspense fallback={<LoadingScreen />}>{light ? <PublicPageView page={light} /> : <LazySessionApp location={location} />}</Suspense>
    </ThemeProviders>
  );
}
