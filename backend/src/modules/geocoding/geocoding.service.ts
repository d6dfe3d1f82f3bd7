import { BadGatewayException, Inject, Injectable, Logger } from '@nestjs/common';
import { AddressSuggestion, GEOCODER, Geocoder, MAX_SUGGESTIONS } from './geocoder';

export const GEOCODER_UNAVAILABLE_MESSAGE = 'Address search is unavailable right now. Please try again.';
export const MIN_QUERY_LENGTH = 3;

@Injectable()
export class GeocodingService {
  private readonly logger = new Logger('GeocodingService');

  constructor(@Inject(GEOCODER) private readonly geocoder: Geocoder) {}

  /** Suggestions for the text; nothing under 3 characters; 502 when the provider fails. */
  async search(q: string | undefined): Promise<AddressSuggestion[]> {
    const query = (q ?? '').replace(/\s+/g, ' ').trim();
    if (query.length < MIN_QUERY_LENGTH) return [];
    try {
      return (await this.geocoder.search(query)).slice(0, MAX_SUGGESTIONS);
    } catch (err) {
      this.logger.warn(`Address search for "${query}" failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new BadGatewayException(GEOCODER_UNAVAILABLE_MESSAGE);
    }
  }
}
