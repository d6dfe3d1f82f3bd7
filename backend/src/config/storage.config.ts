import { IsIn, IsOptional, Matches } from 'class-validator';
import { validateEnv } from './validate-env';

export const STORAGE_DRIVERS = ['postgres'] as const;

class StorageEnv {
  /** Where uploaded files live; `postgres` (the default) is the only driver so far. */
  @IsOptional()
  @IsIn(STORAGE_DRIVERS, { message: `must be one of: ${STORAGE_DRIVERS.join(', ')}` })
  STORAGE_DRIVER?: string;

  /** Base of the file URLs handed to clients, e.g. a CDN in front of /api/files. */
  @IsOptional()
  @Matches(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, { message: 'must be an http(s) URL or a path starting with /' })
  FILES_BASE_URL?: string;
}

export interface StorageConfig {
  driver: (typeof STORAGE_DRIVERS)[number];
  /** Without a trailing slash; default `/api/files` (served by this app). */
  filesBaseUrl: string;
}

export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const e = validateEnv(StorageEnv, env);
  return {
    driver: (e.STORAGE_DRIVER as StorageConfig['driver']) ?? 'postgres',
    filesBaseUrl: (e.FILES_BASE_URL ?? '/api/files').replace(/\/+$/, ''),
  };
}
