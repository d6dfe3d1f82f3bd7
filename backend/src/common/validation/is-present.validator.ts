import type { ValidationOptions } from 'class-validator';
import { ValidateBy } from 'class-validator';

/**
 * Required field with a plain message; the message may depend on the other
 * fields (the admin form calls its password "access code").
 */
export function IsPresent(message: string | ((object: object) => string), options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isPresent',
      validator: {
        validate: (value: unknown) => value !== undefined && value !== null && value !== '',
        defaultMessage: (args) => (typeof message === 'function' ? message(args!.object) : message),
      },
    },
    options,
  );
}
