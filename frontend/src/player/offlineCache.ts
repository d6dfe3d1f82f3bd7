import { mediaChanges } from './scheduleDiff';

/**
 * Offline support, page side: registers the player's service worker
 * (public/player-sw.js) for this variant's path only, and keeps the Cache
 * Storage copy of every scheduled creative in step with the schedule. The
 * worker serves those files (and the player's own) when the network is gone.
 */

/** Must match MEDIA_CACHE in public/player-sw.js. */
export const MEDIA_CACHE = 'player-media-v1';

export function registerPlayerWorker(scope: string): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/player-sw.js', { scope }).catch((error: unknown) => {
    console.warn('The player works without offline support:', error);
  });
}

let syncing: Promise<void> = Promise.resolve();

/** Fetches scheduled files not cached yet and drops files no longer scheduled; one sync at a time. */
export function syncMediaCache(fileUrls: readonly string[]): Promise<void> {
  syncing = syncing
    .then(() => doSync(fileUrls))
    .catch((error: unknown) => {
      console.warn('Caching the scheduled images failed; will try again with the next schedule', error);
    });
  return syncing;
}

async function doSync(fileUrls: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(MEDIA_CACHE);
  const cached = (await cache.keys()).map((request) => request.url);
  const wanted = fileUrls.map((url) => new URL(url, location.href).href);
  const { add, remove } = mediaChanges(cached, wanted);
  await Promise.all(remove.map((url) => cache.delete(url)));
  // One by one: a file that fails (offline) does not stop the others.
  for (const url of add) {
    try {
      await cache.add(url);
    } catch (error) {
      console.warn(`Could not cache ${url}`, error);
    }
  }
}
