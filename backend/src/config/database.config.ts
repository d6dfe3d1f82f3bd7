import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { validateEnv } from './validate-env';

class DatabaseEnv {
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  @IsOptional() @IsInt() @Min(1024) @Max(65535) EMBEDDED_PG_PORT?: number;
}

export interface DatabaseConfig {
  /** Set when an external server is used; unset means the embedded server. */
  url?: string;
  embeddedPort: number;
}

export function databaseConfig(env: NodeJS.ProcessEnv): DatabaseConfig {
  const e = validateEnv(DatabaseEnv, env);
  return { url: e.DATABASE_URL || undefined, embeddedPort: e.EMBEDDED_PG_PORT ?? 54329 };
}
