import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { AUDIENCE_LIMITS } from '../../../common/audience/impressions';
import { parseCents } from '../../../common/money/money';
import { IsParsed, parseRequired, Unparsed } from '../../../common/validation/parsed';
import { IsPresent } from '../../../common/validation/is-present.validator';
import { MAX_ID } from '../../../common/http/id.pipe';
import { AGE_RANGES, AgeRange, AUDIENCES, Audience, LOCATION_TYPES, LocationType } from '../../displays/display.constants';
import { CAMPAIGN_LIMITS as L } from '../campaign.constants';
import { CampaignScheduleDto } from './campaign-request.dto';

const BUDGET = `Budget must be an amount in dollars from 0 to ${L.maxBudget} with at most two decimals, such as "500.00"`;
const parseBudget = (value: unknown): number | Unparsed => {
  const parsed = parseCents(value, L.maxBudget);
  return 'cents' in parsed ? parsed.cents : new Unparsed(BUDGET);
};
const MIN_AUDIENCE = `minAudiencePerHour must be a whole number from ${AUDIENCE_LIMITS.min} to ${AUDIENCE_LIMITS.max.toLocaleString('en-US')}`;
const listOf = (what: string) => `${what} must be a list of at most ${L.maxFilterValues} values`;

/** A point on the map. */
export class MapPointDto {
  @Max(90, { message: 'latitude must be a number from -90 to 90' })
  @Min(-90, { message: 'latitude must be a number from -90 to 90' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'latitude must be a number from -90 to 90' })
  @IsPresent('latitude is required')
  latitude: number;

  @Max(180, { message: 'longitude must be a number from -180 to 180' })
  @Min(-180, { message: 'longitude must be a number from -180 to 180' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'longitude must be a number from -180 to 180' })
  @IsPresent('longitude is required')
  longitude: number;
}

/** Within `radiusKm` of a point (great-circle distance). */
export class NearDto extends MapPointDto {
  @Max(L.maxRadiusKm, { message: `radiusKm must be a number above 0 and at most ${L.maxRadiusKm}` })
  @Min(0.001, { message: `radiusKm must be a number above 0 and at most ${L.maxRadiusKm}` })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: `radiusKm must be a number above 0 and at most ${L.maxRadiusKm}` })
  @IsPresent('radiusKm is required')
  radiusKm: number;
}

const POINTS = `points must be a list of ${L.minAreaPoints} to ${L.maxAreaPoints} points {latitude, longitude}`;

/** A polygon drawn on the map: its corners in order, closed back to the first (docs/campaigns.md, "Planner"). */
export class AreaDto {
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: POINTS })
  @ArrayMaxSize(L.maxAreaPoints, { message: POINTS })
  @ArrayMinSize(L.minAreaPoints, { message: POINTS })
  @IsArray({ message: POINTS })
  @IsPresent(POINTS)
  @Type(() => MapPointDto)
  points: MapPointDto[];
}

/** Which displays a plan may choose; every part optional, parts combine with AND, values of one part with OR. */
export class PlanFiltersDto {
  /** City names, any case. */
  @IsOptional()
  @MaxLength(100, { each: true, message: 'Each city must be at most 100 characters long' })
  @IsString({ each: true, message: 'Each city must be text' })
  @ArrayMaxSize(L.maxFilterValues, { message: listOf('cities') })
  @IsArray({ message: listOf('cities') })
  cities?: string[];

  @IsOptional()
  @IsIn([...LOCATION_TYPES], { each: true, message: `Each location type must be one of: ${LOCATION_TYPES.join(', ')}` })
  @IsArray({ message: listOf('locationTypes') })
  @ApiProperty({ required: false, enum: LOCATION_TYPES, isArray: true })
  locationTypes?: LocationType[];

  /** The display must target at least one of these. */
  @IsOptional()
  @IsIn([...AUDIENCES], { each: true, message: `Each audience must be one of: ${AUDIENCES.join(', ')}` })
  @IsArray({ message: listOf('audiences') })
  @ApiProperty({ required: false, enum: AUDIENCES, isArray: true })
  audiences?: Audience[];

  /** The display must target at least one of these. */
  @IsOptional()
  @IsIn([...AGE_RANGES], { each: true, message: `Each age range must be one of: ${AGE_RANGES.join(', ')}` })
  @IsArray({ message: listOf('ageRanges') })
  @ApiProperty({ required: false, enum: AGE_RANGES, isArray: true })
  ageRanges?: AgeRange[];

  @IsOptional()
  @ValidateNested()
  @IsObject({ message: 'near must be an object {latitude, longitude, radiusKm}' })
  @Type(() => NearDto)
  near?: NearDto;

  /** Only displays inside this polygon (its border included). */
  @IsOptional()
  @ValidateNested()
  @IsObject({ message: 'area must be an object {points: [{latitude, longitude}, …]}' })
  @Type(() => AreaDto)
  area?: AreaDto;

  /** Only displays that declare at least this many people per hour. */
  @IsOptional()
  @Max(AUDIENCE_LIMITS.max, { message: MIN_AUDIENCE })
  @Min(AUDIENCE_LIMITS.min, { message: MIN_AUDIENCE })
  @IsInt({ message: MIN_AUDIENCE })
  minAudiencePerHour?: number;
}

/** A budget and a schedule; the server proposes the displays (docs/campaigns.md, "Planner"). */
export class PlanCampaignDto extends CampaignScheduleDto {
  /** Dollars, at most two decimals; a number or a numeric string. */
  @IsParsed()
  @IsPresent('Budget is required')
  @Transform(parseRequired(parseBudget))
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: '500.00' })
  budget: number; // integer cents once validated

  /** Optional: one of your approved ad creatives, checked when sent. */
  @IsOptional()
  @Max(MAX_ID, { message: 'Ad creative not found' })
  @Min(1, { message: 'adCreativeId must be a positive whole number' })
  @IsInt({ message: 'adCreativeId must be a positive whole number' })
  adCreativeId?: number;

  @IsOptional()
  @ValidateNested()
  @IsObject({ message: 'filters must be an object' })
  @Type(() => PlanFiltersDto)
  filters?: PlanFiltersDto;
}
