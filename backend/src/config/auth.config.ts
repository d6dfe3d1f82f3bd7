import { IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { randomBytes } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { ConfigError, validateEnv } from './validate-env';

class AuthEnv {
  @IsOptional() @IsString() @MinLength(8) ADMIN_ACCESS_CODE?: string;
  @IsOptional() @IsString() @MinLength(32) JWT_SECRET?: string;
  @IsOptional() @IsInt() @Min(1) @Max(24 * 90) SESSION_TTL_HOURS?: number;
  @IsOptional() @IsInt() @Min(1) AUTH_RATE_LIMIT_PER_IP?: number;
  @IsOptional() @IsInt() @Min(1) AUTH_RATE_LIMIT_PER_USERNAME?: number;
  @IsOptional() @IsInt() @Min(4) @Max(15) PASSWORD_HASH_ROUNDS?: number;
}

export interface AuthConfig {
  adminAccessCode: string;
  jwtSecret: string;
  /** True when the access code was generated and stored in the data folder. */
  adminAccessCodeGenerated: boolean;
  sessionTtlHours: number;
  /** Sign-in and registration attempts per minute. */
  rateLimitPerIp: number;
  rateLimitPerUsername: number;
  passwordHashRounds: number;
}

type Secrets = { adminAccessCode?: string; jwtSecret?: string };

/** Secrets generated once for the embedded default and kept beside the data. */
function loadOrCreateSecrets(dataDir: string): Required<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Secrets = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
  const secrets = {
    adminAccessCode: stored.adminAccessCode ?? randomBytes(9).toString('base64url'),
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
  };
  if (stored.adminAccessCode !== secrets.adminAccessCode || stored.jwtSecret !== secrets.jwtSecret) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

export function authConfig(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): AuthConfig {
  const e = validateEnv(AuthEnv, env);
  if (production) {
    const missing = ['ADMIN_ACCESS_CODE', 'JWT_SECRET'].filter((k) => !env[k]);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: required when NODE_ENV=production`);
  }
  const stored = e.ADMIN_ACCESS_CODE && e.JWT_SECRET ? undefined : loadOrCreateSecrets(dataDir);
  return {
    adminAccessCode: e.ADMIN_ACCESS_CODE ?? stored!.adminAccessCode,
    adminAccessCodeGenerated: !e.ADMIN_ACCESS_CODE,
    jwtSecret: e.JWT_SECRET ?? stored!.jwtSecret,
    sessionTtlHours: e.SESSION_TTL_HOURS ?? 24 * 7,
    rateLimitPerIp: e.AUTH_RATE_LIMIT_PER_IP ?? 30,
    rateLimitPerUsername: e.AUTH_RATE_LIMIT_PER_USERNAME ?? 10,
    passwordHashRounds: e.PASSWORD_HASH_ROUNDS ?? 12,
  };
}
