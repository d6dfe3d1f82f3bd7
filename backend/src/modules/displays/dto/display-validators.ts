import type { ValidationOptions } from 'class-validator';
import { ValidateBy } from 'class-validator';
import { LIMITS } from '../display.constants';
import type { MoneyProblem } from '../../../common/money/money';
import { parseCents } from '../../../common/money/money';

const checkPrice = (value: unknown) => parseCents(value, LIMITS.maxPricePerHour);

/** Price per hour: a number or numeric string, >= 0, at most 2 decimals. */
export function IsPricePerHour(options?: ValidationOptions) {
  const messages: Record<MoneyProblem, string> = {
    'not-a-number': 'Price per hour must be a number, such as 12.50',
    negative: 'Price per hour cannot be negative',
    'too-many-decimals': 'Price per hour can have at most 2 decimal places',
    'too-large': `Price per hour must be at most ${LIMITS.maxPricePerHour.toFixed(2)}`,
  };
  return ValidateBy(
    {
      name: 'isPricePerHour',
      validator: {
        validate: (value: unknown) => 'cents' in checkPrice(value),
        defaultMessage: (args) => {
          const result = checkPrice(args?.value);
          return 'problem' in result ? messages[result.problem] : messages['not-a-number'];
        },
      },
    },
    options,
  );
}

/** A number or numeric string, parsed; NaN when it is neither. */
function toCoordinate(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

/** `{lat, lng}` with each part as a number (NaN when it is not numeric); anything else unchanged. */
export function toCoordinates(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  return { lat: toCoordinate(lat), lng: toCoordinate(lng) };
}

function coordinatesProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'Coordinates must be an object like {"lat": 33.4484, "lng": -112.074}';
  }
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  const la = toCoordinate(lat);
  const ln = toCoordinate(lng);
  if (!Number.isFinite(la) || la < -90 || la > 90) return 'Coordinates need a latitude (lat) between -90 and 90';
  if (!Number.isFinite(ln) || ln < -180 || ln > 180) return 'Coordinates need a longitude (lng) between -180 and 180';
  return null;
}

/** `{lat, lng}` with numbers (or numeric strings) in range. */
export function IsCoordinates(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isCoordinates',
      validator: {
        validate: (value: unknown) => coordinatesProblem(value) === null,
        defaultMessage: (args) => coordinatesProblem(args?.value) ?? 'Coordinates are not valid',
      },
    },
    options,
  );
}

/** The canonical IANA name of a time zone, or null when Intl does not know it. */
export function canonicalTimeZone(value: string): string | null {
  if (!value.includes('/') && value !== 'UTC') return null; // no "EST", "MST7MDT" style abbreviations
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function IsTimeZone(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isTimeZone',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && canonicalTimeZone(value) !== null,
        defaultMessage: () => 'Time zone must be an IANA time zone name, such as America/Phoenix',
      },
    },
    options,
  );
}
