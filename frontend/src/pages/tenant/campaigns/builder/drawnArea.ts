import type { PlanFilters } from '../../../../api/campaigns';
import { positionOf, type Locatable } from '../../../../utils/map';
import { countOf } from '../../../../utils/plural';
import { pointInPolygon, type LatLng } from '../../../../utils/polygon';

/** The planner's limits of a drawn area (docs/campaigns.md, "The drawn area"). */
export const MIN_AREA_POINTS = 3;
export const MAX_AREA_POINTS = 100;

/**
 * An area drawn on the builder's map: its corners in the order clicked, and whether the
 * tenant is still adding them. It narrows the screens once finished (3 corners or more).
 */
export interface DrawnArea {
  points: LatLng[];
  drawing: boolean;
}

export const NO_AREA: DrawnArea = { points: [], drawing: false };

/** True once the area is finished: a polygon that narrows the screens and the plan. */
export const isClosed = (area: DrawnArea) => !area.drawing && area.points.length >= MIN_AREA_POINTS;

/** The displays inside the finished area (all of them while there is none); a display without a position is outside. */
export function insideDrawnArea<T extends Locatable>(displays: readonly T[], area: DrawnArea): T[] {
  if (!isClosed(area)) return [...displays];
  return displays.filter((display) => {
    const position = positionOf(display);
    return position !== null && pointInPolygon(position, area.points);
  });
}

/** The area as the planner takes it (`filters.area`), or nothing while it is not finished. */
export function planArea(area: DrawnArea): Pick<PlanFilters, 'area'> {
  if (!isClosed(area)) return {};
  return { area: { points: area.points.map(([latitude, longitude]) => ({ latitude, longitude })) } };
}

/** The area's status line: how many corners, and how many screens it holds once finished. */
export function areaStatusText(area: DrawnArea, screensInside: number | null): string {
  const n = area.points.length;
  const points = countOf(n, 'point');
  if (area.drawing) {
    if (n >= MAX_AREA_POINTS) return `Area: ${points}, the most it can have: finish the area`;
    if (n < MIN_AREA_POINTS) return `Area: ${points}, drawing: add at least ${countOf(MIN_AREA_POINTS - n, 'more point', 'more points')}`;
    return `Area: ${points}, drawing: add more points or finish the area`;
  }
  if (n < MIN_AREA_POINTS) return 'No area drawn: screens anywhere';
  return screensInside === null ? `Area: ${points}` : `Area: ${points}, ${countOf(screensInside, 'screen')} inside`;
}
