import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTER, inArizona, isInArizona, mapCenter, markerPrice, positionOf, withValidCoordinates } from './map';

describe('positionOf / withValidCoordinates (docs/product-rules.md §15: truthy and numeric)', () => {
  it('accepts numbers and numeric strings', () => {
    expect(positionOf({ latitude: 33.45, longitude: -112.07 })).toEqual([33.45, -112.07]);
    expect(positionOf({ latitude: '32.2226', longitude: '-110.9747' })).toEqual([32.2226, -110.9747]);
  });

  it.each([
    [{ latitude: null, longitude: -112 }],
    [{ latitude: 33, longitude: undefined }],
    [{ latitude: '', longitude: '-112' }],
    [{ latitude: 'north', longitude: '-112' }],
    [{ latitude: 0, longitude: -112 }],
    [{}],
  ])('skips %j', (coordinates) => {
    expect(positionOf(coordinates)).toBeNull();
  });

  it('keeps only displays with valid coordinates, with their position', () => {
    const displays = [
      { id: 1, latitude: 33.4, longitude: -112 },
      { id: 2, latitude: null, longitude: null },
      { id: 3, latitude: '35.2', longitude: 'x' },
      { id: 4, latitude: '35.2', longitude: '-111.6' },
    ];
    expect(withValidCoordinates(displays).map((d) => [d.id, d.position])).toEqual([
      [1, [33.4, -112]],
      [4, [35.2, -111.6]],
    ]);
  });
});

describe('Arizona box (docs/product-rules.md §18: lat 31.3322–37.0043, lng −114.8183–−109.0452)', () => {
  it('includes its corners and excludes what lies outside', () => {
    expect(isInArizona([31.3322, -114.8183])).toBe(true);
    expect(isInArizona([37.0043, -109.0452])).toBe(true);
    expect(isInArizona([31.3321, -112])).toBe(false);
    expect(isInArizona([34, -109.0451])).toBe(false);
    expect(isInArizona([40.7128, -74.006])).toBe(false);
  });

  it('inArizona drops displays outside the box or without coordinates', () => {
    const displays = [
      { id: 1, latitude: 33.4, longitude: -112 },
      { id: 2, latitude: 40.7, longitude: -74 },
      { id: 3, latitude: null, longitude: null },
    ];
    expect(inArizona(displays).map((d) => d.id)).toEqual([1]);
  });
});

describe('mapCenter (docs/product-rules.md §12: mean of the displays inside Arizona)', () => {
  it('is the mean position of the displays inside the box', () => {
    const center = mapCenter([
      { latitude: 33, longitude: -112 },
      { latitude: '34', longitude: '-111' },
    ]);
    expect(center[0]).toBeCloseTo(33.5);
    expect(center[1]).toBeCloseTo(-111.5);
  });

  it('ignores displays outside Arizona and without coordinates', () => {
    const center = mapCenter([
      { latitude: 32, longitude: -110 },
      { latitude: 40.7, longitude: -74 },
      { latitude: null, longitude: -112 },
    ]);
    expect(center).toEqual([32, -110]);
  });

  it('falls back to the default centre 33.4484, -112.074', () => {
    expect(DEFAULT_MAP_CENTER).toEqual([33.4484, -112.074]);
    expect(mapCenter([])).toEqual([33.4484, -112.074]);
    expect(mapCenter([{ latitude: 51.5, longitude: -0.12 }])).toEqual([33.4484, -112.074]);
  });
});

describe('markerPrice (docs/product-rules.md §18: whole dollars)', () => {
  it.each([
    ['12.50', '$13'],
    ['12.49', '$12'],
    ['35.00', '$35'],
    [9, '$9'],
    ['0.00', '$0'],
    ['1234.50', '$1,235'],
    ['n/a', '$0'],
  ])('%s → %s', (price, expected) => {
    expect(markerPrice(price)).toBe(expected);
  });
});
