import { filterKey, isUnfiltered, matchesDisplayFilter, normaliseText, searchTerms, toFilterable } from './display-filter';
import { parseAudienceBound, parseEnumList, parseMoneyBound, parseSearch, parseTextList } from './dto/display-filter-parsers';
import { Unparsed } from '../../common/validation/parsed';
import { LOCATION_TYPES } from './display.constants';

const display = toFilterable({
  name: 'Cañon Café',
  streetAddress: '2 W Main St',
  city: '  Mesa ',
  pricePerHour: '12.50',
  isMobile: false,
  locationType: 'indoor',
  targetAudiences: ['shoppers'],
  targetAgeRanges: ['36-50'],
  audiencePerHour: 80,
});

describe('display filter (docs/product-rules.md §10.6)', () => {
  it('normalises case, accents and spaces', () => {
    expect(normaliseText('  CAÑON   Café ')).toBe('canon cafe');
    expect(searchTerms('Mesa  mesa  GYM')).toEqual(['mesa', 'gym']);
  });

  it('a word never matches across two fields', () => {
    expect(matchesDisplayFilter({ q: ['st mesa'] }, display)).toBe(false);
    expect(matchesDisplayFilter({ q: ['st', 'mesa'] }, display)).toBe(true);
  });

  it('price bounds are inclusive, in cents', () => {
    expect(matchesDisplayFilter({ minPrice: 1250, maxPrice: 1250 }, display)).toBe(true);
    expect(matchesDisplayFilter({ minPrice: 1251 }, display)).toBe(false);
    expect(matchesDisplayFilter({ maxPrice: 1249 }, display)).toBe(false);
  });

  it('a lowest audience is inclusive; an undeclared audience never matches it', () => {
    expect(matchesDisplayFilter({ minAudiencePerHour: 80 }, display)).toBe(true);
    expect(matchesDisplayFilter({ minAudiencePerHour: 81 }, display)).toBe(false);
    expect(matchesDisplayFilter({ minAudiencePerHour: 0 }, toFilterable({ ...display.display, audiencePerHour: null }))).toBe(false);
    expect(parseAudienceBound('minAudiencePerHour')('0120')).toBe(120);
    expect(parseAudienceBound('minAudiencePerHour')('')).toBeUndefined();
    expect(parseAudienceBound('minAudiencePerHour')('1e3')).toEqual(
      new Unparsed('minAudiencePerHour must be a whole number from 0 to 100,000'),
    );
  });

  it('empty lists filter nothing; the key ignores the order of values', () => {
    expect(isUnfiltered({ city: [], audience: [] })).toBe(true);
    expect(isUnfiltered({ mobile: false })).toBe(false);
    expect(filterKey({ city: ['tempe', 'mesa'] })).toBe(filterKey({ city: ['mesa', 'tempe', 'mesa'] }));
    expect(filterKey({ minPrice: 100 })).not.toBe(filterKey({ maxPrice: 100 }));
  });

  it('parses query values into the filter, or says what is wrong', () => {
    expect(parseSearch('Mill  AVE')).toEqual(['mill', 'ave']);
    expect(parseTextList('city', 100)(['Tempe', ' tempe ', ''])).toEqual(['tempe']);
    expect(parseEnumList('locationType', LOCATION_TYPES)('indoor')).toEqual(['indoor']);
    expect(parseEnumList('locationType', LOCATION_TYPES)(['indoor', 'roof'])).toEqual(
      new Unparsed('locationType must be one of: outdoor, indoor, elevator, walkway, communal'),
    );
    expect(parseMoneyBound('minPrice')('12.5')).toBe(1250);
    expect(parseMoneyBound('minPrice')(['1', '2'])).toEqual(new Unparsed('minPrice must be a price in dollars, such as 12.50'));
  });
});
