/**
 * Idempotency-Key values for create requests (docs/bookings.md, "Retries"): the
 * server answers a repeated key with the first answer instead of creating again.
 */

/** A random UUID v4. crypto.randomUUID exists only on https and localhost; getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The keys of one form's submits: submitting the same body again (a retry after a
 * network error or a server error, when the first may have been stored) sends the
 * same key; a changed body, or any submit after a success, gets a fresh one.
 */
export function createSubmitKeys() {
  let current: { body: string; key: string } | undefined;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { body: text, key: newIdempotencyKey() };
      return current.key;
    },
    succeeded(): void {
      current = undefined;
    },
  };
}
