import { BadRequestException } from '@nestjs/common';

// One @, no spaces, a dot in the domain: what a person can be told to fix (docs/notifications.md).
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** The address to store (trimmed; empty is none), or 400 with `details.field = "email"`. */
export function parseEmail(value: string | null | undefined): string | null {
  const email = value?.trim() ?? '';
  if (email === '') return null;
  if (email.length > 254 || !EMAIL.test(email)) {
    throw new BadRequestException({ message: 'Enter a valid e-mail address, e.g. name@example.com', details: { field: 'email' } });
  }
  return email;
}
