import type { AgeRange, Audience, LocationType } from '../../../api/displays';
import type { AddressSuggestion } from '../../../api/geocode';
import { formatAddress } from '../../../utils/displayLabels';
import { isInArizona } from '../../../utils/map';
import { PHOENIX_TIME, proposeTimeZone } from '../../../utils/timeZones';

/**
 * What the display form holds (docs/product-rules.md §12 fields). The coordinates come from the
 * picked address, then from dragging the pin or typing them; the time zone is proposed from them.
 */
export interface DisplayFormValues {
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  startTime: string;
  endTime: string;
  pricePerHour: string;
  locationType: LocationType | '';
  isMobile: boolean;
  targetAgeRanges: AgeRange[];
  targetAudiences: Audience[];
  demographicNotes: string;
  /** People per open hour (docs/campaigns.md); '' = not declared. */
  audiencePerHour: string;
  /** Text fields, so a keyboard user can type them; numbers once checked. */
  latitude: string;
  longitude: string;
  timeZone: string;
}

export type DisplayFormField = keyof DisplayFormValues | 'address';
export type DisplayFormErrors = Partial<Record<DisplayFormField, string>>;

/** docs/product-rules.md §14: the form's defaults (start 09:00, end 17:00, mobile off, empty lists). */
export const DEFAULT_DISPLAY_FORM: DisplayFormValues = {
  name: '',
  streetAddress: '',
  city: '',
  state: '',
  zipCode: '',
  startTime: '09:00',
  endTime: '17:00',
  pricePerHour: '',
  locationType: '',
  isMobile: false,
  targetAgeRanges: [],
  targetAudiences: [],
  demographicNotes: '',
  audiencePerHour: '',
  latitude: '',
  longitude: '',
  timeZone: PHOENIX_TIME,
};

export const ADDRESS_REQUIRED_MESSAGE = 'Please select a valid address from the suggestions';
export const POSITION_MESSAGE = 'The map position must be in Arizona: a latitude and a longitude inside the state';

/** The order in which errors are met (and the first one focused). */
export const FIELD_ORDER: readonly DisplayFormField[] = [
  'name',
  'address',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'latitude',
  'longitude',
  'pricePerHour',
  'locationType',
  'audiencePerHour',
];

const REQUIRED: Partial<Record<keyof DisplayFormValues, string>> = {
  name: 'Name is required',
  streetAddress: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  pricePerHour: 'Price per hour is required',
  locationType: 'Location type is required',
};

export const AUDIENCE_MESSAGE = 'Audience per hour must be a whole number from 0 to 100,000';

/** Empty (not declared) or a whole number 0–100,000 (docs/campaigns.md). */
function isAudience(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || (/^\d+$/.test(trimmed) && Number(trimmed) <= 100_000);
}

/**
 * The browser's checks (README "Forms"): required fields are filled and an
 * address was picked from the suggestions. Formats and limits are the server's.
 */
export function validateDisplayForm(values: DisplayFormValues, address: AddressSuggestion | null): DisplayFormErrors {
  const errors: DisplayFormErrors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [keyof DisplayFormValues, string][]) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() === '') errors[field] = message;
  }
  if (!isAudience(values.audiencePerHour)) errors.audiencePerHour = AUDIENCE_MESSAGE;
  if (!address) errors.address = ADDRESS_REQUIRED_MESSAGE;
  else if (!positionOf(values)) errors.latitude = POSITION_MESSAGE;
  return errors;
}

/** The coordinates typed or set by the pin, when both are numbers inside Arizona (docs/product-rules.md §10.4). */
export function positionOf(values: Pick<DisplayFormValues, 'latitude' | 'longitude'>): { lat: number; lng: number } | null {
  if (values.latitude.trim() === '' || values.longitude.trim() === '') return null;
  const lat = Number(values.latitude);
  const lng = Number(values.longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) && isInArizona([lat, lng]) ? { lat, lng } : null;
}

/** Six decimals: about 10 cm, finer than any pin can be placed. */
const round = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** New coordinates (a picked address, a dragged pin) with the time zone proposed for them (docs/product-rules.md §2.4). */
export function moveTo(values: DisplayFormValues, lat: number, lng: number): DisplayFormValues {
  return { ...values, latitude: round(lat), longitude: round(lng), timeZone: proposeTimeZone(lat, lng) };
}

export function firstError(errors: DisplayFormErrors): DisplayFormField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}

/** docs/product-rules.md §15: a picked address fills street (number + street name), city, state, zip and the position. */
export function fillAddress(values: DisplayFormValues, address: AddressSuggestion): DisplayFormValues {
  return {
    ...moveTo(values, address.coordinates.lat, address.coordinates.lng),
    streetAddress: [address.streetNumber, address.streetName].filter(Boolean).join(' '),
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
  };
}

/** The address the form starts with when editing, as if it had been picked. */
export function addressOf(values: DisplayFormValues): AddressSuggestion | null {
  const position = positionOf(values);
  if (!position) return null;
  return {
    formattedAddress: formatAddress(values),
    streetNumber: '',
    streetName: values.streetAddress,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    coordinates: position,
    approximate: false,
  };
}

/** The DOM id of a field's input ("display-name", "display-address", ...; "edit-display-name" in the Edit dialog). */
export function fieldId(field: DisplayFormField, form = 'display'): string {
  return `${form}-${field}`;
}
