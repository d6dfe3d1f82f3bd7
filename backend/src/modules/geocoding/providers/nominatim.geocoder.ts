import { Logger } from '@nestjs/common';
import type { ServiceArea } from '../../../common/service-area/service-area';
import type { GeocoderConfig } from '../../../config/geocoder.config';
import type { AddressSuggestion, Geocoder } from '../geocoder';
import { formatAddress, GeocoderUnavailableError, MAX_SUGGESTIONS } from '../geocoder';
import { gazetteer } from './gazetteer';
import { RequestSpacer, TtlCache } from './request-spacer';

interface NominatimResult {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

/** One request a second is the provider's policy; the margin keeps the gaps it sees at a second or more when our event loop is busy. */
export const NOMINATIM_INTERVAL_MS = 1_150;
const CACHE_TTL_MS = 24 * 3600 * 1000;

/**
 * OpenStreetMap Nominatim (or a compatible server): results are cached for a
 * day, identical searches in flight share one request, and requests start at
 * most once per second. Any failure becomes GeocoderUnavailableError.
 */
export class NominatimGeocoder implements Geocoder {
  private readonly logger = new Logger('NominatimGeocoder');
  private readonly cache = new TtlCache<AddressSuggestion[]>(2_000, CACHE_TTL_MS);
  private readonly inFlight = new Map<string, Promise<AddressSuggestion[]>>();
  private readonly spacer: RequestSpacer;

  /** Only results inside the service area's box (bounded=1); the service also checks the state. */
  private readonly viewbox: string;

  constructor(
    private readonly config: GeocoderConfig,
    area: ServiceArea,
  ) {
    this.viewbox = `${area.west},${area.north},${area.east},${area.south}`;
    this.spacer = new RequestSpacer(NOMINATIM_INTERVAL_MS, Math.max(config.timeoutMs, 5_000));
  }

  search(query: string): Promise<AddressSuggestion[]> {
    const key = query.toLowerCase();
    const cached = this.cache.get(key);
    if (cached) return Promise.resolve(cached);
    const running = this.inFlight.get(key);
    if (running) return running;
    const request = this.spacer
      .schedule(() => this.fetch(query))
      .then((found) => {
        this.cache.set(key, found);
        return found;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    return request;
  }

  private async fetch(query: string): Promise<AddressSuggestion[]> {
    const params = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      addressdetails: '1',
      limit: String(MAX_SUGGESTIONS),
      countrycodes: 'us',
      viewbox: this.viewbox,
      bounded: '1',
    });
    let body: unknown;
    try {
      const res = await fetch(`${this.config.url}/search?${params}`, {
        headers: { 'User-Agent': this.config.userAgent, Accept: 'application/json', 'Accept-Language': 'en' },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      body = await res.json();
    } catch (err) {
      this.logger.warn(`Address search failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new GeocoderUnavailableError('address search provider failed');
    }
    if (!Array.isArray(body)) throw new GeocoderUnavailableError('address search provider sent an unexpected answer');
    return body.map(toSuggestion).filter((s): s is AddressSuggestion => s !== null);
  }
}

function stateCode(address: Record<string, string | undefined>): string {
  const iso = address['ISO3166-2-lvl4'];
  if (iso?.startsWith('US-')) return iso.slice(3);
  const name = (address.state ?? '').toUpperCase();
  if (/^[A-Z]{2}$/.test(name)) return name;
  return gazetteer().stateCodes.get(name) ?? address.state ?? '';
}

export function toSuggestion(r: NominatimResult): AddressSuggestion | null {
  const lat = Number(r.lat);
  const lng = Number(r.lon);
  if (r.lat === undefined || r.lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const a = r.address ?? {};
  const parts = {
    streetNumber: a.house_number ?? '',
    streetName: a.road ?? a.pedestrian ?? a.footway ?? '',
    city: a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality ?? '',
    state: stateCode(a),
    zipCode: /\d{5}/.exec(a.postcode ?? '')?.[0] ?? '',
  };
  // Without a house number the point is a street's, a ZIP's or a place's centre, not the screen's door.
  const approximate = parts.streetNumber === '';
  return { formattedAddress: formatAddress(parts) || (r.display_name ?? ''), ...parts, coordinates: { lat, lng }, approximate };
}
