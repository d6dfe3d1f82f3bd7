import type { LeafletKeyboardEvent, LeafletMouseEvent } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { CircleMarker, Polygon, Polyline, useMap, useMapEvents } from 'react-leaflet';
import type { MapArea } from './mapArea';

const MIN_POINTS = 3;

/**
 * The drawn area on the map (docs/campaigns.md, "The drawn area"). While drawing: a click on
 * the map adds a corner, Enter on the focused map adds its centre (marked by a cross), a click
 * on the first corner closes the shape; markers let clicks through and a double click adds
 * no zoom. Finished: the polygon.
 */
export function AreaLayer({ area, color }: { area: MapArea; color: string }) {
  const map = useMap();
  const { drawing, points, onAddPoint, onFinish } = area;
  useMapEvents({
    click: (event: LeafletMouseEvent) => {
      if (drawing) onAddPoint([event.latlng.lat, event.latlng.lng]);
    },
    keydown: (event: LeafletKeyboardEvent) => {
      // Only the map itself: Enter on a focused marker picks that screen.
      if (!drawing || event.originalEvent.key !== 'Enter' || event.originalEvent.target !== map.getContainer()) return;
      const centre = map.getCenter();
      onAddPoint([centre.lat, centre.lng]);
    },
  });
  useEffect(() => {
    const container = map.getContainer();
    container.classList.toggle('ss-map-drawing', drawing);
    if (drawing) map.doubleClickZoom.disable();
    else map.doubleClickZoom.enable();
  }, [map, drawing]);

  const positions = useMemo(() => points.map(([lat, lng]) => [lat, lng] as [number, number]), [points]);
  const closeHandlers = useMemo(
    () => ({
      click: () => {
        if (drawing && points.length >= MIN_POINTS) onFinish();
      },
    }),
    [drawing, points.length, onFinish],
  );
  if (positions.length === 0) return null;
  const style = { color, weight: 3 };
  if (!drawing)
    return positions.length >= MIN_POINTS ? (
      <Polygon positions={positions} interactive={false} pathOptions={{ ...style, fillOpacity: 0.12 }} />
    ) : null;
  return (
    <>
      <Polyline positions={positions} interactive={false} pathOptions={{ ...style, dashArray: '6 6' }} />
      {positions.map((position, i) => (
        <CircleMarker
          key={`${i}-${position[0]}-${position[1]}`}
          center={position}
          radius={i === 0 ? 8 : 5}
          pathOptions={{ color, fillColor: '#fff', fillOpacity: 1, weight: 3 }}
          // Only the first corner reacts: a click on it closes the shape.
          interactive={i === 0}
          bubblingMouseEvents={false}
          eventHandlers={i === 0 ? closeHandlers : undefined}
        />
      ))}
    </>
  );
}
