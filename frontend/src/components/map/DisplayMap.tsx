// oxlint-disable-next-line import/no-unassigned-import -- Leaflet's stylesheet, in the map chunk only
import 'leaflet/dist/leaflet.css';
// oxlint-disable-next-line import/no-unassigned-import -- leaflet.markercluster's animations and spider legs, in the map chunk only
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
// oxlint-disable-next-line import/no-unassigned-import -- the markers', clusters' and popups' styles
import './map.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { Marker as LeafletMarker } from 'leaflet';
import { useCallback, useMemo, useRef } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import type { DisplayListing } from '../../api/displays';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from '../../config';
import { DEFAULT_MAP_ZOOM, mapCenter, withValidCoordinates } from '../../utils/map';
import { AreaLayer } from './AreaLayer';
import type { MapArea } from './mapArea';
import { MapLegend } from './MapLegend';
import { MapViewSync } from './MapViewSync';
import { CLUSTER_RADIUS, createClusterIcon } from './clusterIcon';
import { PriceMarker } from './PriceMarker';
import { useProgressiveCount } from '../displays/useProgressive';

/** Markers added per task: the map and its clusters build in short tasks (docs/performance.md). */
const MARKERS_PER_TASK = 6;

export interface DisplayMapProps {
  displays: readonly DisplayListing[];
  /** Called with the display whose marker was clicked (or activated with Enter). */
  onMarkerClick?: (display: DisplayListing) => void;
  /** The display to highlight. */
  selectedId?: number | null;
  /** Fly to this display (e.g. picked from a list); a new `n` flies again. */
  focus?: { id: number; n: number } | null;
  /** Initial zoom; the product's default zoom (10, docs/product-rules.md §18.6) unless a page shows one display up close. */
  zoom?: number;
  /** Accessible name of the map region. */
  label?: string;
  /** The popups' "Book Now" button (docs/product-rules.md §12); off where booking makes no sense (the display's own page, admin). */
  showBookNow?: boolean;
  /** An area drawn on the map (the campaign builder): shown, and clicks add its corners while drawing. */
  area?: MapArea;
}

/**
 * The shared display map (docs/product-rules.md §12.9, §18): tiles with attribution, one price
 * marker per display with valid coordinates, centred on the mean position of
 * the displays inside Arizona. At least 400px high; fills its container.
 * Markers closer than a pin's width are clustered (leaflet.markercluster): a
 * click zooms in, and where they still overlap at the deepest zoom (or share a
 * spot) the cluster spiderfies, so every display can be picked (docs/displays.md).
 * Loaded lazily (see LazyDisplayMap): Leaflet stays out of the entry chunk.
 */
export default function DisplayMap({
  displays,
  onMarkerClick,
  selectedId = null,
  focus = null,
  zoom = DEFAULT_MAP_ZOOM,
  label = 'Map of displays',
  showBookNow = true,
  area,
}: DisplayMapProps) {
  const theme = useTheme();
  const located = useMemo(() => withValidCoordinates(displays), [displays]);
  const center = useMemo(() => mapCenter(displays), [displays]);
  const focused = focus ? located.find((display) => display.id === focus.id) : undefined;
  // leaflet.markercluster ships no types: the two methods used here.
  const clusterRef = useRef<{ hasLayer(marker: LeafletMarker): boolean; zoomToShowLayer(marker: LeafletMarker): void }>(null);
  const markers = useRef(new Map<number, LeafletMarker>());
  const markerRef = useCallback((display: DisplayListing, marker: LeafletMarker | null) => {
    if (marker) markers.current.set(display.id, marker);
    else markers.current.delete(display.id);
  }, []);
  const focusedId = focused?.id;
  // A display picked from a list whose pin is inside a cluster: markercluster zooms to it (spiderfying
  // where pins still overlap) and handles its own animations; otherwise the map flies there.
  const openFocused = useCallback(() => {
    const marker = focusedId === undefined ? undefined : markers.current.get(focusedId);
    const group = clusterRef.current;
    if (!marker || !group?.hasLayer(marker) || marker.getElement()) return false;
    group.zoomToShowLayer(marker);
    return true;
  }, [focusedId]);
  // react-leaflet renders its layers in the task that creates the map: the tiles and the
  // cluster layer come a task later, then the markers a few per task.
  const layersShown = useProgressiveCount(1, 1, 0) > 0;
  const shownMarkers = useProgressiveCount(layersShown ? located.length : 0, MARKERS_PER_TASK, 0);

  return (
    <Box component="section" aria-label={label} sx={{ position: 'relative', height: '100%', minHeight: 400, width: '100%' }}>
      <MapContainer
        className="ss-map"
        center={center}
        zoom={zoom}
        scrollWheelZoom={false}
        style={{ height: '100%', minHeight: 400, width: '100%', borderRadius: 'inherit' }}
      >
        {layersShown && <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />}
        {layersShown && (
          <MarkerClusterGroup
            ref={clusterRef}
            maxClusterRadius={CLUSTER_RADIUS}
            spiderfyOnMaxZoom
            showCoverageOnHover={false}
            // Every marker stays in the page (keyboard and screen readers reach all of them, not only those in view).
            removeOutsideVisibleBounds={false}
            iconCreateFunction={createClusterIcon}
          >
            {located.slice(0, shownMarkers).map((display) => (
              <PriceMarker
                key={display.id}
                display={display}
                position={display.position}
                selected={display.id === selectedId}
                primaryColor={theme.palette.primary.main}
                onClick={onMarkerClick}
                showBookNow={showBookNow}
                markerRef={markerRef}
              />
            ))}
          </MarkerClusterGroup>
        )}
        {area && <AreaLayer area={area} color={theme.palette.primary.main} />}
        <MapViewSync center={center} focus={focused && focus ? { position: focused.position, n: focus.n } : null} onFocus={openFocused} />
      </MapContainer>
      <MapLegend primaryColor={theme.palette.primary.main} />
    </Box>
  );
}
