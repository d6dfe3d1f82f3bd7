import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

/** How close the map comes when a display is picked from a list: street level, markers apart. */
export const FOCUS_ZOOM = 15;

interface MapViewSyncProps {
  center: [number, number];
  /** A position to fly to (a display picked from a list); `n` changes on every request. */
  focus: { position: [number, number]; n: number } | null;
  /** Tried before flying: returns true when it brought the display into view itself (a cluster opened it). */
  onFocus?: () => boolean;
}

/**
 * Keeps the map in step with its data: re-centres when the set of displays
 * moves the centre, and flies to a display picked from the list.
 */
export function MapViewSync({ center, focus, onFocus }: MapViewSyncProps) {
  const handled = useRef(onFocus);
  useEffect(() => {
    handled.current = onFocus;
  });
  const map = useMap();
  const [lat, lng] = center;
  const first = useRef(true);

  useEffect(() => {
    // The map starts at the centre; only later changes move it.
    if (first.current) {
      first.current = false;
      return;
    }
    map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);

  const request = focus?.n;
  const focusLat = focus?.position[0];
  const focusLng = focus?.position[1];
  useEffect(() => {
    // A map without a size (hidden, or in tests) cannot animate.
    if (request === undefined || focusLat === undefined || focusLng === undefined || map.getSize().x === 0) return;
    if (handled.current?.()) return;
    map.flyTo([focusLat, focusLng], Math.max(map.getZoom(), FOCUS_ZOOM), { duration: 0.6 });
  }, [map, request, focusLat, focusLng]);

  return null;
}
