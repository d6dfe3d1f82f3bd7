import type { LatLng } from '../../utils/polygon';

/**
 * An area drawn on the display map (the campaign builder, docs/campaigns.md): its corners and
 * whether clicks on the map add more. The map only shows it and reports clicks; the page keeps
 * the state. No Leaflet here, so pages pass it without downloading the map.
 */
export interface MapArea {
  points: readonly LatLng[];
  drawing: boolean;
  /** A click on the map while drawing (or Enter on the focused map: its centre). */
  onAddPoint: (point: LatLng) => void;
  /** A click on the first corner while drawing, with enough corners: close the shape. */
  onFinish: () => void;
}
