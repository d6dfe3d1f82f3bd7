import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { validateEnv } from './validate-env';

class PlayerEnv {
  // At least 3 days: a month is dropped only once it ended that long ago, and plays up to 48 hours
  // old are still accepted (docs/player.md, "Partitions and retention").
  @IsOptional() @IsInt() @Min(3) @Max(36_500) PLAY_RETENTION_DAYS?: number;
  // At least one full sync's worth (docs/player.md, "A backlog of plays").
  @IsOptional() @IsInt() @Min(500) @Max(1_000_000) PLAY_INGEST_MAX_QUEUED?: number;
}

/** The raw plays kept, and how many may wait to be written (docs/player.md). */
export interface PlayerConfig {
  /** A month of raw plays is dropped once all of it is older than this many days; rollups stay. */
  playRetentionDays: number;
  /** Plays waiting for a statement past which a request that brings more is answered 503. */
  ingestMaxQueued: number;
}

export function playerConfig(env: NodeJS.ProcessEnv): PlayerConfig {
  const e = validateEnv(PlayerEnv, env);
  return { playRetentionDays: e.PLAY_RETENTION_DAYS ?? 400, ingestMaxQueued: e.PLAY_INGEST_MAX_QUEUED ?? 50_000 };
}
