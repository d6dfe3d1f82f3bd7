// oxlint-disable-next-line import/no-unassigned-import -- Leaflet's stylesheet, in this lazily loaded chunk only
import 'leaflet/dist/leaflet.css';
import type { Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { PIN_COLORS } from '../../../components/map/pinColors';
import { createPinIcon } from '../../../components/map/pinIcon';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from '../../../config';

/** Street level: close enough to put the pin on the right building. */
const PICKER_ZOOM = 16;

interface LocationPickerMapProps {
  position: { lat: number; lng: number };
  /** Called with the pin's new position when a drag ends. */
  onMove: (lat: number, lng: number) => void;
  label: string;
}

/** Brings a position set from outside (a picked address, typed coordinates) into view. */
function FollowPosition({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}

/**
 * The display form's small map (docs/product-rules.md §10.5): one pin at the display's
 * position that the host drags onto the exact spot. Loaded lazily: Leaflet stays out of the
 * form's chunk and every public page.
 */
export default function LocationPickerMap({ position, onMove, label }: LocationPickerMapProps) {
  const marker = useRef<LeafletMarker>(null);
  const icon = useMemo(() => createPinIcon({ color: PIN_COLORS.primary, label: `${label}: drag the pin to the exact spot` }), [label]);
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const at = marker.current?.getLatLng();
        if (at) onMove(at.lat, at.lng);
      },
    }),
    [onMove],
  );

  return (
    <section aria-label={label} style={{ height: '100%' }}>
      <MapContainer
        center={[position.lat, position.lng]}
        zoom={PICKER_ZOOM}
        scrollWheelZoom={false}
        style={{ height: '100%', minHeight: 240, width: '100%' }}
      >
        <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />
        <Marker ref={marker} position={[position.lat, position.lng]} icon={icon} draggable eventHandlers={handlers} />
        <FollowPosition lat={position.lat} lng={position.lng} />
      </MapContainer>
    </section>
  );
}
