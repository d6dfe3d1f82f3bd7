/**
 * The area ScreenSpace serves (docs/product-rules.md §10.4): one US state and a box of
 * coordinates. Configured by `SERVICE_AREA` (config/service-area.config.ts); Arizona by default.
 */
export interface ServiceArea {
  /** Shown to people: "Displays must be located in Arizona". */
  name: string;
  /** Two-letter US state code a display's address must have. */
  state: string;
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Arizona, the box of docs/product-rules.md §18.6. */
export const ARIZONA: ServiceArea = { name: 'Arizona', state: 'AZ', south: 31.3322, west: -114.8183, north: 37.0043, east: -109.0452 };

/** `SERVICE_AREA`'s text form: "Arizona (AZ): south,west,north,east". */
export function formatServiceArea(a: ServiceArea): string {
  return `${a.name} (${a.state}): ${a.south},${a.west},${a.north},${a.east}`;
}

const NUMBER = String.raw`\s*(-?\d+(?:\.\d+)?)\s*`;
const TEXT_FORM = new RegExp(String.raw`^\s*([^()]*?\S)\s*\(([A-Z]{2})\)\s*:${NUMBER},${NUMBER},${NUMBER},${NUMBER}$`);

/** Parses the text form, or says what is wrong with it. */
export function parseServiceArea(text: string): ServiceArea | { problem: string } {
  const m = TEXT_FORM.exec(text);
  if (!m) return { problem: `must look like "${formatServiceArea(ARIZONA)}" (name (state): south,west,north,east)` };
  const [south, west, north, east] = m.slice(3).map(Number);
  if (south < -90 || north > 90 || west < -180 || east > 180)
    return { problem: 'latitudes must be within -90..90, longitudes within -180..180' };
  if (south >= north || west >= east) return { problem: 'south must be below north and west below east' };
  return { name: m[1], state: m[2], south, west, north, east };
}

/** Whether a point lies inside the area's box (edges included). */
export function inServiceAreaBox(a: ServiceArea, lat: number, lng: number): boolean {
  return lat >= a.south && lat <= a.north && lng >= a.west && lng <= a.east;
}

/** Whether an address (its state and coordinates) is inside the service area. */
export function inServiceArea(a: ServiceArea, place: { state: string; lat: number; lng: number }): boolean {
  return place.state.toUpperCase() === a.state && inServiceAreaBox(a, place.lat, place.lng);
}

/** The 400 message for a display outside the area. */
export function outsideServiceAreaMessage(a: ServiceArea): string {
  return `Displays must be located in ${a.name}`;
}
