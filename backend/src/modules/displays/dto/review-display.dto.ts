import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPresent } from '../../../common/validation/is-present.validator';
import { LIMITS } from '../display.constants';
import { IsReadableText } from '../../../common/validation/readable-text.validator';

export class ReviewDisplayDto {
  /** true approves; false rejects. */
  @IsBoolean({ message: 'Approved must be true or false' })
  @IsPresent('Approved is required (true to approve, false to reject)')
  approved: boolean;

  /** Shown to the host, e.g. why the display was rejected. */
  @IsOptional()
  @MaxLength(LIMITS.approvalNotes, { message: `Notes must be at most ${LIMITS.approvalNotes} characters long` })
  @IsReadableText('Notes')
  @IsString({ message: 'Notes must be text' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  notes?: string;
}
