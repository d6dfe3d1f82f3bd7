import { BadGatewayException, Inject, Injectable, Logger } from '@nestjs/common';
import { inServiceArea } from '../../common/service-area/service-area';
import { Config } from '../../config/config';
import { AddressSuggestion, GEOCODER, Geocoder, MAX_SUGGESTIONS } from './geocoder';

export const GEOCODER_UNAVAILABLE_MESSAGE = 'Address search is unavailable right now. Please try again.';
export const MIN_QUERY_LENGTH = 3;

@Injectable()
export class GeocodingService {
  private readonly logger = new Logger('GeocodingService');

  constructor(
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
    private readonly config: Config,
  ) {}

  /**
   * Suggestions for the text, only those inside the service area (docs/product-rules.md §10.5);
   * nothing under 3 characters; 502 when the provider fails.
   */
  async search(q: string | undefined): Promise<AddressSuggestion[]> {
    const query = (q ?? '').replace(/\s+/g, ' ').trim();
    if (query.length < MIN_QUERY_LENGTH) return [];
    let found: AddressSuggestion[];
    try {
      found = await this.geocoder.search(query);
    } catch (err) {
      this.logger.warn(`Address search for "${query}" failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new BadGatewayException(GEOCODER_UNAVAILABLE_MESSAGE);
    }
    const area = this.config.serviceArea;
    return found.filter((s) => inServiceArea(area, { state: s.state, ...s.coordinates })).slice(0, MAX_SUGGESTIONS);
  }
}
