import { DisplayNetwork } from './DisplayNetwork';

/**
 * /advertise's map and list, loaded after the page shows. A visitor's /advertise renders
 * without the app's router and data layer (docs/performance.md): the list reads with a
 * plain fetch, and the map brings the router its popups' links need (LazyDisplayMap).
 */
export default function PublicDisplayNetwork() {
  return <DisplayNetwork />;
}
