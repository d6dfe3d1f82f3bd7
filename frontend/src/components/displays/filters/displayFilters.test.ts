import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQuery,
  audienceProblem,
  filtersFromSearch,
  filtersToSearch,
  NO_FILTERS,
  priceProblem,
  resultCountText,
} from './displayFilters';

describe('display filters in the address (docs/product-rules.md §12.12)', () => {
  it('reads every filter and writes it back in one canonical order', () => {
    const search =
      '?mobile=false&ageRange=50-plus&audience=students&audience=athletes&q=mill+ave&city=Tempe&locationType=indoor&minPrice=5&maxPrice=40.50&minAudiencePerHour=120';
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({
      q: 'mill ave',
      city: 'Tempe',
      locationType: ['indoor'],
      audience: ['students', 'athletes'],
      ageRange: ['50-plus'],
      minPrice: '5',
      maxPrice: '40.50',
      mobile: 'false',
      minAudiencePerHour: '120',
    });
    expect(filtersToSearch(filters)).toBe(
      'q=mill+ave&city=Tempe&locationType=indoor&audience=students&audience=athletes&ageRange=50-plus&minPrice=5&maxPrice=40.50&mobile=false&minAudiencePerHour=120',
    );
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });

  it('no filters is no query string', () => {
    expect(filtersToSearch(NO_FILTERS)).toBe('');
    expect(filtersFromSearch('')).toEqual(NO_FILTERS);
    expect(filtersToSearch({ ...NO_FILTERS, q: '   ' })).toBe('');
  });

  it('drops what a hand-edited link cannot use, so the server never answers it with 400', () => {
    expect(
      filtersFromSearch(
        '?locationType=roof&locationType=indoor&audience=kids&ageRange=1-2&mobile=yes&minPrice=abc&maxPrice=-3&city=&q=' + 'x'.repeat(150),
      ),
    ).toEqual({ ...NO_FILTERS, q: 'x'.repeat(100), locationType: ['indoor'] });
    // Bounds the wrong way round are both dropped.
    expect(filtersFromSearch('?minPrice=30&maxPrice=20')).toEqual(NO_FILTERS);
    expect(filtersFromSearch('?maxPrice=100000.01').maxPrice).toBe('');
    expect(filtersFromSearch('?maxPrice=007').maxPrice).toBe('7');
    expect(filtersFromSearch('?minAudiencePerHour=0120').minAudiencePerHour).toBe('120');
    for (const bad of ['-1', '1.5', 'lots', '100001']) expect(filtersFromSearch(`?minAudiencePerHour=${bad}`)).toEqual(NO_FILTERS);
  });

  it('says why typed prices cannot be used', () => {
    expect(priceProblem('', '')).toBeNull();
    expect(priceProblem('10', '10')).toBeNull();
    expect(priceProblem('12.345', '')).toBe('Prices are dollars from 0 to 100,000, such as 12.50');
    expect(priceProblem('20', '10.5')).toBe('The lowest price is above the highest');
  });

  it('says why a typed lowest audience cannot be used', () => {
    expect(audienceProblem('')).toBeNull();
    expect(audienceProblem(' 0 ')).toBeNull();
    expect(audienceProblem('100000')).toBeNull();
    expect(audienceProblem('100001')).toBe('People per hour is a whole number from 0 to 100,000');
    expect(audienceProblem('12.5')).toBe('People per hour is a whole number from 0 to 100,000');
  });

  it('counts the filters set, and builds the API query from them only', () => {
    const filters = { ...NO_FILTERS, q: ' gym ', audience: ['students' as const, 'retirees' as const], mobile: 'true' as const };
    expect(activeFilterCount(filters)).toBe(4);
    expect(apiQuery(filters)).toEqual({ q: 'gym', audience: ['students', 'retirees'], mobile: 'true' });
    expect(apiQuery(NO_FILTERS)).toEqual({});
    expect(apiQuery({ ...NO_FILTERS, city: 'Mesa', minPrice: '0' })).toEqual({ city: ['Mesa'], minPrice: '0' });
    expect(apiQuery({ ...NO_FILTERS, minAudiencePerHour: '0' })).toEqual({ minAudiencePerHour: 0 });
    expect(activeFilterCount({ ...NO_FILTERS, minAudiencePerHour: '0' })).toBe(1);
  });

  it('writes the count of results in singular or plural', () => {
    expect(resultCountText(1, false)).toBe('1 display');
    expect(resultCountText(1234, false)).toBe('1,234 displays');
    expect(resultCountText(1, true)).toBe('1 display matches');
    expect(resultCountText(2, true)).toBe('2 displays match');
    expect(resultCountText(0, true)).toBe('No displays match these filters');
  });
});
