import type { Type } from '@nestjs/common';

/**
 * A hand-written check of a hot route's body (docs/performance.md, "Where a sync's time goes"):
 * it returns the parsed body when the body is well formed, or undefined to let the global
 * validation pipe (class-transformer and class-validator) judge it and word the 400. It must
 * accept only what that pipe accepts and keep only the DTO's own fields, as its whitelist does.
 */
export type FastBodyCheck<T> = (body: unknown) => T | undefined;

const checks = new Map<Type<unknown>, FastBodyCheck<unknown>>();

/** Registers `check` for bodies of type `dto`. */
export function fastBody<T>(dto: Type<T>, check: FastBodyCheck<T>): void {
  checks.set(dto, check);
}

/** The registered check of `dto`, if any. */
export function fastBodyCheck(dto: Type<unknown> | undefined): FastBodyCheck<unknown> | undefined {
  return dto && checks.get(dto);
}

/** A JSON object (not null, not a list). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
