import type { AgeRange, Audience, LocationType } from '../../../api/displays';
import { AGE_RANGE_OPTIONS, AUDIENCE_OPTIONS, LOCATION_TYPE_OPTIONS } from '../../../utils/displayLabels';
import { formatCount } from '../../../utils/format';

/**
 * The search and filters of /advertise and Available Displays (docs/product-rules.md §10.6,
 * §12.12) as the page holds them, and their one written form: the query string, the same in
 * the page's address and in the API call (GET /api/public/displays, GET /api/tenant/displays).
 * Reading an address is forgiving (a hand-edited or old link drops what it cannot use, so the
 * server never answers 400 to a link); writing it is canonical (same filters, same text).
 */
export interface DisplayFilters {
  /** As typed; the server splits it into words. */
  q: string;
  /** One city, or '' for any. */
  city: string;
  locationType: LocationType[];
  audience: Audience[];
  ageRange: AgeRange[];
  /** Dollars as written ("12.50"), or '' for no bound. */
  minPrice: string;
  maxPrice: string;
  mobile: '' | 'true' | 'false';
  /** At least this many people per hour, as a whole number ("120"), or '' for no bound. */
  minAudiencePerHour: string;
}

export const NO_FILTERS: DisplayFilters = {
  q: '',
  city: '',
  locationType: [],
  audience: [],
  ageRange: [],
  minPrice: '',
  maxPrice: '',
  mobile: '',
  minAudiencePerHour: '',
};

/** The server's limits (docs/product-rules.md §10.6). */
export const SEARCH_MAX_LENGTH = 100;
export const MAX_PRICE = 100_000;
const PRICE = /^\d+(\.\d{1,2})?$/;
/** The most people per hour a display may declare (docs/campaigns.md). */
export const MAX_AUDIENCE = 100_000;

/** A price bound as typed → its canonical text ("12.5" → "12.5"), or null when it is not one. */
export function parsePrice(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  if (!PRICE.test(value) || Number(value) > MAX_PRICE) return null;
  return value.replace(/^0+(?=\d)/, '');
}

/** Why the price bounds cannot be used, or null when they can. */
export function priceProblem(minPrice: string, maxPrice: string): string | null {
  const min = parsePrice(minPrice);
  const max = parsePrice(maxPrice);
  if (min === null || max === null) return `Prices are dollars from 0 to ${formatCount(MAX_PRICE)}, such as 12.50`;
  if (min !== '' && max !== '' && Number(min) > Number(max)) return 'The lowest price is above the highest';
  return null;
}

/** A lowest audience as typed → its canonical text ("0120" → "120"), '' for none, or null when it is not a whole number in range. */
export function parseAudience(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  if (!/^\d{1,6}$/.test(value) || Number(value) > MAX_AUDIENCE) return null;
  return String(Number(value));
}

/** Why the typed lowest audience cannot be used, or null when it can. */
export function audienceProblem(text: string): string | null {
  return parseAudience(text) === null ? `People per hour is a whole number from 0 to ${formatCount(MAX_AUDIENCE)}` : null;
}

const pick = <T extends string>(values: string[], options: readonly { value: T }[]): T[] =>
  options.filter((option) => values.includes(option.value)).map((option) => option.value);

/** The filters an address asks for (`?q=…&city=…`); what cannot be used is left out. */
export function filtersFromSearch(search: string | URLSearchParams): DisplayFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = (name: string) => (params.get(name) ?? '').slice(0, SEARCH_MAX_LENGTH);
  let minPrice = parsePrice(text('minPrice')) ?? '';
  let maxPrice = parsePrice(text('maxPrice')) ?? '';
  if (priceProblem(minPrice, maxPrice)) minPrice = maxPrice = '';
  const mobile = params.get('mobile');
  return {
    q: text('q'),
    city: params.getAll('city').find((city) => city.trim() !== '' && city.length <= SEARCH_MAX_LENGTH) ?? '',
    locationType: pick(params.getAll('locationType'), LOCATION_TYPE_OPTIONS),
    audience: pick(params.getAll('audience'), AUDIENCE_OPTIONS),
    ageRange: pick(params.getAll('ageRange'), AGE_RANGE_OPTIONS),
    minPrice,
    maxPrice,
    mobile: mobile === 'true' || mobile === 'false' ? mobile : '',
    minAudiencePerHour: parseAudience(text('minAudiencePerHour')) ?? '',
  };
}

/** The query string of the filters (no "?"), always in the same order; '' when there are none. */
export function filtersToSearch(filters: DisplayFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.city) params.set('city', filters.city);
  for (const key of ['locationType', 'audience', 'ageRange'] as const) {
    for (const value of filters[key]) params.append(key, value);
  }
  for (const key of ['minPrice', 'maxPrice', 'mobile', 'minAudiencePerHour'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  return params.toString();
}

/** How many filters are set (the search text counts as one). */
export function activeFilterCount(filters: DisplayFilters): number {
  return (
    [filters.q.trim(), filters.city, filters.minPrice, filters.maxPrice, filters.mobile, filters.minAudiencePerHour].filter(Boolean)
      .length +
    filters.locationType.length +
    filters.audience.length +
    filters.ageRange.length
  );
}

/** The query of the API call for these filters (openapi-fetch writes repeated keys for lists). */
export function apiQuery(filters: DisplayFilters) {
  const q = filters.q.trim();
  return {
    ...(q && { q }),
    ...(filters.city && { city: [filters.city] }),
    ...(filters.locationType.length && { locationType: filters.locationType }),
    ...(filters.audience.length && { audience: filters.audience }),
    ...(filters.ageRange.length && { ageRange: filters.ageRange }),
    ...(filters.minPrice && { minPrice: filters.minPrice }),
    ...(filters.maxPrice && { maxPrice: filters.maxPrice }),
    ...(filters.mobile && { mobile: filters.mobile }),
    ...(filters.minAudiencePerHour && { minAudiencePerHour: Number(filters.minAudiencePerHour) }),
  };
}

/** "12 displays", "1 display"; filtered: "12 displays match", "1 display matches", "No displays match these filters". */
export function resultCountText(count: number, filtered: boolean): string {
  if (count === 0) return filtered ? 'No displays match these filters' : 'No displays';
  const displays = `${formatCount(count)} ${count === 1 ? 'display' : 'displays'}`;
  if (!filtered) return displays;
  return `${displays} ${count === 1 ? 'matches' : 'match'}`;
}
