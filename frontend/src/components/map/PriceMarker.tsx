import type { LeafletKeyboardEvent, Marker as LeafletMarker } from 'leaflet';
import { useCallback, useMemo } from 'react';
import { Marker, Popup } from 'react-leaflet';
import type { DisplayListing } from '../../api/displays';
import { markerPrice } from '../../utils/map';
import { DisplayPopup } from './DisplayPopup';
import { createPriceIcon, MOBILE_MARKER_COLOR } from './priceIcon';

interface PriceMarkerProps {
  display: DisplayListing;
  position: [number, number];
  selected: boolean;
  primaryColor: string;
  onClick?: (display: DisplayListing) => void;
  showBookNow: boolean;
  /** Hands the Leaflet marker up (the map opens its cluster when it is picked from a list). */
  markerRef?: (display: DisplayListing, marker: LeafletMarker | null) => void;
}

/**
 * Auto-pan keeps an open popup clear of the map's controls: the zoom buttons on
 * the left (10 px margin + 34 px wide), the legend at the top right, the
 * attribution at the bottom.
 */
const POPUP_PADDING_TOP_LEFT: [number, number] = [56, 56];
const POPUP_PADDING_BOTTOM_RIGHT: [number, number] = [16, 28];

/** One display on the map: a whole-dollar price pin with a popup (minimum width 200px). */
export function PriceMarker({ display, position, selected, primaryColor, onClick, showBookNow, markerRef }: PriceMarkerProps) {
  const price = markerPrice(display.pricePerHour);
  const color = display.isMobile ? MOBILE_MARKER_COLOR : primaryColor;
  const label = `${display.name}, ${price} per hour${display.isMobile ? ', mobile display' : ''}`;
  const icon = useMemo(
    () => createPriceIcon({ price, color, selected, mobile: display.isMobile, label }),
    [price, color, selected, display.isMobile, label],
  );

  const eventHandlers = useMemo(
    () => ({
      click: () => onClick?.(display),
      // Leaflet opens the popup on Enter but fires no click: call back too.
      keypress: (event: LeafletKeyboardEvent) => {
        if (event.originalEvent.key === 'Enter') onClick?.(display);
      },
    }),
    [onClick, display],
  );

  const ref = useCallback((marker: LeafletMarker | null) => markerRef?.(display, marker), [markerRef, display]);

  return (
    <Marker ref={ref} position={position} icon={icon} zIndexOffset={selected ? 1000 : 0} eventHandlers={eventHandlers}>
      <Popup minWidth={200} autoPanPaddingTopLeft={POPUP_PADDING_TOP_LEFT} autoPanPaddingBottomRight={POPUP_PADDING_BOTTOM_RIGHT}>
        <DisplayPopup display={display} showBookNow={showBookNow} />
      </Popup>
    </Marker>
  );
}
