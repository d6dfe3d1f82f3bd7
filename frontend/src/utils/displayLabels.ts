import type { AgeRange, Audience, DisplayStatus, LocationType } from '../api/displays';

/** docs/product-rules.md §13 enumerations with the labels people see. Keyed by type, so none can be missed. */
export const LOCATION_TYPE_LABELS: Readonly<Record<LocationType, string>> = {
  outdoor: 'Outdoor',
  indoor: 'Indoor',
  elevator: 'Elevator',
  walkway: 'Walkway',
  communal: 'Communal Space',
};

export const AGE_RANGE_LABELS: Readonly<Record<AgeRange, string>> = {
  '16-plus': '16+',
  '20-35': '20-35',
  '36-50': '36-50',
  '50-plus': '50+',
};

export const AUDIENCE_LABELS: Readonly<Record<Audience, string>> = {
  students: 'Students',
  professionals: 'Professionals',
  retirees: 'Retirees',
  athletes: 'Athletes',
  shoppers: 'Shoppers',
};

export const STATUS_LABELS: Readonly<Record<DisplayStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export interface Option<T extends string> {
  value: T;
  label: string;
}

function optionsOf<T extends string>(labels: Readonly<Record<T, string>>): Option<T>[] {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}

export const LOCATION_TYPE_OPTIONS = optionsOf(LOCATION_TYPE_LABELS);
export const AGE_RANGE_OPTIONS = optionsOf(AGE_RANGE_LABELS);
export const AUDIENCE_OPTIONS = optionsOf(AUDIENCE_LABELS);
export const STATUS_OPTIONS = optionsOf(STATUS_LABELS);

/** Start and end time options (docs/product-rules.md §13, §18): hourly, 00:00 to 23:00. */
export const HOUR_OPTIONS: readonly string[] = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** Capitalises an unknown value ("rooftop" → "Rooftop") so a new server value still reads well. */
function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function locationTypeLabel(value: string): string {
  return LOCATION_TYPE_LABELS[value as LocationType] ?? capitalise(value);
}

export function ageRangeLabel(value: string): string {
  return AGE_RANGE_LABELS[value as AgeRange] ?? value;
}

export function audienceLabel(value: string): string {
  return AUDIENCE_LABELS[value as Audience] ?? capitalise(value);
}

/** "1 E Washington St, Phoenix, AZ 85004" */
export function formatAddress(display: { streetAddress: string; city: string; state: string; zipCode?: string }): string {
  const region = [display.state, display.zipCode].filter(Boolean).join(' ');
  return [display.streetAddress, display.city, region].filter(Boolean).join(', ');
}
