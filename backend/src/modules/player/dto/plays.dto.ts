import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID } from '../../../common/http/id.pipe';
import { NOT_FOUND } from '../../../common/http/not-found';
import { IsPresent } from '../../../common/validation/is-present.validator';
import { MAX_BATCH_PLAYS } from '../play.rules';

export class PlayDto {
  /** Made by the player, unique per display: a resent play is counted once. */
  @ApiProperty({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
  clientPlayId: string;
  @ApiProperty({ minimum: 1 })
  adCreativeId: number;
  /** When the slot started, ISO 8601 with a zone. */
  @ApiProperty({ format: 'date-time' })
  shownAt: string;
}

export class PlayBatchDto {
  /** Each item is checked on its own: a bad item is refused as `invalid`, the others still count. */
  @ApiProperty({ type: [PlayDto], minItems: 1, maxItems: MAX_BATCH_PLAYS })
  @ArrayMaxSize(MAX_BATCH_PLAYS, { message: `Send at most ${MAX_BATCH_PLAYS} plays at a time` })
  @ArrayMinSize(1, { message: 'plays must list at least one play' })
  @IsArray({ message: 'plays must be a list' })
  @IsPresent('plays is required')
  plays: unknown[];
}

export class PlayResultDto {
  /** Position in the request's list. */
  index: number;
  @ApiProperty({ type: String, nullable: true })
  clientPlayId: string | null;
  @ApiProperty({ enum: ['accepted', 'duplicate', 'refused'] })
  status: 'accepted' | 'duplicate' | 'refused';
  @ApiPropertyOptional({ enum: ['not_scheduled', 'rate_limited', 'too_old', 'in_future', 'invalid'] })
  reason?: string;
}

export class PlayBatchResultDto {
  accepted: number;
  duplicates: number;
  refused: number;
  results: PlayResultDto[];
}

export class ImpressionDto {
  @Max(MAX_ID, { message: NOT_FOUND.creative })
  @Min(1, { message: 'adCreativeId must be a whole number of at least 1' })
  @IsInt({ message: 'adCreativeId must be a whole number of at least 1' })
  @IsPresent('adCreativeId is required')
  adCreativeId: number;

  /** Optional; when given, a resent impression is counted once. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'clientPlayId must be 1–64 letters, digits, - or _' })
  @IsString({ message: 'clientPlayId must be 1–64 letters, digits, - or _' })
  clientPlayId?: string;

  /** Defaults to now. */
  @IsOptional()
  @ApiPropertyOptional({ format: 'date-time' })
  @MaxLength(40, { message: 'shownAt must be an ISO time' })
  @IsString({ message: 'shownAt must be an ISO time' })
  shownAt?: string;
}

export class ImpressionResultDto {
  @ApiProperty({ enum: ['accepted', 'duplicate'] })
  status: 'accepted' | 'duplicate';
}

export class PairingSettingsDto {
  @IsBoolean({ message: 'required must be true or false' })
  @IsPresent('required is required')
  required: boolean;
}

export class PairingDto {
  pairingRequired: boolean;
  /** Six digits a player must give; shown to the display's host only. */
  @ApiProperty({ type: String, nullable: true })
  pairingCode: string | null;
}
