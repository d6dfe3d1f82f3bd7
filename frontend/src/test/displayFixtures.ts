import type { AdminDisplay, HostDisplay, LocationChange } from '../api/displays';
import type { AddressSuggestion } from '../api/geocode';

/**
 * A display as GET /api/displays (host) returns it: never connected, no pairing. The
 * tenant's reads answer fewer fields (Display); the extra ones do no harm there.
 */
export function display(overrides: Partial<HostDisplay> = {}): HostDisplay {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Display ${id}`,
    streetAddress: '1 E Washington St',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85004',
    startTime: '09:00',
    endTime: '17:00',
    operatingHours: '09:00-17:00',
    dailyCapacityHours: 8,
    pricePerHour: '12.50',
    isMobile: false,
    locationType: 'outdoor',
    targetAgeRanges: [],
    targetAudiences: [],
    demographicNotes: '',
    audiencePerHour: null,
    latitude: 33.4484,
    longitude: -112.074,
    timeZone: 'America/Phoenix',
    approved: false,
    status: 'pending',
    approvalNotes: null,
    createdAt: '2026-03-05T17:00:00.000Z',
    updatedAt: '2026-03-05T17:00:00.000Z',
    paidAirtime: false,
    lastSeenAt: null,
    offlineSince: null,
    pairingRequired: false,
    pairingCode: null,
    ...overrides,
  };
}

/** An approved display (tenant and public lists). */
export function approvedDisplay(overrides: Partial<HostDisplay> = {}): HostDisplay {
  return display({ status: 'approved', approved: true, ...overrides });
}

/** A display as the admin endpoints return it. */
export function adminDisplay(overrides: Partial<AdminDisplay> = {}): AdminDisplay {
  const host = overrides.host ?? { id: 9, username: 'hal' };
  const {
    paidAirtime: _paid,
    lastSeenAt: _seen,
    pairingRequired: _required,
    pairingCode: _code,
    pairingRotation: _rotation,
    offlineSince: _offline,
    ...fields
  } = display(overrides);
  return { ...fields, hostId: host.id, host, reviewedAt: null, ...overrides };
}

/** The geocoder's suggestion for "1 E Washington St, Phoenix, AZ 85004". */
export const WASHINGTON_ST: AddressSuggestion = {
  formattedAddress: '1 E Washington St, Phoenix, AZ 85004',
  streetNumber: '1',
  streetName: 'E Washington St',
  city: 'Phoenix',
  state: 'AZ',
  zipCode: '85004',
  coordinates: { lat: 33.4484, lng: -112.0738 },
  approximate: true,
};

/** A host's new address of a display (Mill Avenue, Tempe), waiting for review. */
export function locationChange(overrides: Partial<LocationChange> = {}): LocationChange {
  return {
    id: 3,
    streetAddress: '699 S Mill Ave',
    city: 'Tempe',
    state: 'AZ',
    zipCode: '85281',
    latitude: 33.4236,
    longitude: -111.94,
    status: 'pending',
    approvalNotes: null,
    createdAt: '2026-03-06T17:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}
