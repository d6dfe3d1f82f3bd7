/** The US ZIP gazetteer of the `zipcodes` package, indexed by city name. Loaded on first use. */

export interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

interface ZipcodesModule {
  codes: Record<string, ZipRecord>;
  states: { full: Record<string, string>; abbr: Record<string, string> };
}

export interface CityPlace {
  city: string;
  state: string;
  /** The ZIP nearest the middle of the city's ZIPs: its coordinates stand for the city. */
  zip: ZipRecord;
  zipCount: number;
}

export class Gazetteer {
  private readonly zips: Record<string, ZipRecord>;
  /** State name (upper case) → code, US only. */
  readonly stateCodes = new Map<string, string>();
  /** Upper-case city name → state → place. */
  private readonly cities = new Map<string, Map<string, CityPlace>>();
  private readonly usStates = new Set<string>();

  constructor() {
    // Plain require: the package has no type declarations.
    // oxlint-disable-next-line typescript/no-require-imports
    const data = require('zipcodes') as ZipcodesModule;
    this.zips = data.codes;
    const byCity = new Map<string, ZipRecord[]>();
    for (const record of Object.values(data.codes)) {
      if (record.country !== 'US' || !Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) continue;
      this.usStates.add(record.state);
      const key = `${record.city.toUpperCase()}|${record.state}`;
      const list = byCity.get(key) ?? [];
      list.push(record);
      byCity.set(key, list);
    }
    for (const [key, records] of byCity) {
      const [name, state] = key.split('|');
      const lat = records.reduce((s, r) => s + r.latitude, 0) / records.length;
      const lng = records.reduce((s, r) => s + r.longitude, 0) / records.length;
      const sorted = [...records].toSorted((a, b) => distance(a, lat, lng) - distance(b, lat, lng) || a.zip.localeCompare(b.zip));
      const states = this.cities.get(name) ?? new Map<string, CityPlace>();
      states.set(state, { city: records[0].city, state, zip: sorted[0], zipCount: records.length });
      this.cities.set(name, states);
    }
    for (const [name, code] of Object.entries(data.states.full)) {
      if (this.isUsState(code)) this.stateCodes.set(name, code);
    }
  }

  /** A US ZIP's record. */
  zip(zip: string): ZipRecord | undefined {
    const record = this.zips[zip];
    return record?.country === 'US' ? record : undefined;
  }

  isUsState(code: string): boolean {
    return this.usStates.has(code);
  }

  /** Places with exactly this name: in `state` when given, else the `home` state's one, else all (biggest first). */
  city(name: string, state?: string, home = 'AZ'): CityPlace[] {
    const states = this.cities.get(name.toUpperCase());
    if (!states) return [];
    if (state) return states.has(state) ? [states.get(state)!] : [];
    // The service area's state is the product's market: its place hides same-named places elsewhere.
    if (states.has(home)) return [states.get(home)!];
    return [...states.values()].toSorted(biggestFirst);
  }

  /** Places whose name starts with `prefix` (for half-typed city names), in `state`. */
  cityPrefix(prefix: string, state: string): CityPlace[] {
    const upper = prefix.toUpperCase();
    const found: CityPlace[] = [];
    for (const [name, states] of this.cities) {
      const place = states.get(state);
      if (place && name.startsWith(upper)) found.push(place);
    }
    return found.toSorted((a, b) => b.zipCount - a.zipCount || a.city.localeCompare(b.city));
  }
}

function biggestFirst(a: CityPlace, b: CityPlace): number {
  return b.zipCount - a.zipCount || a.state.localeCompare(b.state);
}

function distance(r: ZipRecord, lat: number, lng: number): number {
  return (r.latitude - lat) ** 2 + (r.longitude - lng) ** 2;
}

let shared: Gazetteer | undefined;
/** One gazetteer per process (building the index takes a moment). */
export function gazetteer(): Gazetteer {
  return (shared ??= new Gazetteer());
}
