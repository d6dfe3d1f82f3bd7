import { lazy, type ComponentType } from 'react';

const inFlight = new Set<Promise<unknown>>();

/**
 * React.lazy for a chunk that may start downloading after its page has shown
 * (the map, the charts), remembering each download until it settles. Tests wait
 * for them (`chunksSettled`) before the page goes away: a chunk evaluated after
 * the test DOM is torn down fails with "window is not defined" (Leaflet reads it on load).
 */
export function trackedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => trackChunk(load()));
}

/** Remembers a chunk's download (also one started ahead of its component) until it settles. */
export function trackChunk<T>(loading: Promise<T>): Promise<T> {
  inFlight.add(loading);
  const forget = () => inFlight.delete(loading);
  loading.then(forget, forget);
  return loading;
}

/** Resolves once every download started by a trackedLazy component has settled. */
export function chunksSettled(): Promise<unknown> {
  return Promise.allSettled(inFlight);
}
