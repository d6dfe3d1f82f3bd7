import { centsFromDecimal } from '../../common/money/money';
import type { AgeRange, Audience, LocationType } from './display.constants';

/**
 * Search and filters of the display catalogues (docs/product-rules.md §10.6): the public list
 * and the tenant's list both match displays with `matchesDisplayFilter`, on a filter their
 * query's DTO parsed (dto/display-filter-query.dto.ts). Every part is optional; the parts
 * combine with AND, the values of one part with OR.
 */
export interface DisplayFilter {
  /** Search terms (normalised by `searchTerms`): each must appear in the name, street or city. */
  q?: string[];
  /** City names (normalised by `normaliseText`): the display's city must equal one of them. */
  city?: string[];
  locationType?: LocationType[];
  /** The display must target at least one of these audiences. */
  audience?: Audience[];
  /** The display must target at least one of these age ranges. */
  ageRange?: AgeRange[];
  /** Price per hour in cents, inclusive bounds. */
  minPrice?: number;
  maxPrice?: number;
  /** true: mobile displays only; false: fixed displays only. */
  mobile?: boolean;
  /** At least this many people per hour; a display that declares no audience never matches. */
  minAudiencePerHour?: number;
}

/** The fields of a display the filter reads (PublicDisplayDto has them all). */
export interface FilterableFields {
  name: string;
  streetAddress: string;
  city: string;
  pricePerHour: string;
  isMobile: boolean;
  locationType: LocationType;
  targetAudiences: readonly Audience[];
  targetAgeRanges: readonly AgeRange[];
  audiencePerHour: number | null;
}

/** A display with what matching needs worked out once (a list's snapshot keeps these). */
export interface Filterable<T extends FilterableFields = FilterableFields> {
  display: T;
  /** Name, street and city, normalised, separated by a line feed (no term spans two fields). */
  text: string;
  city: string;
  cents: number;
}

const NON_ASCII = /[^\u0020-\u007e]/;

/**
 * Any case, any accents, spaces collapsed: "  Cañon  City " → "canon city". Unicode
 * decomposition only where there is something to decompose: it was most of the cost of
 * preparing 5,000 displays for a search (docs/performance.md).
 */
export function normaliseText(value: string): string {
  const plain = NON_ASCII.test(value) ? value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : value;
  return plain.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a search text, normalised, each once ("Mesa  mesa gym" → ["mesa", "gym"]). */
export function searchTerms(value: string): string[] {
  return [...new Set(normaliseText(value).split(' ').filter(Boolean))];
}

export function toFilterable<T extends FilterableFields>(display: T): Filterable<T> {
  return {
    display,
    text: [display.name, display.streetAddress, display.city].map(normaliseText).join('\n'),
    city: normaliseText(display.city),
    cents: centsFromDecimal(display.pricePerHour),
  };
}

const anyOf = <V>(wanted: readonly V[] | undefined, has: (value: V) => boolean) => !wanted?.length || wanted.some(has);

export function matchesDisplayFilter(filter: DisplayFilter, item: Filterable): boolean {
  const { display } = item;
  return (
    (filter.mobile === undefined || display.isMobile === filter.mobile) &&
    (filter.minPrice === undefined || item.cents >= filter.minPrice) &&
    (filter.maxPrice === undefined || item.cents <= filter.maxPrice) &&
    (filter.minAudiencePerHour === undefined ||
      (display.audiencePerHour !== null && display.audiencePerHour >= filter.minAudiencePerHour)) &&
    anyOf(filter.city, (city) => item.city === city) &&
    anyOf(filter.locationType, (type) => display.locationType === type) &&
    anyOf(filter.audience, (audience) => display.targetAudiences.includes(audience)) &&
    anyOf(filter.ageRange, (range) => display.targetAgeRanges.includes(range)) &&
    (filter.q ?? []).every((term) => item.text.includes(term))
  );
}

const KEYS = ['q', 'city', 'locationType', 'audience', 'ageRange', 'minPrice', 'maxPrice', 'mobile', 'minAudiencePerHour'] as const;

/** True when the filter leaves every display in (no part given, or only empty lists). */
export function isUnfiltered(filter: DisplayFilter): boolean {
  return KEYS.every((key) => {
    const value = filter[key];
    return value === undefined || (Array.isArray(value) && value.length === 0);
  });
}

/** One text per distinct filter (same parts, any order of values): a cache key. */
export function filterKey(filter: DisplayFilter): string {
  return JSON.stringify(
    KEYS.map((key) => {
      const value = filter[key];
      return Array.isArray(value) ? [...new Set<string>(value)].toSorted() : (value ?? null);
    }),
  );
}
