import type { AddressSuggestion, Geocoder } from '../geocoder';
import { formatAddress, MAX_SUGGESTIONS } from '../geocoder';
import type { ParsedAddress } from './address-parser';
import { parseAddress } from './address-parser';
import type { CityPlace, Gazetteer, ZipRecord } from './gazetteer';
import { gazetteer } from './gazetteer';

/**
 * The default geocoder: no network. The street is taken as typed; the place
 * (city, state, ZIP and coordinates) comes from the US ZIP gazetteer, so the
 * coordinates are those of the ZIP (or of the city's most central ZIP): every
 * suggestion is approximate. Without a state, places are looked up in `home`
 * (the service area's state).
 */
export class OfflineGeocoder implements Geocoder {
  constructor(
    private readonly places: () => Gazetteer = gazetteer,
    private readonly home = 'AZ',
  ) {}

  async search(query: string): Promise<AddressSuggestion[]> {
    const g = this.places();
    const isState = (code: string) => g.isUsState(code);
    // A trailing state name may really be a street ("1 E Washington"): then read it without a state.
    for (const withState of [true, false]) {
      const parsed = parseAddress(query, g.stateCodes, isState, withState);
      const found = this.resolve(g, parsed);
      if (found.length) return found.slice(0, MAX_SUGGESTIONS);
      if (!parsed.state) break;
    }
    return [];
  }

  private resolve(g: Gazetteer, p: ParsedAddress): AddressSuggestion[] {
    const street = { streetNumber: p.streetNumber ?? '', words: p.words };
    if (p.zip) {
      const record = g.zip(p.zip);
      if (!record) return [];
      // The city's words (if any) are not part of the street.
      const words = p.city ? p.words : this.stripCity(g, p.words, record.state, record.city);
      return [suggestion({ ...street, words }, record.city, record)];
    }
    if (p.city) {
      return g.city(p.city, p.state, this.home).map((place) => suggestion(street, place.city, place.zip));
    }
    // No commas: the city is the longest run of words at the end that names a place,
    // unless that would leave a house number without a street ("1 E Washington" is a street).
    for (let n = Math.min(5, p.words.length); n >= 1; n--) {
      if (p.streetNumber && p.words.slice(0, -n).every((w) => DIRECTIONS.test(w))) continue;
      const places = g.city(p.words.slice(-n).join(' '), p.state, this.home);
      if (places.length) return places.map((place) => suggestion({ ...street, words: p.words.slice(0, -n) }, place.city, place.zip));
    }
    // Still typing the city: "Mill Ave Temp" → Tempe.
    const lastWord = p.words[p.words.length - 1] ?? '';
    if (lastWord.length >= 3 && !(p.streetNumber && p.words.slice(0, -1).every((w) => DIRECTIONS.test(w)))) {
      return g
        .cityPrefix(lastWord, p.state ?? this.home)
        .map((place: CityPlace) => suggestion({ ...street, words: p.words.slice(0, -1) }, place.city, place.zip));
    }
    return [];
  }

  private stripCity(g: Gazetteer, words: string[], state: string, city: string): string[] {
    for (let n = Math.min(5, words.length); n >= 1; n--) {
      const name = words.slice(-n).join(' ');
      if (name.toUpperCase() === city.toUpperCase() || g.city(name, state).length) return words.slice(0, -n);
    }
    return words;
  }
}

const DIRECTIONS = /^([NSEW]|NE|NW|SE|SW|north|south|east|west)\.?$/i;

function suggestion(street: { streetNumber: string; words: string[] }, city: string, record: ZipRecord): AddressSuggestion {
  const parts = {
    streetNumber: street.words.length ? street.streetNumber : '',
    streetName: street.words.join(' '),
    city,
    state: record.state,
    zipCode: record.zip,
  };
  return {
    formattedAddress: formatAddress(parts),
    ...parts,
    coordinates: { lat: record.latitude, lng: record.longitude },
    approximate: true,
  };
}
