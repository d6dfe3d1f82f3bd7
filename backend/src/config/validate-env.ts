import 'reflect-metadata';
import type { ClassConstructor } from 'class-transformer';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

export class ConfigError extends Error {}

/**
 * Validates one area of the environment against a class-validator schema.
 * The message names each offending variable so a bad start is easy to fix.
 */
export function validateEnv<T extends object>(schema: ClassConstructor<T>, env: NodeJS.ProcessEnv): T {
  const instance = plainToInstance(schema, { ...env }, { enableImplicitConversion: true });
  const errors = validateSync(instance, { skipMissingProperties: false, forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return instance;
}
