import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { trackedLazy } from '../trackedLazy';
import type { DisplayMapProps } from './DisplayMap';

/** Leaflet and the map live in their own chunk, downloaded when a map is shown. */
const DisplayMap = trackedLazy(() => import('./DisplayMap'));

/** Stands in for the map while it loads (same size, no layout jump). */
export function MapPlaceholder({ label = 'Loading map' }: { label?: string }) {
  return (
    <Box sx={{ height: '100%', minHeight: 400, display: 'grid', placeItems: 'center', bgcolor: '#e8edf3', borderRadius: 'inherit' }}>
      <CircularProgress aria-label={label} />
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
