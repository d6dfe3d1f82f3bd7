import type { MoneyProblem } from '../../../common/money/money';
import { parseCents } from '../../../common/money/money';
import { Unparsed } from '../../../common/validation/parsed';
import { AUDIENCE_LIMITS } from '../../../common/audience/impressions';
import { LIMITS } from '../display.constants';
import { normaliseText, searchTerms } from '../display-filter';

/**
 * The parsers of the catalogue's search and filters (docs/product-rules.md §10.6), run once by
 * DisplayFilterQueryDto's transforms: each returns the value the filter uses, or an `Unparsed`
 * with the 400 message. Query values arrive as a string, or an array when a key repeats.
 */

export const SEARCH_MAX_LENGTH = 100;
/** Values one repeatable parameter may carry. */
export const MAX_VALUES = 20;

const values = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** `q`: one text of at most 100 characters → its words, normalised. */
export function parseSearch(value: unknown): string[] | Unparsed {
  if (typeof value !== 'string') return new Unparsed('q must be given once, as text');
  if (value.length > SEARCH_MAX_LENGTH) return new Unparsed(`q must be at most ${SEARCH_MAX_LENGTH} characters long`);
  return searchTerms(value);
}

/** A repeatable text parameter (e.g. `city`) → its values normalised; empty values are ignored. */
export function parseTextList(name: string, maxLength: number) {
  return (value: unknown): string[] | Unparsed => {
    const all = values(value);
    if (all.length > MAX_VALUES) return new Unparsed(`${name} can be given at most ${MAX_VALUES} times`);
    if (all.some((v) => typeof v !== 'string' || v.length > maxLength))
      return new Unparsed(`${name} must be text of at most ${maxLength} characters`);
    return [...new Set((all as string[]).map(normaliseText).filter(Boolean))];
  };
}

/** A repeatable parameter whose values come from a fixed list (e.g. `locationType`). */
export function parseEnumList<T extends string>(name: string, allowed: readonly T[]) {
  return (value: unknown): T[] | Unparsed => {
    const all = values(value);
    if (all.length > MAX_VALUES) return new Unparsed(`${name} can be given at most ${MAX_VALUES} times`);
    const bad = all.find((v) => !allowed.includes(v as T));
    if (bad !== undefined) return new Unparsed(`${name} must be one of: ${allowed.join(', ')}`);
    return [...new Set(all as T[])];
  };
}

const MONEY_MESSAGES: Record<MoneyProblem, (name: string) => string> = {
  'not-a-number': (name) => `${name} must be a price in dollars, such as 12.50`,
  negative: (name) => `${name} cannot be negative`,
  'too-many-decimals': (name) => `${name} can have at most 2 decimal places`,
  'too-large': (name) => `${name} must be at most ${LIMITS.maxPricePerHour.toFixed(2)}`,
};

/** `minPrice` / `maxPrice`: dollars, as a display's price is written → cents; empty is no bound. */
export function parseMoneyBound(name: string) {
  return (value: unknown): number | Unparsed | undefined => {
    if (value === '') return undefined;
    if (typeof value !== 'string') return new Unparsed(MONEY_MESSAGES['not-a-number'](name));
    const price = parseCents(value, LIMITS.maxPricePerHour);
    return 'cents' in price ? price.cents : new Unparsed(MONEY_MESSAGES[price.problem](name));
  };
}

/** `mobile`: "true" or "false"; empty is either. */
export function parseBoolean(name: string) {
  return (value: unknown): boolean | Unparsed | undefined => {
    if (value === '') return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    return new Unparsed(`${name} must be true or false`);
  };
}

/** `minAudiencePerHour`: a whole number of people per hour within the audience limits; empty is no bound. */
export function parseAudienceBound(name: string) {
  const message = `${name} must be a whole number from ${AUDIENCE_LIMITS.min} to ${AUDIENCE_LIMITS.max.toLocaleString('en-US')}`;
  return (value: unknown): number | Unparsed | undefined => {
    if (value === '') return undefined;
    if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || Number(value) > AUDIENCE_LIMITS.max) return new Unparsed(message);
    return Number(value);
  };
}
