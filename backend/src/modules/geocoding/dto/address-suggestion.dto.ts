import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class SuggestionCoordinatesDto {
  lat: number;
  lng: number;
}

/** One address suggestion for the display form, inside the service area. */
export class AddressSuggestionDto {
  /** e.g. "1 E Washington St, Phoenix, AZ 85004". */
  formattedAddress: string;
  /** House number; empty when the query had none. */
  streetNumber: string;
  /** Street name; empty when the query had none. */
  streetName: string;
  city: string;
  /** Two-letter US state code. */
  state: string;
  zipCode: string;
  coordinates: SuggestionCoordinatesDto;
  /** True when the coordinates are only a ZIP's or a place's centre: place the exact spot on the map. */
  approximate: boolean;
}

export class GeocodeQueryDto {
  /** Address text; fewer than 3 characters gives an empty list. */
  @IsOptional()
  @MaxLength(200, { message: 'Search text must be at most 200 characters long' })
  @IsString({ message: 'Search text must be text' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value))
  q?: string;
}
