import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AUDIENCE_LIMITS } from '../../../common/audience/impressions';
import { IsPresent } from '../../../common/validation/is-present.validator';
import {
  AGE_RANGES,
  AgeRange,
  Audience,
  AUDIENCES,
  HOUR_PATTERN,
  LIMITS,
  LOCATION_TYPES,
  LocationType,
  OPERATING_HOURS_PATTERN,
} from '../display.constants';
import { IsParsed, parseOptional, parseRequired } from '../../../common/validation/parsed';
import { parseCoordinates, parsePricePerHour, parseTimeZone } from './display-validators';
import { IsReadableText } from '../../../common/validation/readable-text.validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const US_STATE = /^(A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|P[AR]|RI|S[CD]|T[NX]|UT|V[AIT]|W[AIVY])$/;
const AUDIENCE_MESSAGE = `Audience per hour must be a whole number from ${AUDIENCE_LIMITS.min} to ${AUDIENCE_LIMITS.max.toLocaleString('en-US')}`;
const hourMessage = (label: string) => `${label} must be a whole hour from 00:00 to 23:00, such as 09:00`;

export class CoordinatesDto {
  /** Latitude, -90..90. */
  @ApiProperty({ example: 33.4484 })
  lat: number;
  /** Longitude, -180..180. */
  @ApiProperty({ example: -112.074 })
  lng: number;
}

// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins,
// so "is required" is the lowest decorator.
export class CreateDisplayDto {
  @MaxLength(LIMITS.name, { message: `Name must be at most ${LIMITS.name} characters long` })
  @IsReadableText('Name')
  @IsString({ message: 'Name must be text' })
  @IsPresent('Name is required')
  @Transform(trim)
  name: string;

  /** Street number and name, e.g. "1 E Washington St". */
  @MaxLength(LIMITS.streetAddress, { message: `Street address must be at most ${LIMITS.streetAddress} characters long` })
  @IsReadableText('Street address')
  @IsString({ message: 'Street address must be text' })
  @IsPresent('Street address is required; pick an address from the suggestions')
  @Transform(trim)
  streetAddress: string;

  @MaxLength(LIMITS.city, { message: `City must be at most ${LIMITS.city} characters long` })
  @IsReadableText('City')
  @IsString({ message: 'City must be text' })
  @IsPresent('City is required')
  @Transform(trim)
  city: string;

  /** Two-letter US state code, e.g. AZ. */
  @Matches(US_STATE, { message: 'State must be a two-letter US state code, such as AZ' })
  @IsString({ message: 'State must be a two-letter US state code, such as AZ' })
  @IsPresent('State is required')
  @Transform(upper)
  @ApiProperty({ example: 'AZ' })
  state: string;

  /** 5-digit ZIP code, or ZIP+4. */
  @Matches(/^\d{5}(-\d{4})?$/, { message: 'ZIP code must be 5 digits, such as 85004 (or ZIP+4, such as 85004-1234)' })
  @IsString({ message: 'ZIP code must be text, such as "85004"' })
  @IsPresent('ZIP code is required')
  @Transform(trim)
  @ApiProperty({ example: '85004' })
  zipCode: string;

  /** Whole hour, 00:00..23:00. */
  @Matches(HOUR_PATTERN, { message: hourMessage('Start time') })
  @IsString({ message: hourMessage('Start time') })
  @IsPresent('Start time is required')
  @ApiProperty({ example: '09:00' })
  startTime: string;

  /** Whole hour, 00:00..23:00, later than startTime. */
  @Matches(HOUR_PATTERN, { message: hourMessage('End time') })
  @IsString({ message: hourMessage('End time') })
  @IsPresent('End time is required')
  @ApiProperty({ example: '17:00' })
  endTime: string;

  /** Optional; when sent it must equal "startTime-endTime" (the server derives it). */
  @IsOptional()
  @Matches(OPERATING_HOURS_PATTERN, { message: 'Operating hours must look like 09:00-17:00' })
  @IsString({ message: 'Operating hours must look like 09:00-17:00' })
  @ApiProperty({ required: false, example: '09:00-17:00' })
  operatingHours?: string;

  /** Dollars, >= 0, at most 2 decimals; a number or a numeric string. */
  @IsParsed()
  @IsPresent('Price per hour is required')
  @Transform(parseRequired(parsePricePerHour))
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: '12.50' })
  pricePerHour: number; // integer cents once validated (the transform parses the dollars)

  @IsIn([...LOCATION_TYPES], { message: `Location type must be one of: ${LOCATION_TYPES.join(', ')}` })
  @IsPresent('Location type is required')
  @ApiProperty({ enum: LOCATION_TYPES })
  locationType: LocationType;

  /** Defaults to false. */
  @IsOptional()
  @IsBoolean({ message: 'Mobile must be true or false' })
  isMobile?: boolean;

  /** Defaults to none. */
  @IsOptional()
  @IsIn([...AGE_RANGES], { each: true, message: `Each target age range must be one of: ${AGE_RANGES.join(', ')}` })
  @IsArray({ message: 'Target age ranges must be a list' })
  @ApiProperty({ required: false, enum: AGE_RANGES, isArray: true })
  targetAgeRanges?: AgeRange[];

  /** Defaults to none. */
  @IsOptional()
  @IsIn([...AUDIENCES], { each: true, message: `Each target audience must be one of: ${AUDIENCES.join(', ')}` })
  @IsArray({ message: 'Target audiences must be a list' })
  @ApiProperty({ required: false, enum: AUDIENCES, isArray: true })
  targetAudiences?: Audience[];

  @IsOptional()
  @MaxLength(LIMITS.demographicNotes, { message: `Demographic notes must be at most ${LIMITS.demographicNotes} characters long` })
  @IsReadableText('Demographic notes')
  @IsString({ message: 'Demographic notes must be text' })
  @Transform(trim)
  demographicNotes?: string;

  /** People who see the screen in an average open hour: a whole number 0–100,000; null or left out = not declared. */
  @IsOptional()
  @Max(AUDIENCE_LIMITS.max, { message: AUDIENCE_MESSAGE })
  @Min(AUDIENCE_LIMITS.min, { message: AUDIENCE_MESSAGE })
  @IsInt({ message: AUDIENCE_MESSAGE })
  @ApiProperty({ required: false, type: Number, nullable: true, minimum: 0, maximum: 100000, example: 120 })
  audiencePerHour?: number | null;

  /** Where the screen is; fill it from an address suggestion. Numeric strings arrive as numbers. */
  @IsParsed()
  @IsPresent('Coordinates are required; pick an address from the suggestions')
  @Transform(parseRequired(parseCoordinates))
  coordinates: CoordinatesDto;

  /** IANA time zone; defaults to America/Phoenix. A known zone arrives canonical ("america/phoenix" → "America/Phoenix"). */
  @IsOptional()
  @IsParsed()
  @Transform(parseOptional(parseTimeZone))
  @ApiProperty({ required: false, example: 'America/Phoenix' })
  timeZone?: string;
}
