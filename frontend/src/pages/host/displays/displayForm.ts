import type { AgeRange, Audience, CreateDisplayBody, LocationType } from '../../../api/displays';
import type { AddressSuggestion } from '../../../api/geocode';

/** What the Add Display form holds (docs/product-rules.md §12 fields; coordinates come from the picked address). */
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
};

export const ADDRESS_REQUIRED_MESSAGE = 'Please select a valid address from the suggestions';

/** The order in which errors are met (and the first one focused). */
export const FIELD_ORDER: readonly DisplayFormField[] = [
  'name',
  'address',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'pricePerHour',
  'locationType',
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
  if (!address) errors.address = ADDRESS_REQUIRED_MESSAGE;
  return errors;
}

export function firstError(errors: DisplayFormErrors): DisplayFormField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}

/** docs/product-rules.md §15: a picked address fills street (number + street name), city, state and zip. */
export function fillAddress(values: DisplayFormValues, address: AddressSuggestion): DisplayFormValues {
  return {
    ...values,
    streetAddress: [address.streetNumber, address.streetName].filter(Boolean).join(' '),
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
  };
}

/** The POST /api/displays body (docs/product-rules.md §16): operatingHours "start-end", coordinates from the address. */
export function toCreateBody(values: DisplayFormValues, address: AddressSuggestion): CreateDisplayBody {
  return {
    name: values.name.trim(),
    streetAddress: values.streetAddress.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    startTime: values.startTime,
    endTime: values.endTime,
    operatingHours: `${values.startTime}-${values.endTime}`,
    pricePerHour: values.pricePerHour.trim(),
    locationType: values.locationType as LocationType,
    isMobile: values.isMobile,
    targetAgeRanges: values.targetAgeRanges,
    targetAudiences: values.targetAudiences,
    demographicNotes: values.demographicNotes.trim(),
    coordinates: { lat: address.coordinates.lat, lng: address.coordinates.lng },
  };
}

/** The DOM id of a field's input ("display-name", "display-address", ...). */
export function fieldId(field: DisplayFormField): string {
  return `display-${field}`;
}
