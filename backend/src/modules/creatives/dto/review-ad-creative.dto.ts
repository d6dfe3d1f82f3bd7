import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { IsPresent } from '../../../common/validation/is-present.validator';
import { IsReadableText } from '../../../common/validation/readable-text.validator';

export class ReviewAdCreativeDto {
  /** true approves; false rejects. */
  @IsBoolean({ message: 'approved must be true or false' })
  @IsPresent('approved is required')
  approved: boolean;

  /** Optional note shown to the tenant (kept as approvalNotes); up to 1000 characters. */
  @IsOptional()
  @MaxLength(1000, { message: 'Notes must be at most 1000 characters long' })
  @IsReadableText('Notes')
  @IsString({ message: 'Notes must be text' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  notes?: string;
}
