import type { ValidationOptions } from 'class-validator';
import { ValidateBy } from 'class-validator';

/**
 * A field parsed once, in the DTO (docs/architecture.md, "DTOs hand services parsed values"):
 * its `@Transform(parseRequired(…))` or `@Transform(parseOptional(…))` turns what was sent into the
 * value the service uses (cents, numbers, a canonical zone), or into an `Unparsed` that says why
 * not; `@IsParsed()` refuses an `Unparsed` with its message. Services never parse again.
 */
export class Unparsed {
  constructor(readonly message: string) {}
}

type Parse<T> = (value: unknown) => T | Unparsed;

/** For a field with `@IsPresent`: undefined, null and '' stay as they are, for its "… is required". */
export function parseRequired<T>(parse: Parse<T>) {
  return ({ value }: { value: unknown }): unknown => (value === undefined || value === null || value === '' ? value : parse(value));
}

/** For a field with `@IsOptional`: undefined and null stay as they are (the field is left out). */
export function parseOptional<T>(parse: Parse<T>) {
  return ({ value }: { value: unknown }): unknown => (value === undefined || value === null ? value : parse(value));
}

/** Refuses a value its transform could not parse, with the transform's message. */
export function IsParsed(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isParsed',
      validator: {
        validate: (value: unknown) => !(value instanceof Unparsed),
        defaultMessage: (args) => (args?.value instanceof Unparsed ? args.value.message : 'The value is not valid'),
      },
    },
    options,
  );
}
