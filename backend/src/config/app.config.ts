import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateBy } from 'class-validator';
import { Transform } from 'class-transformer';
import * as path from 'path';
import type { TrustProxy } from './trust-proxy';
import { parseTrustProxy } from './trust-proxy';
import { validateEnv } from './validate-env';

// Reads the raw text: implicit conversion would already have turned any text into true.
const toBool = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const raw = obj[key];
  if (raw === undefined) return undefined;
  const text = String(raw).toLowerCase();
  return ['true', '1', 'yes'].includes(text) ? true : ['false', '0', 'no'].includes(text) ? false : raw;
};

class AppEnv {
  @IsOptional() @IsInt() @Min(0) @Max(65535) PORT?: number;
  @IsOptional() @IsIn(['development', 'production', 'test']) NODE_ENV?: string;
  @IsOptional() @IsString() DATA_DIR?: string;
  @IsOptional() @IsString() STATIC_DIR?: string;
  @IsOptional()
  @Transform(({ obj }: { obj: Record<string, unknown> }) => (obj.TRUST_PROXY === undefined ? undefined : String(obj.TRUST_PROXY)))
  @ValidateBy({
    name: 'trustProxy',
    validator: {
      validate: (v: unknown) => !('error' in Object(parseTrustProxy(String(v)))),
      defaultMessage: (a) => (parseTrustProxy(String(a?.value)) as { error: string }).error,
    },
  })
  TRUST_PROXY?: string;
  @IsOptional() @Transform(toBool) @IsBoolean({ message: 'must be true or false' }) DEMO_DATA?: boolean;
}

export interface AppConfig {
  port: number;
  nodeEnv: 'development' | 'production' | 'test';
  dataDir: string;
  staticDir: string;
  trustProxy: TrustProxy;
  demoData: boolean;
}

const repoRoot = path.resolve(__dirname, '..', '..', '..');

export function appConfig(env: NodeJS.ProcessEnv): AppConfig {
  const e = validateEnv(AppEnv, env);
  return {
    port: e.PORT ?? 3000,
    nodeEnv: (e.NODE_ENV as AppConfig['nodeEnv']) ?? 'development',
    dataDir: path.resolve(e.DATA_DIR ?? path.join(repoRoot, '.data')),
    staticDir: path.resolve(e.STATIC_DIR ?? path.join(repoRoot, 'frontend', 'dist')),
    trustProxy: parseTrustProxy(e.TRUST_PROXY) as TrustProxy,
    demoData: e.DEMO_DATA ?? true,
  };
}
