import type { ValidationOptions } from 'class-validator';
import { ValidateBy } from 'class-validator';

/**
 * Names and notes people read (docs/accounts.md, "Text people read"). Refused:
 * - bidi embedding/override/isolate controls (U+202A–U+202E, U+2066–U+2069): they
 *   make text read in another order than it is stored ("evil.exe" shown as "exe.live");
 * - a value with no visible character: only spaces, format characters (U+200B…),
 *   default-ignorable fillers (U+3164…), the blank braille pattern or lone combining marks.
 * An empty string is left to `@IsPresent` (required) or allowed (optional notes).
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

export type TextProblem = 'bidi' | 'invisible' | null;

export function textProblem(value: string): TextProblem {
  if (BIDI_CONTROLS.test(value)) return 'bidi';
  if (value !== '' && INVISIBLE.test(value)) return 'invisible';
  return null;
}

/** For a string field (after `@IsString`): `label` starts the message, e.g. "Name". */
export function IsReadableText(label: string, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isReadableText',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || textProblem(value) === null,
        defaultMessage: (args) =>
          textProblem(String(args?.value)) === 'bidi'
            ? `${label} must not contain text direction controls (U+202A–U+202E, U+2066–U+2069)`
            : `${label} must contain at least one visible character`,
      },
    },
    options,
  );
}
