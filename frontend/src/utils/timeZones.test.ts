import { describe, expect, it } from 'vitest';
import { DENVER_TIME, PHOENIX_TIME, proposeTimeZone } from './timeZones';

describe('proposeTimeZone (docs/product-rules.md §2.4)', () => {
  it.each([
    ['Window Rock, the Navajo capital', 35.6803, -109.0526],
    ['Chinle (Canyon de Chelly)', 36.1544, -109.5526],
    ['Kayenta', 36.7278, -110.2546],
    ['Tuba City', 36.135, -111.2399],
    ['Ganado', 35.7114, -109.542],
    ['Leupp', 35.2978, -110.9982],
    ['Cameron', 35.8753, -111.4132],
    ['LeChee, beside Page', 36.8617, -111.4318],
  ])('proposes Denver time in the Navajo Nation: %s', (_place, lat, lng) => {
    expect(proposeTimeZone(lat, lng)).toBe(DENVER_TIME);
  });

  it.each([
    ['Kykotsmovi (Hopi)', 35.8731, -110.6249],
    ['Second Mesa (Hopi)', 35.7917, -110.5018],
    ['Keams Canyon (Hopi)', 35.8111, -110.1971],
    ['Moenkopi (Hopi), beside Tuba City', 36.1111, -111.2229],
    ['Page', 36.9147, -111.4558],
    ['Flagstaff', 35.1983, -111.6513],
    ['Winslow', 35.0242, -110.6974],
    ['Holbrook', 34.9022, -110.1582],
    ['Phoenix', 33.4484, -112.074],
    ['Tucson', 32.2226, -110.9747],
  ])('proposes Phoenix time elsewhere in Arizona: %s', (_place, lat, lng) => {
    expect(proposeTimeZone(lat, lng)).toBe(PHOENIX_TIME);
  });
});
