import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { fastBody, isJsonObject } from '../../../common/http/fast-body';
import { IsPresent } from '../../../common/validation/is-present.validator';
import { MAX_BATCH_PLAYS } from '../play.rules';
import { PlayDto, PlayResultDto } from './plays.dto';
import { ScheduleDto } from './schedule.dto';

type ScheduleOrNull = Pick<ScheduleDto, keyof ScheduleDto> | null;

/** One player cycle in one request (docs/player.md, "Sync"). */
export class SyncDto {
  /** Plays not yet answered, oldest first; may be empty. Each item is checked on its own, as in the batch call. */
  @ApiProperty({ type: [PlayDto], maxItems: MAX_BATCH_PLAYS })
  @ArrayMaxSize(MAX_BATCH_PLAYS, { message: `Send at most ${MAX_BATCH_PLAYS} plays at a time` })
  @IsArray({ message: 'plays must be a list' })
  @IsPresent('plays is required')
  plays: unknown[];

  /** The ETag of the schedule the player holds: when it still matches, the answer carries no schedule. */
  @IsOptional()
  @ApiPropertyOptional()
  @MaxLength(100, { message: 'scheduleEtag must be at most 100 characters' })
  @IsString({ message: 'scheduleEtag must be a string' })
  scheduleEtag?: string;
}

// Every player cycle sends this body: a well-formed one skips the class chain.
fastBody(SyncDto, (body) => {
  if (!isJsonObject(body) || !Array.isArray(body.plays) || body.plays.length > MAX_BATCH_PLAYS) return undefined;
  const { plays, scheduleEtag } = body;
  if (scheduleEtag === undefined) return { plays };
  return typeof scheduleEtag === 'string' && scheduleEtag.length <= 100 ? { plays, scheduleEtag } : undefined;
});

export class SyncResultDto {
  accepted: number;
  duplicates: number;
  refused: number;
  /** One per play sent, in the order sent. */
  results: PlayResultDto[];
  /** The schedule now, or null when scheduleEtag still matches. */
  // Null through oneOf, written as OpenAPI 3.0 allows (no `type: null` there): a nullable $ref would
  // not let null through a JSON Schema validator, and `nullable` needs a `type` beside it. Typed
  // through an alias so that the swagger plugin infers neither an allOf nor a `nullable` of its own.
  @ApiProperty({ oneOf: [{ $ref: getSchemaPath(ScheduleDto) }, { type: 'string', nullable: true, enum: [null] }] })
  schedule: ScheduleOrNull;
  notModified: boolean;
  /** The ETag of the schedule now: send it as scheduleEtag next time. */
  scheduleEtag: string;
  /** The server's clock at the answer (also inside schedule when there is one). */
  serverTime: Date;
}
