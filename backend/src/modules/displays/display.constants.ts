/** The enumerations and limits of a display (docs/product-rules.md §13, §18; docs/product-rules.md §2, §3). */

export const LOCATION_TYPES = ['outdoor', 'indoor', 'elevator', 'walkway', 'communal'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const AGE_RANGES = ['16-plus', '20-35', '36-50', '50-plus'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export const AUDIENCES = ['students', 'professionals', 'retirees', 'athletes', 'shoppers'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const DISPLAY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export const DEFAULT_TIME_ZONE = 'America/Phoenix';

/** Start and end times are whole hours from this list. */
export const HOUR_PATTERN = /^([01]\d|2[0-3]):00$/;
export const OPERATING_HOURS_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

export const LIMITS = {
  name: 100,
  streetAddress: 200,
  city: 100,
  demographicNotes: 1000,
  approvalNotes: 1000,
  /** Dollars; numeric(10,2) could hold more, nobody sells an hour for more than this. */
  maxPricePerHour: 100_000,
} as const;
