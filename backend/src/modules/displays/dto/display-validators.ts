import { LIMITS } from '../display.constants';
import type { MoneyProblem } from '../../../common/money/money';
import { parseCents } from '../../../common/money/money';
import { Unparsed } from '../../../common/validation/parsed';

/**
 * The parsers of a display's fields, run once by the DTO's transforms (common/validation/parsed.ts):
 * each returns the value the service stores, or an `Unparsed` with the 400 message.
 */

const PRICE_MESSAGES: Record<MoneyProblem, string> = {
  'not-a-number': 'Price per hour must be a number, such as 12.50',
  negative: 'Price per hour cannot be negative',
  'too-many-decimals': 'Price per hour can have at most 2 decimal places',
  'too-large': `Price per hour must be at most ${LIMITS.maxPricePerHour.toFixed(2)}`,
};

/** Price per hour: a number or numeric string in dollars, >= 0, at most 2 decimals → integer cents. */
export function parsePricePerHour(value: unknown): number | Unparsed {
  const price = parseCents(value, LIMITS.maxPricePerHour);
  return 'cents' in price ? price.cents : new Unparsed(PRICE_MESSAGES[price.problem]);
}

/** A number or numeric string, parsed; NaN when it is neither. */
function toCoordinate(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

/** `{lat, lng}` with numbers (or numeric strings) in range → `{lat, lng}` as numbers. */
export function parseCoordinates(value: unknown): { lat: number; lng: number } | Unparsed {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return new Unparsed('Coordinates must be an object like {"lat": 33.4484, "lng": -112.074}');
  }
  const lat = toCoordinate((value as { lat?: unknown }).lat);
  const lng = toCoordinate((value as { lng?: unknown }).lng);
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) return new Unparsed('Coordinates need a latitude (lat) between -90 and 90');
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) return new Unparsed('Coordinates need a longitude (lng) between -180 and 180');
  return { lat, lng };
}

/** The canonical IANA name of a time zone, or null when Intl does not know it. */
function canonicalTimeZone(value: string): string | null {
  if (!value.includes('/') && value !== 'UTC') return null; // no "EST", "MST7MDT" style abbreviations
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time zone name in any case → its canonical name ("america/phoenix" → "America/Phoenix"). */
export function parseTimeZone(value: unknown): string | Unparsed {
  const zone = typeof value === 'string' ? canonicalTimeZone(value) : null;
  return zone ?? new Unparsed('Time zone must be an IANA time zone name, such as America/Phoenix');
}
