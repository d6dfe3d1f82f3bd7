import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPresent } from '../../../common/validation/is-present.validator';

const NOTE_MAX = 1000;

export class RejectCampaignDto {
  /** Optional note shown to the tenant on every group rejected; up to 1000 characters. */
  @IsOptional()
  @MaxLength(NOTE_MAX, { message: `Note must be at most ${NOTE_MAX} characters long` })
  @IsString({ message: 'Note must be text' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  note?: string;
}

export class MarkCampaignPaidDto {
  /** true marks every confirmed booking of the campaign paid; false unpaid. */
  @IsBoolean({ message: 'paid must be true or false' })
  @IsPresent('paid is required (true or false)')
  paid: boolean;
}
