/**
 * Point in polygon for a drawn map area (docs/campaigns.md, "The drawn area"): the same rule
 * as the server's PostgreSQL `polygon @> point` — the non-zero winding rule, the border
 * inside — on latitude and longitude taken as flat coordinates (fine for a city-sized area).
 */

/** [latitude, longitude]. */
export type LatLng = readonly [number, number];

/** Is the point inside the polygon (its corners in order; the last joins the first)? Fewer than 3 corners: never. */
export function pointInPolygon([y, x]: LatLng, polygon: readonly LatLng[]): boolean {
  if (polygon.length < 3) return false;
  let winding = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [y1, x1] = polygon[i];
    const [y2, x2] = polygon[(i + 1) % polygon.length];
    // > 0: the point is left of the edge (going from corner 1 to corner 2); 0: on its line.
    const side = (x2 - x1) * (y - y1) - (x - x1) * (y2 - y1);
    const withinBox = Math.min(x1, x2) <= x && x <= Math.max(x1, x2) && Math.min(y1, y2) <= y && y <= Math.max(y1, y2);
    if (side === 0 && withinBox) return true;
    if (y1 <= y) {
      if (y2 > y && side > 0) winding++;
    } else if (y2 <= y && side < 0) winding--;
  }
  return winding !== 0;
}
