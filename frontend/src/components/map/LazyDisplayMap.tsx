import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { trackChunk, trackedLazy } from '../trackedLazy';
import type { DisplayMapProps } from './DisplayMap';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Leaflet first, then the router, then the rest of the map (markercluster, react-leaflet),
 * each chunk evaluated in a task of its own: no long task on a slow phone (docs/performance.md).
 * The popups' "Book Now" is a router link: on a visitor's page (no router) it loads the page.
 */
const loadDisplayMap = async () => {
  await import('leaflet');
  await nextTask();
  const { PageLoadRouter } = await import('../PageLoadRouter');
  await nextTask();
  const { default: Map } = await import('./DisplayMap');
  return {
    default: (props: DisplayMapProps) => (
      <PageLoadRouter>
        <Map {...props} />
      </PageLoadRouter>
    ),
  };
};

/** Leaflet and the map live in their own chunk, downloaded when a map is shown. */
const DisplayMap = trackedLazy(loadDisplayMap);

/** Starts downloading the map's chunk before the map is shown (a page that will show it soon). */
export function preloadDisplayMap() {
  void trackChunk(loadDisplayMap()).catch(() => {
    // The map's own Suspense boundary shows a failed download when it renders.
  });
}

/**
 * Stands in for the map while it loads: same size (no layout jump), and a status text
 * rather than a spinner, which would repaint every frame on a slow phone while the map's
 * chunks are evaluated (docs/performance.md).
 */
export function MapPlaceholder({ label = 'Loading map' }: { label?: string }) {
  return (
    <Box
      component="output"
      sx={{
        height: '100%',
        minHeight: 400,
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#e8edf3',
        borderRadius: 'inherit',
        color: 'text.secondary',
      }}
    >
      {`${label}…`}
    </Box>
  );
}

/** The shared display map, loaded on demand. */
export function LazyDisplayMap(props: DisplayMapProps) {
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <DisplayMap {...props} />
    </Suspense>
  );
}
