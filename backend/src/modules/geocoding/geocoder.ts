/** One address a host can pick; the parts fill the Add Display form. */
export interface AddressSuggestion {
  formattedAddress: string;
  streetNumber: string;
  streetName: string;
  city: string;
  /** Two-letter US state code. */
  state: string;
  zipCode: string;
  coordinates: { lat: number; lng: number };
  /** True when the coordinates are only a ZIP's or a place's centre: the host places the exact spot on the map. */
  approximate: boolean;
}

/** A source of address suggestions (offline gazetteer or Nominatim). */
export interface Geocoder {
  /** `query` is trimmed and at least 3 characters long. */
  search(query: string): Promise<AddressSuggestion[]>;
}

/** Injection token of the configured Geocoder. */
export const GEOCODER = Symbol('GEOCODER');

/** The provider could not answer (error status, network failure, timeout, bad body, too busy). */
export class GeocoderUnavailableError extends Error {}

/** At most this many suggestions per search. */
export const MAX_SUGGESTIONS = 5;

/** "1 E Washington St, Phoenix, AZ 85004", leaving out missing parts. */
export function formatAddress(s: Omit<AddressSuggestion, 'formattedAddress' | 'coordinates' | 'approximate'>): string {
  const street = [s.streetNumber, s.streetName].filter(Boolean).join(' ');
  const stateZip = [s.state, s.zipCode].filter(Boolean).join(' ');
  return [street, s.city, stateZip].filter(Boolean).join(', ');
}
