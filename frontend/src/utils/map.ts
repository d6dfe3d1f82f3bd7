/**
 * Pure map rules (docs/product-rules.md §12.9, §15, §18): which displays get a marker, where
 * the map is centred, what a marker shows. No Leaflet here, so any page may
 * use it without downloading the map.
 */
import { formatCount } from './format';
import { toCents } from './money';

export const DEFAULT_MAP_CENTER: readonly [number, number] = [33.4484, -112.074];
export const DEFAULT_MAP_ZOOM = 10;
export const ARIZONA_BOUNDS = { minLat: 31.3322, maxLat: 37.0043, minLng: -114.8183, maxLng: -109.0452 } as const;

/** Latitude and longitude as listings may carry them (numbers, numeric strings or nothing). */
export interface Locatable {
  latitude?: number | string | null;
  longitude?: number | string | null;
}

export type Located<T> = T & { position: [number, number] };

function toNumber(value: number | string | null | undefined): number | null {
  // docs/product-rules.md §15: the value must be truthy and parse to a number.
  if (!value) return null;
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The display's [lat, lng], or null when it has no usable coordinates. */
export function positionOf(display: Locatable): [number, number] | null {
  const lat = toNumber(display.latitude);
  const lng = toNumber(display.longitude);
  return lat === null || lng === null ? null : [lat, lng];
}

/** Only displays whose latitude and longitude are truthy and numeric get a marker. */
export function withValidCoordinates<T extends Locatable>(displays: readonly T[]): Located<T>[] {
  const located: Located<T>[] = [];
  for (const display of displays) {
    const position = positionOf(display);
    if (position) located.push({ ...display, position });
  }
  return located;
}

export function isInArizona([lat, lng]: readonly [number, number]): boolean {
  const box = ARIZONA_BOUNDS;
  return lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng;
}

/** Displays with coordinates inside the Arizona box (the public map and list). */
export function inArizona<T extends Locatable>(displays: readonly T[]): Located<T>[] {
  return withValidCoordinates(displays).filter((display) => isInArizona(display.position));
}

/** The mean position of the displays inside Arizona, else the default centre. */
export function mapCenter(displays: readonly Locatable[]): [number, number] {
  const inside = inArizona(displays);
  if (inside.length === 0) return [...DEFAULT_MAP_CENTER];
  const sum = inside.reduce((acc, { position }) => [acc[0] + position[0], acc[1] + position[1]], [0, 0]);
  return [sum[0] / inside.length, sum[1] / inside.length];
}

/** The marker's label: the hourly price rounded to whole dollars ("12.50" → "$13"). */
export function markerPrice(pricePerHour: number | string): string {
  const dollars = Math.round(toCents(pricePerHour) / 100);
  return `$${formatCount(dollars)}`;
}
