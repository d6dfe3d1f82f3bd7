/** Client-side checks of the sign-in forms (docs/product-rules.md §15: username and password are required). */
export const REQUIRED_MESSAGES = {
  username: 'Username is required',
  password: 'Password is required',
  accessCode: 'Admin access code is required',
} as const;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Returns a message for each empty field (whitespace-only counts as empty). */
export function requireFields<K extends keyof typeof REQUIRED_MESSAGES>(values: Record<K, string>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(values) as K[]) {
    if (values[key].trim() === '') errors[key] = REQUIRED_MESSAGES[key];
  }
  return errors;
}

/**
 * The registration rules, the same as the server's RegisterDto (docs/accounts.md):
 * username 3–32 letters, digits, '.', '_' or '-' (trimmed); password 8–128 characters.
 */
export const USERNAME_RULE = "3–32 characters: letters, digits, '.', '_' or '-'";
export const PASSWORD_RULE = '8–128 characters';
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export function registrationErrors(values: { username: string; password: string }): FieldErrors<'username' | 'password'> {
  const errors = requireFields(values);
  const username = values.username.trim();
  if (!errors.username) {
    if (username.length < 3 || username.length > 32) errors.username = 'Username must be 3 to 32 characters long';
    else if (!USERNAME_PATTERN.test(username)) errors.username = "Username may contain only letters, digits, '.', '_' and '-'";
  }
  const passwordError = errors.password ? undefined : passwordRuleError(values.password);
  if (passwordError) errors.password = passwordError;
  return errors;
}

/** The password rule alone (registration, a changed or reset password), or undefined when kept. */
export function passwordRuleError(password: string): string | undefined {
  return password.length < 8 || password.length > 128 ? 'Password must be 8 to 128 characters long' : undefined;
}

/**
 * The server's refusal of a registration, split onto the fields it names ("Username …",
 * "Password …", "E-mail …"; messages arrive joined by "; "). What names no field is left out.
 */
export function serverFieldErrors(message: string): FieldErrors<'username' | 'password' | 'email'> {
  const errors: FieldErrors<'username' | 'password' | 'email'> = {};
  for (const part of message.split(/;\s*/)) {
    const text = part.trim();
    if (/^username\b/i.test(text)) errors.username ??= text;
    else if (/^password\b/i.test(text)) errors.password ??= text;
    else if (/^(e-?mail|address)\b/i.test(text)) errors.email ??= text;
  }
  return errors;
}
