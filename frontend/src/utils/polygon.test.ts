import { describe, expect, it } from 'vitest';
import { pointInPolygon, type LatLng } from './polygon';

const square: LatLng[] = [
  [0, 0],
  [0, 4],
  [4, 4],
  [4, 0],
];

describe('point in polygon (docs/campaigns.md, "The drawn area")', () => {
  it('inside, outside, and the border counts as inside, in either corner order', () => {
    for (const shape of [square, square.toReversed()]) {
      expect(pointInPolygon([2, 2], shape)).toBe(true);
      expect(pointInPolygon([5, 2], shape)).toBe(false);
      expect(pointInPolygon([2, -0.1], shape)).toBe(false);
      expect(pointInPolygon([4, 2], shape)).toBe(true); // on an edge
      expect(pointInPolygon([0, 0], shape)).toBe(true); // a corner
    }
  });

  it('a concave shape leaves its notch out', () => {
    // A "U": the notch between the arms is outside.
    const u: LatLng[] = [
      [0, 0],
      [0, 3],
      [3, 3],
      [3, 2],
      [1, 2],
      [1, 1],
      [3, 1],
      [3, 0],
    ];
    expect(pointInPolygon([2, 1.5], u)).toBe(false);
    expect(pointInPolygon([2, 0.5], u)).toBe(true);
    expect(pointInPolygon([0.5, 1.5], u)).toBe(true);
  });

  it('a self-crossing shape follows the non-zero rule, as PostgreSQL does', () => {
    // A five-pointed star drawn in one stroke: its centre is wound twice, and inside.
    const star: LatLng[] = [
      [3, 0],
      [-3, 2],
      [1, -3],
      [1, 3],
      [-3, -2],
    ];
    expect(pointInPolygon([0, 0], star)).toBe(true);
    expect(pointInPolygon([2, 0], star)).toBe(true);
    expect(pointInPolygon([3, 3], star)).toBe(false);
  });

  it('real coordinates: Tempe inside a box around it, downtown Phoenix outside', () => {
    const tempe: LatLng[] = [
      [33.4, -111.96],
      [33.44, -111.96],
      [33.44, -111.8],
      [33.4, -111.8],
    ];
    expect(pointInPolygon([33.42, -111.94], tempe)).toBe(true);
    expect(pointInPolygon([33.45, -112.07], tempe)).toBe(false);
  });

  it('fewer than three corners is no area', () => {
    expect(pointInPolygon([0, 0], square.slice(0, 2))).toBe(false);
  });
});
