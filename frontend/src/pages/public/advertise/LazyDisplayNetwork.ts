import { lazy } from 'react';

/** The /advertise map and list of displays (with their own data cache): below the page's hero, loaded on demand. */
export const LazyDisplayNetwork = lazy(() => import('./PublicDisplayNetwork'));
