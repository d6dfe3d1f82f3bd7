import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { validateEnv } from './validate-env';

class PlayerEnv {
  // At least 3 days: a month is dropped only once it ended that long ago, and plays up to 48 hours
  // old are still accepted (docs/player.md, "Partitions and retention").
  @IsOptional() @IsInt() @Min(3) @Max(36_500) PLAY_RETENTION_DAYS?: number;
}

/** The raw plays kept (docs/player.md, "Partitions and retention"). */
export interface PlayerConfig {
  /** A month of raw plays is dropped once all of it is older than this many days; rollups stay. */
  playRetentionDays: number;
}

export function playerConfig(env: NodeJS.ProcessEnv): PlayerConfig {
  const e = validateEnv(PlayerEnv, env);
  return { playRetentionDays: e.PLAY_RETENTION_DAYS ?? 400 };
}
