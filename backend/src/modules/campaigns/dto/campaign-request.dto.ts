import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { MAX_ID } from '../../../common/http/id.pipe';
import { isCalendarDate } from '../../../common/time/zoned-time';
import { IsPresent } from '../../../common/validation/is-present.validator';
import { CAMPAIGN_LIMITS as L, CAMPAIGN_MESSAGES as M, CAMPAIGN_MODES, CampaignMode } from '../campaign.constants';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Each item a real 'YYYY-MM-DD' date. */
export function IsCalendarDates() {
  return ValidateBy({
    name: 'isCalendarDates',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && value.every((d) => typeof d === 'string' && isCalendarDate(d)),
      defaultMessage: () => M.date,
    },
  });
}

/** Dates and hours per day: shared by a campaign and a plan. */
// class-validator runs a property's decorators bottom-up; with stopAtFirstError the first failure wins.
export class CampaignScheduleDto {
  /** 1–60 distinct dates, each in every display's own time zone. */
  @ArrayUnique({ message: M.datesUnique })
  @IsCalendarDates()
  @ArrayMaxSize(L.maxDates, { message: M.dates })
  @ArrayMinSize(1, { message: M.dates })
  @IsArray({ message: M.dates })
  @IsPresent(M.dates)
  @ApiProperty({ type: String, format: 'date', isArray: true, minItems: 1, maxItems: L.maxDates, example: ['2026-12-01'] })
  dates: string[];

  @Max(L.maxHours, { message: M.hours })
  @Min(L.minHours, { message: M.hours })
  @IsInt({ message: M.hours })
  @IsPresent(M.hours)
  @ApiProperty({ minimum: L.minHours, maximum: L.maxHours, example: 2 })
  hoursPerDay: number;
}

/** Screens, dates and hours of a campaign: what a quote prices and a campaign books. */
export class CampaignSelectionDto extends CampaignScheduleDto {
  /** One of your approved ad creatives. */
  @Max(MAX_ID, { message: 'Ad creative not found' })
  @Min(1, { message: 'adCreativeId must be a positive whole number' })
  @IsInt({ message: 'adCreativeId must be a positive whole number' })
  @IsPresent(M.creative)
  @ApiProperty({ minimum: 1, example: 3 })
  adCreativeId: number;

  /** 1–100 distinct displays. */
  @ArrayUnique({ message: M.displaysUnique })
  @Max(MAX_ID, { each: true, message: M.displayId })
  @Min(1, { each: true, message: M.displayId })
  @IsInt({ each: true, message: M.displayId })
  @ArrayMaxSize(L.maxDisplays, { message: M.displays })
  @ArrayMinSize(1, { message: M.displays })
  @IsArray({ message: M.displays })
  @IsPresent(M.displays)
  @ApiProperty({ type: [Number], minItems: 1, maxItems: L.maxDisplays, example: [12, 14] })
  displayIds: number[];

  /** all (default): all or nothing. available: book the display-dates that have the hours, skip the others. */
  @IsOptional()
  @IsIn([...CAMPAIGN_MODES], { message: M.mode })
  @ApiProperty({ enum: CAMPAIGN_MODES, required: false, default: 'all' })
  mode?: CampaignMode;
}

/** A quote: the selection (a name, if sent, is ignored). */
export class CampaignQuoteDto extends CampaignSelectionDto {
  /** Ignored by a quote; accepted so that the create body can be sent as is. */
  @IsOptional()
  @MaxLength(L.name, { message: `Name must be at most ${L.name} characters long` })
  @IsString({ message: 'Name must be text' })
  @Transform(trim)
  name?: string;
}

/** A campaign to book: the selection and its name. */
export class CreateCampaignDto extends CampaignSelectionDto {
  @MaxLength(L.name, { message: `Name must be at most ${L.name} characters long` })
  @IsString({ message: 'Name must be text' })
  @IsPresent('Name is required')
  @Transform(trim)
  name: string;
}
