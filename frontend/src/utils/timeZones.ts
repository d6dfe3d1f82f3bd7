/**
 * A display's time zone, proposed from where it is (docs/product-rules.md §2.4). Most of
 * Arizona keeps standard time all year (America/Phoenix); the Navajo Nation keeps daylight
 * saving time (America/Denver), but the Hopi Reservation inside it does not. The outlines are
 * simplified (a few kilometres off at the edges): the form only proposes, the host decides.
 */

/** [longitude, latitude] corners, in order. */
type Ring = readonly (readonly [number, number])[];

/** The Navajo Nation's part of Arizona, simplified; Page (a city of its own, on Phoenix time) is left out. */
export const NAVAJO_NATION: Ring = [
  [-111.6, 37.0],
  [-109.045, 37.0],
  [-109.045, 35.17],
  [-109.6, 35.2],
  [-110.2, 35.2],
  [-110.75, 35.17],
  [-111.1, 35.25],
  [-111.5, 35.6],
  [-111.6, 35.9],
  [-111.82, 36.2],
  [-111.64, 36.82],
  [-111.5, 36.88],
  [-111.42, 36.9],
  [-111.42, 37.0],
];

/** The Hopi Reservation, surrounded by the Navajo Nation, simplified: its main block, and Moenkopi beside Tuba City. */
export const HOPI_RESERVATION: readonly Ring[] = [
  [
    [-110.99, 35.58],
    [-110.0, 35.58],
    [-110.0, 35.98],
    [-110.25, 36.25],
    [-110.75, 36.25],
    [-110.99, 36.05],
  ],
  [
    [-111.235, 36.02],
    [-111.05, 36.02],
    [-111.05, 36.118],
    [-111.235, 36.118],
  ],
];

export const PHOENIX_TIME = 'America/Phoenix';
export const DENVER_TIME = 'America/Denver';

/** The zones a host picks from, with what they mean for the screen. */
export const TIME_ZONE_OPTIONS = [
  { value: PHOENIX_TIME, label: 'Arizona time, no daylight saving (America/Phoenix)' },
  { value: DENVER_TIME, label: 'Navajo Nation time, with daylight saving (America/Denver)' },
] as const;

/** Ray casting: whether the point is inside the ring. */
function inside([lng, lat]: readonly [number, number], ring: Ring): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

/** America/Denver inside the Navajo Nation (but not the Hopi Reservation), else America/Phoenix. */
export function proposeTimeZone(lat: number, lng: number): string {
  const point = [lng, lat] as const;
  const navajo = inside(point, NAVAJO_NATION) && !HOPI_RESERVATION.some((ring) => inside(point, ring));
  return navajo ? DENVER_TIME : PHOENIX_TIME;
}
