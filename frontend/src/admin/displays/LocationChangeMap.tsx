// oxlint-disable-next-line import/no-unassigned-import -- Leaflet's stylesheet, in this lazily loaded chunk only
import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { useMemo } from 'react';
import { MapContainer, Marker, Polyline, TileLayer } from 'react-leaflet';
import type { DisplayChange } from '../../api/displays';
import { createPinIcon } from '../../components/map/pinIcon';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from '../../config';
import { formatAddress } from '../../utils/displayLabels';
import { CHANGE_MARKER_COLORS } from './locationChangeMarkers';

/**
 * A location change on one small map (docs/product-rules.md §5.4): pin A where the display is
 * now, pin B where its host wants it, a dashed line between, both in view. Loaded lazily.
 */
export default function LocationChangeMap({ change }: { change: DisplayChange }) {
  const { display } = change;
  const to: [number, number] = [change.latitude, change.longitude];
  const from: [number, number] | null =
    display.latitude !== null && display.longitude !== null ? [display.latitude, display.longitude] : null;
  // The map opens on both pins; MapContainer reads its bounds once.
  const bounds = latLngBounds(from ? [from, to] : [to]).pad(0.3);
  const icons = useMemo(
    () => ({
      now: createPinIcon({ color: CHANGE_MARKER_COLORS.now, text: 'A', label: `Now: ${formatAddress(display)}` }),
      requested: createPinIcon({ color: CHANGE_MARKER_COLORS.requested, text: 'B', label: `Requested: ${formatAddress(change)}` }),
    }),
    [display, change],
  );
  return (
    <section aria-label={`Current and requested location of ${display.name}`} style={{ height: '100%' }}>
      <MapContainer bounds={bounds} maxZoom={16} scrollWheelZoom={false} style={{ height: '100%', minHeight: 200, width: '100%' }}>
        <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
        {from && <Marker position={from} icon={icons.now} />}
        <Marker position={to} icon={icons.requested} />
        {from && <Polyline positions={[from, to]} pathOptions={{ color: CHANGE_MARKER_COLORS.requested, dashArray: '6 6', weight: 2 }} />}
      </MapContainer>
    </section>
  );
}
