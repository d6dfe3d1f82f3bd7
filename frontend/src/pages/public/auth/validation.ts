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
