import { NotFoundException, PipeTransform } from '@nestjs/common';

/** Largest value of an integer id column: larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;

const ID = /^[1-9]\d{0,9}$/;

/** A path id: digits only, no leading zeros, 1…MAX_ID; anything else is null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !ID.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/**
 * The one rule for ids in paths (docs/accounts.md): an id that cannot exist is simply
 * not found — "abc", "0x10", "1e3", "007" and 2^31 all answer 404 with the resource's message.
 */
export abstract class IdPipe implements PipeTransform<string, number> {
  protected constructor(private readonly notFound: string) {}

  transform(value: string): number {
    const id = parseId(value);
    if (id === null) throw new NotFoundException(this.notFound);
    return id;
  }
}
