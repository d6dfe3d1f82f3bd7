import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { IsParsed, parseOptional } from '../../../common/validation/parsed';
import { AGE_RANGES, AgeRange, Audience, AUDIENCES, LOCATION_TYPES, LocationType } from '../display.constants';
import type { DisplayFilter } from '../display-filter';
import { AUDIENCE_LIMITS } from '../../../common/audience/impressions';
import { parseAudienceBound, parseBoolean, parseEnumList, parseMoneyBound, parseSearch, parseTextList } from './display-filter-parsers';

/** A repeatable query parameter: `?city=Mesa&city=Tempe` (one value is also fine). */
const list = (description: string, values?: readonly string[]) =>
  ApiPropertyOptional({ description, type: String, ...(values && { enum: values }), isArray: true, maxItems: 20 });

/** minPrice must not be above maxPrice (each already parsed into cents). */
function NotAboveMaxPrice() {
  return ValidateBy({
    name: 'notAboveMaxPrice',
    validator: {
      validate: (value: unknown, args) => {
        const max = (args?.object as DisplayFilterQueryDto | undefined)?.maxPrice;
        return typeof value !== 'number' || typeof max !== 'number' || value <= max;
      },
      defaultMessage: () => 'minPrice must not be more than maxPrice',
    },
  });
}

/**
 * Search and filters of GET /api/public/displays and GET /api/tenant/displays (docs/product-rules.md
 * §10.6), parsed once here into a DisplayFilter: terms and cities normalised, prices in cents.
 */
export class DisplayFilterQueryDto implements DisplayFilter {
  @ApiPropertyOptional({
    description:
      'Search text (at most 100 characters): every word must appear in the name, street address or city (any case, any accents).',
    type: String,
    maxLength: 100,
    example: 'mill ave',
  })
  @IsParsed()
  @IsOptional()
  @Transform(parseOptional(parseSearch))
  q?: string[];

  @list('City, exactly (any case); repeat for any of several cities.')
  @IsParsed()
  @IsOptional()
  @Transform(parseOptional(parseTextList('city', 100)))
  city?: string[];

  @list('Location type; repeat for any of several.', LOCATION_TYPES)
  @IsParsed()
  @IsOptional()
  @Transform(parseOptional(parseEnumList('locationType', LOCATION_TYPES)))
  locationType?: LocationType[];

  @list('Target audience; a display matches when it targets any of those given.', AUDIENCES)
  @IsParsed()
  @IsOptional()
  @Transform(parseOptional(parseEnumList('audience', AUDIENCES)))
  audience?: Audience[];

  @list('Target age range; a display matches when it targets any of those given.', AGE_RANGES)
  @IsParsed()
  @IsOptional()
  @Transform(parseOptional(parseEnumList('ageRange', AGE_RANGES)))
  ageRange?: AgeRange[];

  @ApiPropertyOptional({ description: 'Lowest price per hour in dollars, inclusive (e.g. 10 or 12.50).', type: String, example: '10' })
  @NotAboveMaxPrice()
  @IsParsed()
  @IsOptional()
  @Transform(parseOptional(parseMoneyBound('minPrice')))
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Highest price per hour in dollars, inclusive.', type: String, example: '40' })
  @IsParsed()
  @IsOptional()
  @Transform(parseOptional(parseMoneyBound('maxPrice')))
  maxPrice?: number;

  @ApiPropertyOptional({ description: 'true: mobile displays only; false: fixed displays only.', enum: ['true', 'false'] })
  @IsParsed()
  @IsOptional()
  @Transform(parseOptional(parseBoolean('mobile')))
  mobile?: boolean;

  @ApiPropertyOptional({
    description: 'At least this many people per hour (audiencePerHour); displays that declare no audience are left out.',
    type: 'integer',
    minimum: AUDIENCE_LIMITS.min,
    maximum: AUDIENCE_LIMITS.max,
    example: 100,
  })
  @IsParsed()
  @IsOptional()
  @Transform(parseOptional(parseAudienceBound('minAudiencePerHour')))
  minAudiencePerHour?: number;
}
